import Core

/// What parsing one template's source produces.
struct ParsedTemplate: Sendable {
    var body: [Node]
    /// Every `{% block %}` in the template, nested ones included, by name.
    var blocks: [String: BlockDefinition]
    /// The `{% extends "name" %}` target and where its name is written.
    var parent: TemplateReference?
    var includes: [TemplateReference]
    /// The shortcodes the template calls, by shortcode name (`figure`), and where each name is written.
    var shortcodes: [TemplateReference]
    /// Filters that are not built in; they must be in the render environment.
    var externalFilters: [TemplateReference]
}

/// A template or filter name written in a template, and where.
struct TemplateReference: Sendable {
    var name: String
    var offset: Int
}

/// Builds the node tree from tokens, matching each opening tag with its end tag.
struct Parser {
    /// The deepest nesting of block tags accepted; deeper is an error, not a stack overflow.
    static let maximumNesting = 100

    let source: SourceText
    private let tokens: [Token]
    private(set) var position = 0
    var result = ParsedTemplate(body: [], blocks: [:], parent: nil, includes: [], shortcodes: [], externalFilters: [])
    /// The positions of the `{% shortcode %}` tags that have a body (see `ShortcodePairing`).
    let shortcodesWithBody: Set<Int>
    /// Tags waiting for their end tag, innermost last.
    private var open: [Tag] = []
    private var blockDepth = 0
    private var sawContent = false

    static func parse(_ source: SourceText) throws(Diagnostic) -> ParsedTemplate {
        let (tokens, closesShortcodes) = try Lexer.tokenize(source)
        var parser = Parser(source: source, tokens: tokens, closesShortcodes: closesShortcodes)
        let (body, _) = try parser.nodes(until: [])
        parser.result.body = body
        return parser.result
    }

    private init(source: SourceText, tokens: [Token], closesShortcodes: Bool) {
        self.source = source
        self.tokens = tokens
        shortcodesWithBody = closesShortcodes ? ShortcodePairing.openersWithBody(in: tokens, source: source) : []
    }

    /// A tag's name and the range of its arguments.
    struct Tag {
        var name: String
        var nameOffset: Int
        var arguments: Range<Int>
    }

