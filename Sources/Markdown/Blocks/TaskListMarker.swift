/// GFM task list items: `[ ]` or `[x]` and whitespace at the start of an item's first paragraph.
enum TaskListMarker {
    /// Whether the box is checked, and the paragraph's content after the marker (possibly empty).
    static func parse(_ content: [UInt8]) -> (checked: Bool, rest: [UInt8])? {
        guard content.count >= 3, content[0] == UInt8(ascii: "["), content[2] == UInt8(ascii: "]") else { return nil }
        let mark = content[1]
        guard mark == .space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return nil }
        // A space or tab must follow on the marker's line (as in cmark-gfm); the item may be empty.
        var cursor = 3
        guard cursor < content.count, content[cursor].isSpaceOrTab else { return nil }
        while cursor < content.count, content[cursor].isASCIIWhitespace { cursor += 1 }
        return (mark != .space, Array(content[cursor...]))
    }
}
