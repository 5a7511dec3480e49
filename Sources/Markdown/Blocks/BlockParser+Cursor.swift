/// Moving through the current line: columns expand tabs to the next multiple of four,
/// and a tab may be consumed partly (one column of it belongs to a marker).
extension BlockParser {
    mutating func findNextNonspace() {
        var index = offset
        var columns = column
        var charsToTab = 4 - (column % 4)
        while index < lineEnd {
            let byte = bytes[index]
            if byte == .space {
                index += 1
                columns += 1
                charsToTab -= 1
                if charsToTab == 0 { charsToTab = 4 }
            } else if byte == .tab {
                index += 1
                columns += charsToTab
                charsToTab = 4
            } else {
                break
            }
        }
        nextNonspace = index
        nextNonspaceColumn = columns
        indent = columns - column
        blank = index >= lineEnd
    }

    /// Advances by `count` columns (expanding tabs) or by `count` bytes.
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0, offset < lineEnd {
            if bytes[offset] == .tab {
                let charsToTab = 4 - (column % 4)
                if columns {
                    partiallyConsumedTab = charsToTab > count
                    let charsToAdvance = min(count, charsToTab)
                    column += charsToAdvance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= charsToAdvance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    /// Appends the rest of the line to a leaf's content, the unconsumed part of a tab as spaces.
    mutating func addLine(to node: Int) {
        var start = offset
        nodes[node].lineStarts.append(LineStart(contentOffset: nodes[node].content.count, sourceOffset: start))
        if partiallyConsumedTab {
            start += 1
            let charsToTab = 4 - (column % 4)
            nodes[node].content.append(contentsOf: repeatElement(.space, count: charsToTab))
        }
        if nodes[node].content.isEmpty {
            // Most leaves get more lines; starting with room for a few saves regrowth copies.
            nodes[node].content.reserveCapacity(max(128, 2 * (lineEnd - start)))
        }
        if start < lineEnd {
            bytes.withUnsafeBufferPointer { buffer in
                nodes[node].content.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<lineEnd]))
            }
        }
        nodes[node].content.append(.lineFeed)
    }

    /// Moves the cursor to the end of the line (the line was used up by a marker).
    mutating func consumeRestOfLine() {
        advanceOffset(lineEnd - offset, columns: false)
    }
}
