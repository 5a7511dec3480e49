import Core

extension Parser {
    /// `{% shortcode "name" positional… key=value… %}`, arguments separated by spaces or commas, and its body up to
    /// `{% endshortcode "name" %}` when one closes it.
    mutating func shortcode(_ tag: Tag) throws(Diagnostic) -> Node {
        try noteContent(at: tag.nameOffset)
        let position = self.position - 1
        try checkClosed(tag)
        var parser = try expressions(in: tag.arguments)
        let name = try parser.stringLiteral("the name of the shortcode")
        var positional: [Expression] = []
        var named: [(name: String, value: Expression)] = []
        // What cannot start an argument ends them: the tag's end, or what follows a tag left unclosed.
        while Self.startsArgument(parser.current.token) {
            let argument = try parser.expression()
            if case .variable(let key) = argument.kind, try parser.skip(symbol: "=") {
                try checkArgumentName(key, at: argument.span.lowerBound, after: named)
                if parser.isAtEnd || parser.current.token == .symbol(",") { throw parser.error("expected a value after '='") }
                named.append((key, try parser.expression()))
            } else {
                positional.append(argument)
            }
            _ = try parser.skip(symbol: ",")
        }
        try finish(parser, after: "the shortcode's arguments")
        result.shortcodes.append(TemplateReference(name: name.value, offset: name.offset))
        var body: [Node]?
        if shortcodesWithBody.contains(position) {
            let (nodes, end) = try self.body(of: tag, until: ["endshortcode"])
            var endParser = try expressions(in: end.arguments)
            _ = try endParser.stringLiteral("the name of the shortcode to close")
            try endParser.expectEnd(after: "the shortcode's name")
            body = nodes
        }
        return .shortcode(ShortcodeCall(name: name.value, offset: name.offset, positional: positional, named: named, body: body))
    }

    /// A call whose `%}` was left out reads on to the next tag's: the mistake is where the call's first line ends,
    /// as for other tags (its arguments may run over several lines, so a line break alone tells nothing).
    private func checkClosed(_ tag: Tag) throws(Diagnostic) {
        let bytes = source.bytes
        guard let opening = tag.arguments.first(where: { index in
            bytes[index] == UInt8(ascii: "{") && index + 1 < tag.arguments.upperBound
                && (bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "{"))
        }), var lineEnd = tag.arguments[..<opening].first(where: { bytes[$0] == UInt8(ascii: "\n") }) else { return }
        while lineEnd > tag.arguments.lowerBound, isSpace(bytes[lineEnd - 1]) { lineEnd -= 1 }
        let found = String(decoding: bytes[opening...(opening + 1)], as: UTF8.self)
        throw error("expected the end of the tag after the shortcode's arguments; it runs on to '\(found)' on a later line", at: lineEnd)
    }

    private static func startsArgument(_ token: ExpressionScanner.Token) -> Bool {
        switch token {
        case .identifier, .number, .string, .symbol("("), .symbol("["): true
        default: false
        }
    }

    /// A named argument may not take the name of a variable every shortcode has, nor be given twice.
    private func checkArgumentName(_ key: String, at offset: Int, after named: [(name: String, value: Expression)]) throws(Diagnostic) {
        if ShortcodeCall.reservedNames.contains(key) {
            let names = ShortcodeCall.reservedNames.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw error("a shortcode's argument cannot be called '\(key)': \(names) are the variables every shortcode has", at: offset)
        }
        if named.contains(where: { $0.name == key }) {
            throw error("argument '\(key)' is given twice", at: offset)
        }
    }
}
