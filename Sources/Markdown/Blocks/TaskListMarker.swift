/// GFM task list items: `[ ]` or `[x]` and whitespace at the start of an item's first paragraph.
enum TaskListMarker {
    /// Whether the box is checked, and the paragraph's content after the marker.
    static func parse(_ content: [UInt8]) -> (checked: Bool, rest: [UInt8])? {
        guard content.count >= 4, content[0] == UInt8(ascii: "["), content[2] == UInt8(ascii: "]") else { return nil }
        let mark = content[1]
        guard mark == .space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return nil }
        var cursor = 3
        guard content[cursor].isASCIIWhitespace else { return nil }
        while cursor < content.count, content[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor < content.count, content[cursor] != .lineFeed else { return nil }
        return (mark != .space, Array(content[cursor...]))
    }

}
