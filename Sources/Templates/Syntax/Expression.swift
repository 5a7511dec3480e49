/// A parsed expression, with the span of source it came from so that messages
/// can quote it (`undefined variable 'site.params.repo'`) and point at it.
struct Expression: Sendable {
    indirect enum Kind: Sendable {
        case literal(TemplateValue)
        case array([Expression])
        /// A top-level name: a variable bound by `set` or `for`, or one the caller passed.
        case variable(String)
        /// `base.name`.
        case member(Expression, String)
        /// `base[key]`.
        case element(Expression, Expression)
        case filter(Expression, FilterCall)
        case not(Expression)
        /// `a and b`: `a` when it is false, else `b`.
        case and(Expression, Expression)
        /// `a or b`: `a` when it is true, else `b`.
        case or(Expression, Expression)
        case comparison(Comparison, Expression, Expression)
        /// `a ~ b ~ …`: the operands' text joined.
        case concatenation([Expression])
        /// `a in b` (negated for `a not in b`).
        case membership(Expression, Expression, negated: Bool)
        /// `super()`: the next definition up of the enclosing block.
        case superBlock
    }

    enum Comparison: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    }

    var kind: Kind
    /// Byte offsets of the expression in its template.
    var span: Range<Int>
    /// Where the operator or filter name is, for errors about it.
    var operatorOffset: Int

    init(_ kind: Kind, span: Range<Int>, operatorOffset: Int? = nil) {
        self.kind = kind
        self.span = span
        self.operatorOffset = operatorOffset ?? span.lowerBound
    }
}

/// `| name: arguments` after an expression.
struct FilterCall: Sendable {
    enum Function: Sendable {
        case builtIn(BuiltInFilter)
        /// Supplied by `RenderEnvironment.filters`, checked when the template is first rendered.
        case external(String)
    }

    var function: Function
    var name: String
    var arguments: [Expression]
    /// Where the filter's name is written.
    var offset: Int
}
