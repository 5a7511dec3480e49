/// GFM task list items: `[ ]` or `[x]` and whitespace at the start of an item's first paragraph.
enum TaskListMarker {
    /// Whether the box is checked, and where the item's text starts after the marker (possibly at its end).
    static func parse(_ text: [UInt8], _ content: Range<Int>) -> (checked: Bool, rest: Int)? {
        let start = content.lowerBound
        guard content.count >= 4, text[start] == UInt8(ascii: "["), text[start + 2] == UInt8(ascii: "]") else { return nil }
        let mark = text[start + 1]
        guard mark == .space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return nil }
        // A space or tab must follow on the marker's line (as in cmark-gfm); the item may be empty.
        var cursor = start + 3
        guard text[cursor].isSpaceOrTab else { return nil }
        while cursor < content.upperBound, text[cursor].isASCIIWhitespace { cursor += 1 }
        return (mark != .space, cursor)
    }
}
