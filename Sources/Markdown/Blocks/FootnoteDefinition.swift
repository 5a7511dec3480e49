/// Footnote definitions (`.footnotes`), as cmark-gfm reads them: `[^label]:` (a label without
/// spaces or `]`) starts a container, even inside a paragraph; following lines belong to it when
/// indented four columns, when blank, or as a paragraph's lazy continuation.
extension BlockParser {
    mutating func startFootnoteDefinition(_ container: inout Int) -> Bool {
        var cursor = nextNonspace
        guard cursor + 1 < lineEnd, bytes[cursor] == UInt8(ascii: "["), bytes[cursor + 1] == UInt8(ascii: "^") else { return false }
        cursor += 2
        let labelStart = cursor
        while cursor < lineEnd, !Self.endsFootnoteLabel(bytes[cursor]) { cursor += 1 }
        guard cursor > labelStart, cursor + 1 < lineEnd, bytes[cursor] == UInt8(ascii: "]"),
              bytes[cursor + 1] == UInt8(ascii: ":") else { return false }
        let label = Array(bytes[labelStart..<cursor])
        advanceOffset(cursor + 2 - offset, columns: false)
        while offset < lineEnd, bytes[offset].isSpaceOrTab { advanceOffset(1, columns: true) }
        container = addChild(.footnoteDefinition, to: container)
        nodes[container].label = label
        let key = LinkSyntax.normalizedLabel(label, label.indices)
        if footnoteDefinitions[key] == nil { footnoteDefinitions[key] = container }
        return true
    }

    private static func endsFootnoteLabel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "]") || byte == .space || byte == .tab || byte == 0
    }
}
