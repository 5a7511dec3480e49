/// GFM tables: the open paragraph's last line is the header row when the current line is a
/// delimiter row with as many cells (`| --- | :-: |`); every following line is a body row
/// until a blank line or another block starts.
extension BlockParser {
    mutating func startTable(_ container: inout Int) -> Bool {
        guard let alignments = Self.delimiterRow(bytes, from: nextNonspace, to: lineEnd) else { return false }
        let paragraph = container
        let content = nodes[paragraph].content
        let paragraphLines = nodes[paragraph].lines
        guard let lastLine = paragraphLines.last else { return false }
        let headerStart = lines[lastLine].contentOffset
        let headerCells = TableRow.cellRanges(text, from: headerStart, to: content.upperBound - 1)
        guard headerCells.count == alignments.count else { return false }

        let table: Int
        if headerStart == content.lowerBound {
            nodes[paragraph].kind = .table
            table = paragraph
        } else {
            // The lines before the header stay a paragraph; the header line becomes the table's first.
            nodes[paragraph].content = content.lowerBound..<headerStart
            nodes[paragraph].lines = paragraphLines.lowerBound..<lastLine
            let parent = finalize(paragraph)
            table = addChild(.table, to: parent)
            nodes[table].content = headerStart..<content.upperBound
            nodes[table].lines = lastLine..<paragraphLines.upperBound
        }
        nodes[table].alignments = alignments
        container = table
        consumeRestOfLine()
        return true
    }

    /// The column alignments of a delimiter row, or nil when the line is not one.
    static func delimiterRow(_ bytes: [UInt8], from start: Int, to end: Int) -> [TableAlignment]? {
        guard bytes[start..<end].contains(UInt8(ascii: "|")) else { return nil }
        var alignments: [TableAlignment] = []
        for (cellStart, cellEnd) in TableRow.cellRanges(bytes, from: start, to: end) {
            var cursor = cellStart
            let left = cursor < cellEnd && bytes[cursor] == UInt8(ascii: ":")
            if left { cursor += 1 }
            let dashes = cursor
            while cursor < cellEnd, bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard cursor > dashes else { return nil }
            let right = cursor < cellEnd && bytes[cursor] == UInt8(ascii: ":")
            if right { cursor += 1 }
            guard cursor == cellEnd else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments.isEmpty ? nil : alignments
    }
}

/// How a column's cells are aligned: `:--`, `:-:`, `--:`, or (no colon) not said.
enum TableAlignment {
    case none, left, center, right
}

/// Splitting a table row into cells at unescaped `|`, without the optional outer pipes.
enum TableRow {
    /// The trimmed byte range of each cell.
    static func cellRanges(_ bytes: [UInt8], from start: Int, to end: Int) -> [(Int, Int)] {
        var low = start
        var high = end
        while low < high, bytes[low].isSpaceOrTab { low += 1 }
        while high > low, bytes[high - 1].isSpaceOrTab || bytes[high - 1].isLineEnding { high -= 1 }
        if low < high, bytes[low] == UInt8(ascii: "|") { low += 1 }
        if high > low, bytes[high - 1] == UInt8(ascii: "|"), !isEscaped(bytes, at: high - 1, from: low) { high -= 1 }
        var ranges: [(Int, Int)] = []
        var cellStart = low
        var cursor = low
        while cursor <= high {
            if cursor == high || (bytes[cursor] == UInt8(ascii: "|") && !isEscaped(bytes, at: cursor, from: low)) {
                var trimmedStart = cellStart
                var trimmedEnd = cursor
                while trimmedStart < trimmedEnd, bytes[trimmedStart].isSpaceOrTab { trimmedStart += 1 }
                while trimmedEnd > trimmedStart, bytes[trimmedEnd - 1].isSpaceOrTab { trimmedEnd -= 1 }
                ranges.append((trimmedStart, trimmedEnd))
                cellStart = cursor + 1
            }
            cursor += 1
        }
        return ranges
    }

    /// A cell's bytes with `\|` turned into `|`, so a pipe can be written even inside a code span.
    static func unescapingPipes(_ bytes: [UInt8], from start: Int, to end: Int) -> [UInt8] {
        var cell: [UInt8] = []
        cell.reserveCapacity(end - start)
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            cell.append(bytes[index])
            index += 1
        }
        return cell
    }

    private static func isEscaped(_ bytes: [UInt8], at index: Int, from start: Int) -> Bool {
        var backslashes = 0
        var cursor = index - 1
        while cursor >= start, bytes[cursor] == UInt8(ascii: "\\") {
            backslashes += 1
            cursor -= 1
        }
        return backslashes % 2 == 1
    }
}

/// A table as cmark-gfm writes it: the header row in `<thead>`, the body rows (if any) in `<tbody>`,
/// every row with one cell per column (missing cells empty, extra cells dropped). In the plain text
/// each row is a line, each cell followed by a space.
extension DocumentWriter {
    mutating func writeTable(_ index: Int) {
        let rows = nodes[index].lines
        let alignments = nodes[index].alignments
        html.newline()
        html.openTag("<table>\n<thead>\n", or: "<table", renderedAttributes(of: index, on: "table"), ">\n<thead>\n")
        for row in rows {
            if row == rows.lowerBound + 1 { html.raw("<tbody>\n") }
            let end = row + 1 < rows.upperBound ? lines[row + 1].contentOffset : nodes[index].content.upperBound
            writeTableRow(lines[row], end: end, alignments: alignments, isHeader: row == rows.lowerBound)
            if row == rows.lowerBound { html.raw("</thead>\n") }
        }
        if rows.count > 1 { html.raw("</tbody>\n") }
        html.raw("</table>\n")
    }

    private mutating func writeTableRow(_ line: LineStart, end: Int, alignments: [TableAlignment], isHeader: Bool) {
        let cells = TableRow.cellRanges(text, from: line.contentOffset, to: end)
        html.raw("<tr>\n")
        for column in alignments.indices {
            html.raw(isHeader ? "<th" : "<td")
            switch alignments[column] {
            case .none: break
            case .left: html.raw(" align=\"left\"")
            case .center: html.raw(" align=\"center\"")
            case .right: html.raw(" align=\"right\"")
            }
            html.raw(">")
            if column < cells.count {
                let (start, end) = cells[column]
                let source = LineStart(contentOffset: 0, sourceOffset: line.sourceOffset + start - line.contentOffset)
                inlines.parse(TableRow.unescapingPipes(text, from: start, to: end)[...], lineStarts: [source][...])
                writeInlines()
            }
            html.raw(isHeader ? "</th>\n" : "</td>\n")
            html.page.text.append(.space)
        }
        html.raw("</tr>\n")
        html.page.text.append(.lineFeed)
    }
}
