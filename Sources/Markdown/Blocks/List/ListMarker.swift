/// A list item's marker (`-`, `*`, `+`, `1.`, `1)`) and the indentation its content needs.
struct ListMarker {
    /// `-`, `*`, `+` for bullets; `.` or `)` for ordered items.
    var character: UInt8 = 0
    var isOrdered = false
    var start = 1
    /// Columns before the marker.
    var markerOffset = 0
    /// Columns from the marker's start to the content.
    var padding = 0
    var isTight = true

    /// Whether an item with `other` continues the same list.
    func matches(_ other: ListMarker) -> Bool {
        isOrdered == other.isOrdered && character == other.character
    }
}

extension BlockParser {
    /// Parses a list marker at the next non-space character; when it starts an item, advances past
    /// the marker and its spacing and returns it.
    mutating func parseListMarker(interruptsParagraph: Bool) -> ListMarker? {
        var cursor = nextNonspace
        guard cursor < lineEnd else { return nil }
        var marker = ListMarker()
        let first = bytes[cursor]
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            marker.character = first
            cursor += 1
        } else if first.isASCIIDigit {
            var value = 0
            var digits = 0
            while cursor < lineEnd, bytes[cursor].isASCIIDigit, digits < 10 {
                value = value * 10 + Int(bytes[cursor] - 0x30)
                digits += 1
                cursor += 1
            }
            guard digits <= 9, cursor < lineEnd, bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: ")") else {
                return nil
            }
            guard !interruptsParagraph || value == 1 else { return nil }
            marker.isOrdered = true
            marker.start = value
            marker.character = bytes[cursor]
            cursor += 1
        } else {
            return nil
        }
        guard cursor == lineEnd || bytes[cursor].isSpaceOrTab else { return nil }
        if interruptsParagraph {
            // An empty item cannot interrupt a paragraph.
            var probe = cursor
            while probe < lineEnd, bytes[probe].isSpaceOrTab { probe += 1 }
            guard probe < lineEnd else { return nil }
        }

        advanceOffset(cursor - offset, columns: false)
        let markerEndColumn = column
        let markerEndOffset = offset
        let markerEndTab = partiallyConsumedTab
        // Up to four columns of spacing belong to the marker; five or more mean indented code follows.
        while column - markerEndColumn < 5, offset < lineEnd, bytes[offset].isSpaceOrTab {
            advanceOffset(1, columns: true)
        }
        let spacing = column - markerEndColumn
        let restIsBlank = offset >= lineEnd
        if spacing >= 5 || spacing < 1 || restIsBlank {
            offset = markerEndOffset
            column = markerEndColumn
            partiallyConsumedTab = markerEndTab
            if offset < lineEnd, bytes[offset].isSpaceOrTab { advanceOffset(1, columns: true) }
            marker.padding = markerEndColumn - (nextNonspaceColumn) + 1
        } else {
            marker.padding = markerEndColumn - nextNonspaceColumn + spacing
        }
        marker.markerOffset = indent
        return marker
    }
}
