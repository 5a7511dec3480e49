/// ATX headings: one to six `#`, then the title, then optional closing `#`s.
extension BlockParser {
    mutating func startATXHeading(_ container: inout Int) -> Bool {
        var cursor = nextNonspace
        while cursor < lineEnd, bytes[cursor] == UInt8(ascii: "#"), cursor - nextNonspace < 7 { cursor += 1 }
        let level = cursor - nextNonspace
        guard level >= 1, level <= 6, cursor == lineEnd || bytes[cursor].isSpaceOrTab else { return false }
        advanceOffset(cursor - offset, columns: false)
        container = addChild(.heading, to: container)
        nodes[container].level = level
        return true
    }

    /// Adds the heading's text without the optional closing `#`s.
    mutating func addATXHeadingContent(to heading: Int) {
        let start = nextNonspace
        var end = lineEnd
        while end > start, bytes[end - 1].isSpaceOrTab { end -= 1 }
        var hashes = end
        while hashes > start, bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end && (hashes == start || bytes[hashes - 1].isSpaceOrTab) {
            end = hashes
            while end > start, bytes[end - 1].isSpaceOrTab { end -= 1 }
        }
        startLine(of: heading, sourceOffset: start)
        appendText(of: heading, from: start, to: end)
    }
}
