/// Callouts: a block quote whose first line is GitHub's `[!NOTE]` (alone on the line) or whose
/// text starts with DocC's `Note:` becomes an aside of that kind.
extension DocumentBuilder {
    /// GitHub's and DocC's kinds, with the title shown.
    private static let kinds: [(marker: [UInt8], kind: String, title: String, github: Bool)] = [
        ("note", "note", "Note", true), ("tip", "tip", "Tip", true), ("important", "important", "Important", true),
        ("warning", "warning", "Warning", true), ("caution", "caution", "Caution", true),
        ("experiment", "experiment", "Experiment", false),
    ].map { (Array($0.0.utf8), $0.1, $0.2, $0.3) }

    mutating func callout(_ quote: Int) -> Callout? {
        let children = parser.nodes[quote].children
        guard let first = children.first, parser.nodes[first].kind == .paragraph else { return nil }
        let content = parser.nodes[first].content
        guard let (kind, markerEnd) = Self.githubMarker(content) ?? Self.doccMarker(content) else { return nil }
        var rest = markerEnd
        while rest < content.count, content[rest].isASCIIWhitespace { rest += 1 }
        var blocks: [Block] = []
        if rest < content.count {
            let lineStarts = parser.nodes[first].lineStarts.droppingPrefix(rest)
            blocks.append(.paragraph(inlines(Array(content[rest...]), lineStarts)))
        }
        for child in children.dropFirst() { blocks.append(block(child)) }
        return Callout(kind: kind.kind, title: kind.title, blocks: blocks)
    }

    /// `[!NOTE]` alone on the first line.
    private static func githubMarker(_ content: [UInt8]) -> ((marker: [UInt8], kind: String, title: String, github: Bool), Int)? {
        guard content.count > 3, content[0] == UInt8(ascii: "["), content[1] == UInt8(ascii: "!") else { return nil }
        var cursor = 2
        while cursor < content.count, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[2..<cursor].map(\.asciiLowercased)
        guard cursor < content.count, content[cursor] == UInt8(ascii: "]"),
              let kind = kinds.first(where: { $0.github && $0.marker == name }) else { return nil }
        cursor += 1
        while cursor < content.count, content[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == content.count || content[cursor] == .lineFeed else { return nil }
        return (kind, cursor)
    }

    /// `Note:` at the start of the text.
    private static func doccMarker(_ content: [UInt8]) -> ((marker: [UInt8], kind: String, title: String, github: Bool), Int)? {
        var cursor = 0
        while cursor < content.count, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[0..<cursor].map(\.asciiLowercased)
        guard cursor < content.count, content[cursor] == UInt8(ascii: ":"),
              let kind = kinds.first(where: { $0.marker == name }) else { return nil }
        return (kind, cursor + 1)
    }
}
