import Core

/// Recursive descent over expression tokens. Precedence, loosest first:
/// `or`, `and`, `not`, comparisons and `in`, concatenation (`~`), filters (`|`), then `.member` and `[key]`.
struct ExpressionParser {
    /// The deepest nesting of parentheses, arrays and filter arguments accepted.
    static let maximumDepth = 64

    private var scanner: ExpressionScanner
    private(set) var current: ExpressionScanner.Lexeme
    /// Where the token before `current` ends.
    private var previousEnd: Int
    private let allowsSuper: Bool
    private var depth = 0
    /// Filters that are not built in, with where they are used; the render checks them against its environment.
    private(set) var externalFilters: [(name: String, offset: Int)] = []

    private var source: SourceText { scanner.source }

    init(source: SourceText, range: Range<Int>, allowsSuper: Bool) throws(Diagnostic) {
        scanner = ExpressionScanner(source: source, range: range)
        previousEnd = range.lowerBound
        current = try scanner.next()
        self.allowsSuper = allowsSuper
    }

    var isAtEnd: Bool { current.token == .end }

    func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        .error(message, at: offset ?? current.start, in: source)
    }

    /// A phrase naming the current token for messages.
    var currentDescription: String {
        switch current.token {
        case .end: "the end of the tag"
        default: "'\(String(decoding: source.bytes[current.start..<current.end], as: UTF8.self))'"
        }
    }

    mutating func advance() throws(Diagnostic) {
        previousEnd = current.end
        current = try scanner.next()
    }

    mutating func skip(symbol: String) throws(Diagnostic) -> Bool {
        guard current.token == .symbol(symbol) else { return false }
        try advance()
        return true
    }

    mutating func skip(keyword: String) throws(Diagnostic) -> Bool {
        guard current.token == .identifier(keyword) else { return false }
        try advance()
        return true
    }

    mutating func expect(symbol: String, _ purpose: String) throws(Diagnostic) {
        guard try skip(symbol: symbol) else { throw error("expected '\(symbol)' \(purpose), found \(currentDescription)") }
    }

    func expectEnd(after what: String) throws(Diagnostic) {
        guard !isAtEnd else { return }
        // A tag whose end was left out runs on to the next one: the mistake is where the line ends.
        if source.bytes[previousEnd..<current.start].contains(UInt8(ascii: "\n")) {
            throw error("expected the end of the tag after \(what); it runs on to \(currentDescription) on a later line", at: previousEnd)
        }
        throw error("unexpected \(currentDescription) after \(what)")
    }

    /// A name such as a loop variable or block name.
    mutating func identifier(_ what: String) throws(Diagnostic) -> (name: String, offset: Int) {
        guard case .identifier(let name) = current.token, !Self.keywords.contains(name) else {
            throw error("expected \(what), found \(currentDescription)")
        }
        let offset = current.start
        try advance()
        return (name, offset)
    }

    /// A quoted string such as a template name.
    mutating func stringLiteral(_ what: String) throws(Diagnostic) -> (value: String, offset: Int) {
        guard case .string(let value) = current.token else {
            throw error("expected \(what) in quotes, found \(currentDescription)")
        }
        let offset = current.start
        try advance()
        return (value, offset)
    }

    private static let keywords: Set<String> = ["and", "or", "not", "in", "true", "false", "null"]

    mutating func expression() throws(Diagnostic) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("expression nested more than \(Self.maximumDepth) levels deep") }
        return try or()
    }

    private mutating func or() throws(Diagnostic) -> Expression {
        var left = try and()
        while case .identifier("or") = current.token {
            let offset = current.start
            try advance()
            let right = try and()
            left = Expression(.or(left, right), span: left.span.lowerBound..<right.span.upperBound, operatorOffset: offset)
        }
        return left
    }

    private mutating func and() throws(Diagnostic) -> Expression {
        var left = try not()
        while case .identifier("and") = current.token {
            let offset = current.start
            try advance()
            let right = try not()
            left = Expression(.and(left, right), span: left.span.lowerBound..<right.span.upperBound, operatorOffset: offset)
        }
        return left
    }

    private mutating func not() throws(Diagnostic) -> Expression {
        guard case .identifier("not") = current.token else { return try comparison() }
        let start = current.start
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("expression nested more than \(Self.maximumDepth) levels deep") }
        try advance()
        let operand = try not()
        return Expression(.not(operand), span: start..<operand.span.upperBound)
    }

    private mutating func comparison() throws(Diagnostic) -> Expression {
        let left = try concatenation()
        let offset = current.start
        switch current.token {
        case .symbol(let symbol):
            guard let comparison = Expression.Comparison(rawValue: symbol) else { return left }
            try advance()
            let right = try concatenation()
            return Expression(.comparison(comparison, left, right), span: left.span.lowerBound..<right.span.upperBound, operatorOffset: offset)
        case .identifier("in"):
            try advance()
            let right = try concatenation()
            return Expression(.membership(left, right, negated: false), span: left.span.lowerBound..<right.span.upperBound, operatorOffset: offset)
        case .identifier("not"):
            try advance()
            guard try skip(keyword: "in") else { throw error("expected 'in' after 'not', found \(currentDescription)") }
            let right = try concatenation()
            return Expression(.membership(left, right, negated: true), span: left.span.lowerBound..<right.span.upperBound, operatorOffset: offset)
        default:
            return left
        }
    }

    private mutating func concatenation() throws(Diagnostic) -> Expression {
        let first = try filtered()
        guard current.token == .symbol("~") else { return first }
        var operands = [first]
        while try skip(symbol: "~") {
            operands.append(try filtered())
        }
        return Expression(.concatenation(operands), span: first.span.lowerBound..<operands[operands.count - 1].span.upperBound)
    }

    private mutating func filtered() throws(Diagnostic) -> Expression {
        var input = try postfix()
        // Each filter nests the expression one level deeper, so a chain counts towards the depth limit.
        let outerDepth = depth
        defer { depth = outerDepth }
        while try skip(symbol: "|") {
            depth += 1
            guard depth <= Self.maximumDepth else { throw error("expression nested more than \(Self.maximumDepth) levels deep") }
            guard case .identifier(let name) = current.token else {
                throw error("expected a filter name after '|', found \(currentDescription)")
            }
            let nameOffset = current.start
            var end = current.end
            try advance()
            var arguments: [Expression] = []
            if try skip(symbol: ":") {
                repeat {
                    arguments.append(try argument { parser throws(Diagnostic) in try parser.postfix() })
                } while try skip(symbol: ",")
                end = arguments[arguments.count - 1].span.upperBound
            } else if try skip(symbol: "(") {
                if current.token != .symbol(")") {
                    repeat {
                        arguments.append(try argument { parser throws(Diagnostic) in try parser.expression() })
                    } while try skip(symbol: ",")
                }
                end = current.end
                try expect(symbol: ")", "to close the filter's arguments")
            }
            let function: FilterCall.Function
            if let builtIn = BuiltInFilter(rawValue: name) {
                guard builtIn.arity.contains(arguments.count) else {
                    throw error("filter '\(name)' takes \(builtIn.arityDescription), got \(arguments.count)", at: nameOffset)
                }
                function = .builtIn(builtIn)
            } else {
                function = .external(name)
                externalFilters.append((name, nameOffset))
            }
            let call = FilterCall(function: function, name: name, arguments: arguments, offset: nameOffset)
            input = Expression(.filter(input, call), span: input.span.lowerBound..<end, operatorOffset: nameOffset)
        }
        return input
    }

    private mutating func argument(_ parse: (inout ExpressionParser) throws(Diagnostic) -> Expression) throws(Diagnostic) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("expression nested more than \(Self.maximumDepth) levels deep") }
        return try parse(&self)
    }

    private mutating func postfix() throws(Diagnostic) -> Expression {
        var base = try primary()
        while true {
            if try skip(symbol: ".") {
                let end = current.end
                switch current.token {
                case .identifier(let name):
                    try advance()
                    base = Expression(.member(base, name), span: base.span.lowerBound..<end)
                case .number(let index) where index >= 0 && index.rounded() == index:
                    try advance()
                    let key = Expression(.literal(.number(index)), span: (end - 1)..<end)
                    base = Expression(.element(base, key), span: base.span.lowerBound..<end)
                default:
                    throw error("expected a member name after '.', found \(currentDescription)")
                }
            } else if current.token == .symbol("[") {
                try advance()
                let key = try expression()
                let end = current.end
                try expect(symbol: "]", "to close the subscript")
                base = Expression(.element(base, key), span: base.span.lowerBound..<end)
            } else {
                return base
            }
        }
    }

    private mutating func primary() throws(Diagnostic) -> Expression {
        let start = current.start
        let end = current.end
        switch current.token {
        case .string(let value):
            try advance()
            return Expression(.literal(.string(value)), span: start..<end)
        case .number(let value):
            try advance()
            return Expression(.literal(.number(value)), span: start..<end)
        case .identifier("true"), .identifier("false"):
            let value = current.token == .identifier("true")
            try advance()
            return Expression(.literal(.bool(value)), span: start..<end)
        case .identifier("null"):
            try advance()
            return Expression(.literal(.null), span: start..<end)
        case .identifier("super"):
            try advance()
            guard current.token == .symbol("(") else { return Expression(.variable("super"), span: start..<end) }
            try advance()
            let close = current.end
            try expect(symbol: ")", "after 'super(' (it takes no arguments)")
            guard allowsSuper else { throw error("super() is only allowed inside a {% block %}", at: start) }
            return Expression(.superBlock, span: start..<close)
        case .identifier(let name) where !Self.keywords.contains(name):
            try advance()
            return Expression(.variable(name), span: start..<end)
        case .symbol("("):
            try advance()
            var inner = try expression()
            let close = current.end
            try expect(symbol: ")", "to close '('")
            inner.span = start..<close
            return inner
        case .symbol("["):
            try advance()
            var elements: [Expression] = []
            if current.token != .symbol("]") {
                repeat {
                    elements.append(try expression())
                } while try skip(symbol: ",")
            }
            let close = current.end
            try expect(symbol: "]", "to close the array")
            return Expression(.array(elements), span: start..<close)
        default:
            throw error("expected an expression, found \(currentDescription)")
        }
    }
}
