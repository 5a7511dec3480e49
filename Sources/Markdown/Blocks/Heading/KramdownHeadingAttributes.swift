/// kramdown's block attribute list for a heading (`.kramdownAttributes`): a line `{: #id .class}` right
/// under a heading (no blank line between) gives the heading its id and classes, as `## Title {#id}`
/// does (`HeadingAttributes`), and is not written.
extension BlockParser {
    /// When `paragraph` is such a line under a heading, makes it the end of the heading's text.
    mutating func attachAttributeListToHeading(_ paragraph: Int) {
        let parent = nodes[paragraph].parent
        let siblings = nodes[parent].children
        let content = nodes[paragraph].content
        guard extensions.contains(.kramdownAttributes), extensions.contains(.headingAttributes),
              siblings.count >= 2, siblings[siblings.count - 1] == paragraph, case let heading = siblings[siblings.count - 2],
              nodes[heading].kind == .heading, !nodes[heading].lastLineBlank, nodes[heading].content.upperBound == content.lowerBound,
              Self.isAttributeListLine(text[content]) else { return }
        nodes[heading].content = nodes[heading].content.lowerBound..<content.upperBound
        nodes[heading].lines = nodes[heading].lines.lowerBound..<nodes[paragraph].lines.upperBound
        nodes[parent].children.removeLast()
    }

    /// One line, `{:` to `}`.
    private static func isAttributeListLine(_ line: ArraySlice<UInt8>) -> Bool {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1].isASCIIWhitespace { end -= 1 }
        return end - line.startIndex >= 3 && line[line.startIndex] == UInt8(ascii: "{") && line[line.startIndex + 1] == UInt8(ascii: ":")
            && line[end - 1] == UInt8(ascii: "}") && !line[line.startIndex..<end].contains(.lineFeed)
    }
}
