import Core

/// Block scalars: text on the indented lines below a `|` (line breaks kept) or `>` (folded).
extension Parser {
    /// `|` keeps line breaks, `>` folds them into spaces; `-` strips the final break, `+` keeps all.
    mutating func blockScalar(indicator: Int, indicatorEnd: Int, parentIndent: Int) throws(Diagnostic) -> FrontMatterValue {
        let folded = bytes[indicator] == UInt8(ascii: ">")
        var chomping: UInt8?
        for offset in (indicator + 1)..<indicatorEnd {
            let byte = bytes[offset]
            if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && chomping == nil {
                chomping = byte
            } else {
                throw error("expected '|' or '>' optionally followed by '-' or '+' for a block of text", at: offset)
            }
        }
        // Block scalars keep their blank lines, so walk the raw lines rather than `lines`.
        guard cursor < lines.count, lines[cursor].indent > parentIndent else { return .string("") }
        let blockIndent = lines[cursor].indent
        var textLines: [Substring] = []
        var rawLine = lines[cursor].line.number
        let lastRawLine = lineNumberEndingBlock(after: parentIndent)
        while rawLine <= lastRawLine {
            let text = source.line(number: rawLine)
            textLines.append(Substring(text.dropFirst(min(blockIndent, text.prefix { $0 == " " }.count))))
            rawLine += 1
        }
        while cursor < lines.count, lines[cursor].line.number <= lastRawLine { cursor += 1 }
        // Blank lines after the block's last text line belong to it too (`+` keeps them).
        let nextLine = cursor < lines.count ? lines[cursor].line.number : source.location(ofOffset: end).line
        var trailingBlank = 0
        while lastRawLine + trailingBlank + 1 < nextLine,
              source.line(number: lastRawLine + trailingBlank + 1).allSatisfy({ $0 == " " || $0 == "\t" }) {
            trailingBlank += 1
        }
        while let last = textLines.last, last.isEmpty {
            textLines.removeLast()
            trailingBlank += 1
        }
        var text = folded ? fold(textLines) : textLines.joined(separator: "\n")
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"): text += String(repeating: "\n", count: trailingBlank + 1)
        default: text += "\n"
        }
        return .string(text)
    }

    /// The last raw line number that belongs to a block scalar under `parentIndent`.
    func lineNumberEndingBlock(after parentIndent: Int) -> Int {
        var index = cursor
        while index + 1 < lines.count, lines[index + 1].indent > parentIndent { index += 1 }
        return lines[index].line.number
    }

    func fold(_ lines: [Substring]) -> String {
        var result = ""
        var pendingBreaks = 0
        for line in lines {
            if line.isEmpty {
                pendingBreaks += 1
                continue
            }
            if !result.isEmpty {
                result += pendingBreaks > 0 ? String(repeating: "\n", count: pendingBreaks) : " "
            }
            pendingBreaks = 0
            result += line
        }
        return result
    }
}
