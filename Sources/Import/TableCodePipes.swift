/// Python-Markdown's tables (MkDocs) read a `|` inside a code span of a row as the code's text (`` `a || b` ``);
/// GFM's, and so sitegen's, end the cell there unless the pipe is escaped, and the row loses its cells. The MkDocs
/// importer writes those pipes `\|`, which GFM reads back to `|` inside the code. Outside fenced code.
enum TableCodePipes {
    /// `text` with the pipes inside code spans of table rows escaped, and how many there were.
    static func escaped(_ text: String) -> (text: String, count: Int) {
        guard text.contains("`"), text.contains("|") else { return (text, 0) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        var fences = CodeFences()
        var index = lines.startIndex
        while index < lines.endIndex {
            guard !fences.isCode(lines[index]), index + 1 < lines.endIndex, lines[index].contains("|"),
                  isDelimiterRow(lines[index + 1]) else {
                index += 1
                continue
            }
            // The header row, the delimiter row, then rows up to a blank line.
            while index < lines.endIndex, !lines[index].allSatisfy(\.isWhitespace) {
                let (row, escapes) = escapingCodePipes(in: lines[index])
                if escapes > 0 {
                    lines[index] = row
                    count += escapes
                }
                index += 1
            }
        }
        return (count == 0 ? text : lines.joined(separator: "\n"), count)
    }

    /// `|---|:--:|`: pipes, dashes, colons and blanks, with a dash and a pipe.
    private static func isDelimiterRow(_ line: Substring) -> Bool {
        line.contains("-") && line.contains("|") && line.allSatisfy { "|-: \t\r".contains($0) }
    }

    /// The row with each unescaped `|` inside a code span written `\|`, and how many.
    private static func escapingCodePipes(in row: Substring) -> (Substring, Int) {
        var written = ""
        var count = 0
        var rest = row[...]
        while let tick = rest.firstIndex(where: { $0 == "`" || $0 == "\\" }) {
            if rest[tick] == "\\" {
                let end = rest.index(tick, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex
                written += rest[..<end]
                rest = rest[end...]
                continue
            }
            let ticks = rest[tick...].prefix { $0 == "`" }
            guard let close = closingRun(of: ticks.count, in: rest[ticks.endIndex...]) else {
                written += rest[..<ticks.endIndex]
                rest = rest[ticks.endIndex...]
                continue
            }
            written += rest[..<ticks.endIndex]
            var previous: Character = " "
            for character in rest[ticks.endIndex..<close.lowerBound] {
                if character == "|", previous != "\\" {
                    written += "\\"
                    count += 1
                }
                written.append(character)
                previous = character
            }
            written += rest[close]
            rest = rest[close.upperBound...]
        }
        return count == 0 ? (row, 0) : (Substring(written + rest), count)
    }

    /// The next run of exactly `length` backticks, which closes a code span opened by as many.
    private static func closingRun(of length: Int, in text: Substring) -> Range<Substring.Index>? {
        var rest = text
        while let start = rest.firstIndex(of: "`") {
            let run = rest[start...].prefix { $0 == "`" }
            if run.count == length { return run.startIndex..<run.endIndex }
            rest = rest[run.endIndex...]
        }
        return nil
    }
}
