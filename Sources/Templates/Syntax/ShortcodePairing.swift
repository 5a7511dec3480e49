import Core

/// Which `{% shortcode "name" %}` tags have a body: those that an `{% endshortcode "name" %}` closes. An end tag
/// closes the nearest shortcode of its name before it that is still open, as Hugo's `{{< /name >}}` does, so the
/// shortcode of the same name before it stands without a body. Found in one pass over the tokens before the
/// template is parsed, since a shortcode's tag alone cannot tell.
enum ShortcodePairing {
    /// The positions in `tokens` of the shortcode tags that an end tag closes.
    static func openersWithBody(in tokens: [Token], source: SourceText) -> Set<Int> {
        var open: [String: [Int]] = [:]
        var paired: Set<Int> = []
        for (position, token) in tokens.enumerated() where token.kind == .tag {
            guard let (isEnd, name) = shortcodeTag(token, source: source) else { continue }
            if !isEnd {
                open[name, default: []].append(position)
            } else if let opener = open[name]?.popLast() {
                paired.insert(opener)
            }
        }
        return paired
    }

    private static let opening = Array("shortcode".utf8)
    private static let closing = Array("endshortcode".utf8)

    /// Whether the tag is `endshortcode` rather than `shortcode`, and the name written after it; nil for any other
    /// tag (told by its bytes, as templates are parsed on every change), or one whose name is not a quoted string
    /// (the parser reports that).
    private static func shortcodeTag(_ token: Token, source: SourceText) -> (isEnd: Bool, name: String)? {
        let bytes = source.bytes
        var index = token.content.lowerBound
        while index < token.content.upperBound, isSpace(bytes[index]) { index += 1 }
        let start = index
        while index < token.content.upperBound, isIdentifierByte(bytes[index]) { index += 1 }
        let tag = bytes[start..<index]
        let isEnd = tag.elementsEqual(closing)
        guard isEnd || tag.elementsEqual(opening),
              var parser = try? ExpressionParser(source: source, range: index..<token.content.upperBound, allowsSuper: false),
              let name = try? parser.stringLiteral("the shortcode's name") else { return nil }
        return (isEnd, name.value)
    }
}
