/// kramdown's table-of-contents marker (`.kramdownAttributes`): a list of one item, `* TOC` with
/// `{:toc}` on the line under it, asks for the page's table of contents where it stands. sitegen's
/// layouts show every page's table of contents beside it, so the list is left out.
extension BlockParser {
    mutating func dropTableOfContentsMarker(_ list: Int) {
        let parent = nodes[list].parent
        guard extensions.contains(.kramdownAttributes), nodes[list].children.count == 1,
              case let item = nodes[list].children[0], nodes[item].children.count == 1,
              case let paragraph = nodes[item].children[0], nodes[paragraph].kind == .paragraph,
              Self.isTableOfContentsMarker(text[nodes[paragraph].content]),
              let position = nodes[parent].children.lastIndex(of: list) else { return }
        nodes[parent].children.remove(at: position)
    }

    /// One word, then `{:toc}` on the next line.
    private static func isTableOfContentsMarker(_ content: ArraySlice<UInt8>) -> Bool {
        var end = content.endIndex
        while end > content.startIndex, content[end - 1].isASCIIWhitespace { end -= 1 }
        let marker = Array("{:toc}".utf8)
        guard end - content.startIndex > marker.count, content[(end - marker.count)..<end].elementsEqual(marker),
              case let word = content[content.startIndex..<(end - marker.count)].dropLast(),
              content[end - marker.count - 1] == .lineFeed else { return false }
        return !word.isEmpty && !word.contains(where: \.isASCIIWhitespace)
    }
}