    private static let endTags = ["if": "endif", "for": "endfor", "block": "endblock", "set": "endset", "shortcode": "endshortcode"]
    private static let continuationTags: Set<String> = [
        "elif", "else", "empty", "endif", "endfor", "endblock", "endset", "endraw", "endshortcode",
    ]
    private static let openingTags = ["if", "for", "set", "block", "include", "extends", "shortcode", "break", "continue"]
    private static let likelyMeant = [
        "elsif": "elif", "elseif": "elif", "endeach": "endfor", "end": "endif or endfor", "import": "include", "macro": "include",
        "render": "include or shortcode", "call": "shortcode",
    ]

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: offset, in: source)
    }

    private func tag(of token: Token) throws(Diagnostic) -> Tag {
        let bytes = source.bytes
        var index = token.content.lowerBound
        while index < token.content.upperBound, isSpace(bytes[index]) { index += 1 }
        let start = index
        while index < token.content.upperBound, isIdentifierByte(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected a tag name after '{%'", at: start) }
        return Tag(name: String(decoding: bytes[start..<index], as: UTF8.self), nameOffset: start, arguments: index..<token.content.upperBound)
    }

    func expressions(in range: Range<Int>) throws(Diagnostic) -> ExpressionParser {
        try ExpressionParser(source: source, range: range, allowsSuper: blockDepth > 0)
    }

    mutating func finish(_ parser: ExpressionParser, after what: String) throws(Diagnostic) {
        try parser.expectEnd(after: what)
        result.externalFilters += parser.externalFilters.map { TemplateReference(name: $0.name, offset: $0.offset) }
    }

    /// Parses nodes until one of `terminators` (returned) or, when nothing is open, the end of the tokens.
    private mutating func nodes(until terminators: Set<String>) throws(Diagnostic) -> ([Node], Tag?) {
        var nodes: [Node] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                if let visible = source.bytes[token.content].firstIndex(where: { !isSpace($0) }) {
                    try noteContent(at: visible)
                }
                nodes.append(.text(token.content))
            case .output:
                try noteContent(at: token.start)
                var parser = try expressions(in: token.content)
                let expression = try parser.expression()
                try finish(parser, after: "the expression")
                nodes.append(.output(expression, .markup))
            case .tag:
                let tag = try tag(of: token)
                if terminators.contains(tag.name) { return (nodes, tag) }
                if let node = try node(for: tag) { nodes.append(node) }
            }
        }
        if let unclosed = open.last {
            throw error("unclosed '{% \(unclosed.name) %}': expected '{% \(Self.endTags[unclosed.name] ?? "end") %}'", at: unclosed.nameOffset)
        }
        return (nodes, nil)
    }

    /// Records output-producing content; in a template that extends another, it would never be shown.
    mutating func noteContent(at offset: Int) throws(Diagnostic) {
        if open.isEmpty, result.parent != nil {
            throw error("only {% block %} and {% set %} may appear outside blocks in a template that extends another (anything else is never shown)", at: offset)
        }
        sawContent = true
    }

    private mutating func node(for tag: Tag) throws(Diagnostic) -> Node? {
        switch tag.name {
        case "if": return try conditional(tag)
        case "for": return try loop(tag)
        case "set": return try set(tag)
        case "block": return try block(tag)
        case "include": return try include(tag)
        case "shortcode": return try shortcode(tag)
        case "break", "continue": return try loopControl(tag)
        case "extends": try extends(tag); return nil
        case _ where Self.continuationTags.contains(tag.name): throw unexpected(tag)
        default:
            let meant = Self.likelyMeant[tag.name] ?? Suggestion.closest(to: tag.name, among: Self.openingTags + Self.continuationTags.sorted())
            let hint = meant.map { " (did you mean '\($0)'?)" } ?? ""
            throw error("unknown tag '\(tag.name)'\(hint)", at: tag.nameOffset)
        }
    }

    private func unexpected(_ tag: Tag) -> Diagnostic {
        if tag.name == "endshortcode", !open.contains(where: { $0.name == "shortcode" }) {
            return error(
                "unexpected '{% endshortcode %}': no '{% shortcode %}' of the name it gives is open before it (close a shortcode with its name, as in {% endshortcode \"highlight\" %})",
                at: tag.nameOffset)
        }
        guard let innermost = open.last else {
            let opener = switch tag.name {
            case "elif": "'{% if %}'"
            case "else": "'{% if %}' or '{% for %}'"
            case "empty": "'{% for %}'"
            default: "'{% \(tag.name.dropFirst(3)) %}'"
            }
            return error("unexpected '{% \(tag.name) %}' outside \(opener)", at: tag.nameOffset)
        }
        let line = source.location(ofOffset: innermost.nameOffset).line
        return error("unexpected '{% \(tag.name) %}': the '{% \(innermost.name) %}' on line \(line) must be closed first with '{% \(Self.endTags[innermost.name] ?? "end") %}'", at: tag.nameOffset)
    }

    /// Parses the body of `tag` up to one of `terminators`.
    mutating func body(of tag: Tag, until terminators: Set<String>) throws(Diagnostic) -> ([Node], Tag) {
        guard open.count < Self.maximumNesting else {
            throw error("tags nested more than \(Self.maximumNesting) levels deep", at: tag.nameOffset)
        }
        open.append(tag)
        defer { open.removeLast() }
        let (nodes, terminator) = try nodes(until: terminators)
        // `nodes(until:)` only returns without a terminator at the end of the tokens, where it throws for open tags.
        return (nodes, terminator ?? tag)
    }

    private mutating func conditional(_ tag: Tag) throws(Diagnostic) -> Node {
        try noteContent(at: tag.nameOffset)
        var branches: [(condition: Expression, body: [Node])] = []
        var condition = try conditionExpression(of: tag)
        while true {
            let (nodes, terminator) = try body(of: tag, until: ["elif", "else", "endif"])
            branches.append((condition, nodes))
            switch terminator.name {
            case "elif":
                condition = try conditionExpression(of: terminator)
            case "else":
                try expectNoArguments(terminator)
                let (otherwise, end) = try body(of: tag, until: ["endif"])
                try expectNoArguments(end)
                return .conditional(Conditional(branches: branches, otherwise: otherwise, offset: tag.nameOffset))
            default:
                try expectNoArguments(terminator)
                return .conditional(Conditional(branches: branches, otherwise: [], offset: tag.nameOffset))
            }
        }
    }

    private mutating func conditionExpression(of tag: Tag) throws(Diagnostic) -> Expression {
        var parser = try expressions(in: tag.arguments)
        if parser.isAtEnd { throw parser.error("expected a condition after '\(tag.name)'") }
        let condition = try parser.expression()
        try finish(parser, after: "the condition")
        return condition
    }

    private func expectNoArguments(_ tag: Tag) throws(Diagnostic) {
        let parser = try ExpressionParser(source: source, range: tag.arguments, allowsSuper: false)
        try parser.expectEnd(after: "'\(tag.name)'")
    }

    private mutating func loop(_ tag: Tag) throws(Diagnostic) -> Node {
        try noteContent(at: tag.nameOffset)
        var parser = try expressions(in: tag.arguments)
        let variable = try parser.identifier("a loop variable name")
        var valueVariable: String?
        if try parser.skip(symbol: ",") {
            valueVariable = try parser.identifier("a second loop variable name").name
        }
        guard try parser.skip(keyword: "in") else {
            throw parser.error("expected 'in' after the loop variable, found \(parser.currentDescription)")
        }
        if parser.isAtEnd { throw parser.error("expected what to loop over after 'in'") }
        let sequence = try parser.expression()
        try finish(parser, after: "the loop's sequence")
        let (body, terminator) = try self.body(of: tag, until: ["empty", "else", "endfor"])
        try expectNoArguments(terminator)
        var empty: [Node] = []
        if terminator.name != "endfor" {
            let (nodes, end) = try self.body(of: tag, until: ["endfor"])
            try expectNoArguments(end)
            empty = nodes
        }
        return .loop(Loop(variable: variable.name, valueVariable: valueVariable, sequence: sequence, body: body, empty: empty, offset: tag.nameOffset))
    }

    /// `{% break %}` and `{% continue %}` belong to a loop of the same body: not one around a `{% set %}`, a
    /// shortcode's body or a block they stand in, whose output is made apart from the loop's.
    private func loopControl(_ tag: Tag) throws(Diagnostic) -> Node {
        try expectNoArguments(tag)
        guard open.last(where: { ["for", "set", "shortcode", "block"].contains($0.name) })?.name == "for" else {
            throw error("'{% \(tag.name) %}' outside a '{% for %}' loop's body", at: tag.nameOffset)
        }
        return .loopControl(tag.name == "break" ? .break : .continue)
    }

    private mutating func set(_ tag: Tag) throws(Diagnostic) -> Node {
        var parser = try expressions(in: tag.arguments)
        let name = try parser.identifier("a variable name")
        if parser.isAtEnd {
            let (body, end) = try self.body(of: tag, until: ["endset"])
            try expectNoArguments(end)
            return .setBlock(name: name.name, body: body, capturesText: false)
        }
        try parser.expect(symbol: "=", "after the variable name")
        if parser.isAtEnd { throw parser.error("expected a value after '='") }
        let value = try parser.expression()
        try finish(parser, after: "the value")
        return .set(name: name.name, value)
    }

    private mutating func block(_ tag: Tag) throws(Diagnostic) -> Node {
        var parser = try expressions(in: tag.arguments)
        let name = try parser.identifier("a block name")
        try parser.expectEnd(after: "the block name")
        if let existing = result.blocks[name.name] {
            let line = source.location(ofOffset: existing.offset).line
            throw error("block '\(name.name)' is already defined on line \(line)", at: name.offset)
        }
        // Claimed before the body is parsed: a block of the same name inside it would render itself forever.
        result.blocks[name.name] = BlockDefinition(name: name.name, body: [], offset: name.offset)
        blockDepth += 1
        let (body, end) = try self.body(of: tag, until: ["endblock"])
        blockDepth -= 1
        var endParser = try expressions(in: end.arguments)
        if !endParser.isAtEnd {
            let endName = try endParser.identifier("the block name")
            guard endName.name == name.name else {
                throw error("'{% endblock \(endName.name) %}' does not match '{% block \(name.name) %}'", at: endName.offset)
            }
            try endParser.expectEnd(after: "the block name")
        }
        result.blocks[name.name] = BlockDefinition(name: name.name, body: body, offset: name.offset)
        return .block(name: name.name, context: .text)
    }

    private mutating func include(_ tag: Tag) throws(Diagnostic) -> Node {
        try noteContent(at: tag.nameOffset)
        var parser = try expressions(in: tag.arguments)
        let name = try parser.stringLiteral("the name of the template to include")
        try parser.expectEnd(after: "the template name")
        result.includes.append(TemplateReference(name: name.value, offset: name.offset))
        return .include(name: name.value, offset: name.offset, context: .text)
    }

    private mutating func extends(_ tag: Tag) throws(Diagnostic) {
        guard open.isEmpty else { throw error("'{% extends %}' must be at the top level of the template", at: tag.nameOffset) }
        guard result.parent == nil else { throw error("a template can extend only one other template", at: tag.nameOffset) }
        guard !sawContent else { throw error("'{% extends %}' must come before any other content", at: tag.nameOffset) }
        var parser = try expressions(in: tag.arguments)
        let name = try parser.stringLiteral("the name of the template to extend")
        try parser.expectEnd(after: "the template name")
        result.parent = TemplateReference(name: name.value, offset: name.offset)
    }
}
