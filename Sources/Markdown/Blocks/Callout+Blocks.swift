/// Callouts: a block quote whose first line is GitHub's `[!NOTE]` (alone on the line) or whose
/// text starts with DocC's `Note:` becomes an aside of that kind.
extension DocumentBuilder {
    /// GitHub's and DocC's kinds, with the title shown.
    private static let kinds: [(marker: [UInt8], kind: String, title: String, github: Bool)] = [
        ("note", "note", "Note", true), ("tip", "tip", "Tip", true), ("important", "important", "Important", true),
        ("warning", "warning", "Warning", true), ("caution", "caution", "Caution", true),
        ("experiment", "experiment", "Experiment", false), ("deprecated", "deprecated", "Deprecated", false),
    ].map { (Array($0.0.utf8), $0.1, $0.2, $0.3) }

    /// An MkDocs admonition as a callout.
    mutating func admonition(_ index: Int) -> Block {
        let kind = String(decoding: nodes[index].label, as: UTF8.self)
        let fence = nodes[index].fence
        let title = fence.character == 0 ? kind.prefix(1).uppercased() + kind.dropFirst() : String(decoding: fence.info, as: UTF8.self)
        let style = nodes[index].level
        let isCollapsed = style == BlockParser.plainAdmonition ? nil : style == BlockParser.collapsedAdmonition
        return .callout(Callout(kind: kind, title: title, blocks: blocks(of: index), isCollapsed: isCollapsed))
    }

    mutating func callout(_ quote: Int) -> Callout? {
        guard let (kind, firstParagraph) = calloutMarker(quote) else { return nil }
        var blocks: [Block] = firstParagraph.isEmpty ? [] : [.paragraph(firstParagraph)]
        for child in children(of: quote).dropFirst() {
            if isFootnoteDefinition(child) { collectFootnote(child) } else { blocks.append(block(child)) }
        }
        return Callout(kind: kind.kind, title: kind.title, blocks: blocks)
    }

    /// The kind, and the first paragraph without its marker, when the quote starts with one.
    private mutating func calloutMarker(_ quote: Int) -> ((marker: [UInt8], kind: String, title: String, github: Bool), [Inline])? {
        guard let first = nodes[quote].children.first, nodes[first].kind == .paragraph else { return nil }
        let paragraph = nodes[first]
        let content = text[paragraph.content]
        guard let (kind, markerEnd) = Self.githubMarker(content) ?? Self.doccMarker(content) else { return nil }
        var rest = markerEnd
        while rest < content.endIndex, content[rest].isASCIIWhitespace { rest += 1 }
        return (kind, rest < content.endIndex ? inlines(rest..<content.endIndex, paragraph.lines) : [])
    }

    /// `[!NOTE]` alone on the first line.
    private static func githubMarker(_ content: ArraySlice<UInt8>) -> ((marker: [UInt8], kind: String, title: String, github: Bool), Int)? {
        let start = content.startIndex
        guard content.count > 3, content[start] == UInt8(ascii: "["), content[start + 1] == UInt8(ascii: "!") else { return nil }
        var cursor = start + 2
        while cursor < content.endIndex, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[(start + 2)..<cursor].map(\.asciiLowercased)
        guard cursor < content.endIndex, content[cursor] == UInt8(ascii: "]"),
              let kind = kinds.first(where: { $0.github && $0.marker == name }) else { return nil }
        cursor += 1
        while cursor < content.endIndex, content[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == content.endIndex || content[cursor] == .lineFeed else { return nil }
        return (kind, cursor)
    }

    /// `Note:` at the start of the text.
    private static func doccMarker(_ content: ArraySlice<UInt8>) -> ((marker: [UInt8], kind: String, title: String, github: Bool), Int)? {
        var cursor = content.startIndex
        while cursor < content.endIndex, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[content.startIndex..<cursor].map(\.asciiLowercased)
        guard cursor < content.endIndex, content[cursor] == UInt8(ascii: ":"),
              let kind = kinds.first(where: { $0.marker == name }) else { return nil }
        return (kind, cursor + 1)
    }
}
