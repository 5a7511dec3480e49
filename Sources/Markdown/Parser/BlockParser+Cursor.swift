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

    /// Appends the rest of the line to a leaf's text, the unconsumed part of a tab as spaces.
    mutating func addLine(to node: Int) {
        var start = offset
        startLine(of: node, sourceOffset: start)
        if partiallyConsumedTab {
            start += 1
            text.append(contentsOf: repeatElement(.space, count: 4 - (column % 4)))
        }
        appendText(of: node, from: start, to: lineEnd)
        text.append(.lineFeed)
        nodes[node].content = nodes[node].content.lowerBound..<text.count
    }

    /// Records that a line of `node`'s text starts here; `node` must be the leaf written last.
    mutating func startLine(of node: Int, sourceOffset: Int) {
        assert(nodes[node].content.upperBound == text.count, "only the leaf written last can take more text")
        lines.append(LineStart(contentOffset: text.count, sourceOffset: sourceOffset))
        nodes[node].lines = nodes[node].lines.lowerBound..<lines.count
    }

    /// Appends input bytes to the text of `node`.
    mutating func appendText(of node: Int, from start: Int, to end: Int) {
        if start < end {
            let input = bytes
            input.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        nodes[node].content = nodes[node].content.lowerBound..<text.count
    }

    /// Moves the cursor to the end of the line (the line was used up by a marker).
    mutating func consumeRestOfLine() {
        advanceOffset(lineEnd - offset, columns: false)
    }
}
