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

/// A definition has no place where it stands: its content is written there apart from the page
/// (references inside count from there, as in cmark-gfm, even when it is unreferenced or
/// repeated), and the first definition of a label is kept for the footnote section.
extension DocumentWriter {
    mutating func writeFootnoteDefinition(_ index: Int) {
        let label = String(decoding: nodes[index].label, as: UTF8.self)
        let children = children(of: index)
        // Nested definitions are no block of this one's: a paragraph before them is its last.
        let last = children.lastIndex { kind(of: $0) != .footnoteDefinition }
        let saved = html.beginFootnoteContent()
        var lastParagraph: [UInt8]?
        let outerRawHTML = html.enterRawHTMLBlock()
        for position in children.indices {
            if position == last, kind(of: children[position]) == .paragraph {
                lastParagraph = paragraphContent(children[position])
            } else {
                writeBlock(children[position], tight: false)
            }
        }
        html.leaveRawHTMLBlock(outerRawHTML, endsLine: true)
        let content = html.endFootnoteContent(saved, lastParagraph: lastParagraph)
        let key = LinkSyntax.normalizedLabel(nodes[index].label, nodes[index].label.indices)
        if inlines.footnotes[key]?.definition == index, html.page.footnotes.contents[label] == nil {
            html.page.footnotes.contents[label] = content
        }
    }

    /// A paragraph's content alone, without `<p>`.
    private mutating func paragraphContent(_ paragraph: Int) -> [UInt8] {
        let blocks = html.takeOutput()
        parseInlines(of: paragraph)
        writeInlines()
        var content = html.takeOutput()
        html.restoreOutput(blocks)
        return content.buffer.take()
    }
}
