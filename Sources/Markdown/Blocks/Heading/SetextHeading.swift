/// Setext headings: a paragraph underlined with `===` (level 1) or `---` (level 2).
extension BlockParser {
    /// Turns the open paragraph into a heading when the line is an underline (and the paragraph is more
    /// than link reference definitions).
    mutating func startSetextHeading(_ paragraph: Int) -> Bool {
        let character = bytes[nextNonspace]
        guard character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return false }
        var cursor = nextNonspace
        while cursor < lineEnd, bytes[cursor] == character { cursor += 1 }
        while cursor < lineEnd, bytes[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == lineEnd else { return false }
        extractReferenceDefinitions(paragraph)
        guard !nodes[paragraph].content.isEmpty else { return false }
        nodes[paragraph].kind = .heading
        nodes[paragraph].level = character == UInt8(ascii: "=") ? 1 : 2
        consumeRestOfLine()
        return true
    }
}
