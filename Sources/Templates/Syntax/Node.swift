/// A node of a parsed template. Text is a range of the template's bytes, so parsing copies no text.
/// Not `indirect`: child nodes live in arrays and the large payloads are shared objects, so copying
/// a node while rendering costs at most one reference count.
enum Node: Sendable {
    case text(Range<Int>)
    /// `{{ expression }}`, printed the way its context needs (`Escaper.markup` until the context is known).
    case output(Expression, Escaper)
    case conditional(Conditional)
    case loop(Loop)
    case set(name: String, Expression)
    /// `{% set name %}…{% endset %}`: the rendered body, as safe HTML; in XML and plain text, where the
    /// body is rendered as plain text, as text to escape where it is printed (`capturesText`).
    case setBlock(name: String, body: [Node], capturesText: Bool)
    /// `{% include %}`, with the context the included template starts (and must end) in.
    case include(name: String, offset: Int, context: EscapeContext)
    /// A `{% block %}`; its definitions are looked up by name when rendered, most derived first, and
    /// compiled for the context the block stands in.
    case block(name: String, context: EscapeContext)
    /// `{% shortcode "name" … %}`, with a body up to `{% endshortcode "name" %}` or without.
    case shortcode(ShortcodeCall)
    /// `{% break %}` or `{% continue %}`, in the body of the innermost `{% for %}` around it.
    case loopControl(LoopControl)
}

/// What a loop does on `{% break %}` and `{% continue %}`: stop, or go on with the next element.
enum LoopControl: Sendable {
    case `break`
    case `continue`
}

/// `{% if %}…{% elif %}…{% else %}…{% endif %}`.
final class Conditional: Sendable {
    let branches: [(condition: Expression, body: [Node])]
    let otherwise: [Node]
    /// Where `if` is written.
    let offset: Int

    init(branches: [(condition: Expression, body: [Node])], otherwise: [Node], offset: Int) {
        self.branches = branches
        self.otherwise = otherwise
        self.offset = offset
    }
}

/// `{% for value in sequence %}` or `{% for key, value in dictionary %}`.
final class Loop: Sendable {
    let variable: String
    /// The second name of `for key, value in …`.
    let valueVariable: String?
    let sequence: Expression
    let body: [Node]
    /// The `{% empty %}` (or `{% else %}`) part, rendered when there is nothing to iterate.
    let empty: [Node]
    /// Where `for` is written.
    let offset: Int

    init(variable: String, valueVariable: String?, sequence: Expression, body: [Node], empty: [Node], offset: Int) {
        self.variable = variable
        self.valueVariable = valueVariable
        self.sequence = sequence
        self.body = body
        self.empty = empty
        self.offset = offset
    }
}

/// One `{% block name %}` definition.
struct BlockDefinition: Sendable {
    var name: String
    var body: [Node]
    /// Where the block's name is written.
    var offset: Int
}
