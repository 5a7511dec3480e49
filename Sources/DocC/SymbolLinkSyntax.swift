import Markdown

/// DocC's ``` ``Symbol`` ``` links, which Markdown reads as plain code spans: before parsing, each
/// becomes a link to `symbol:Symbol` around the same code span, resolved after parsing
/// (`DocCInlines`). Fenced and indented code is left alone.
enum SymbolLinkSyntax {
    static func rewrite(_ markdown: String) -> String {
        guard markdown.contains("``") else { return markdown }
        var fence: Character?
        var lines: [String] = []
        // An indented line is code only where a paragraph cannot go on: after a blank line or more code (an
        // indented line right after text continues the text, as in a `> Warning:` aside wrapped over lines).
        var continuesText = false
        let bytes = Array(markdown.utf8)
        var lineStart = 0
        // Where a start tag of raw HTML that runs on past its line ends, in bytes: ``x`` inside one is an attribute's text.
        var tagEnd = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineStart += line.utf8.count + 1 }
            let trimmed = line.trimmingSpaces
            if let marker = fence {
                if trimmed.hasPrefix(String(repeating: marker, count: 3)) { fence = nil }
                lines.append(String(line))
                continuesText = false
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.first
                lines.append(String(line))
                continuesText = false
            } else if (line.hasPrefix("    ") || line.hasPrefix("\t")) && !continuesText {
                lines.append(String(line))
            } else {
                lines.append(rewriteLine(line, at: lineStart, in: bytes, tagEnd: &tagEnd))
                continuesText = !trimmed.isEmpty
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A line outside code, starting at byte `start`, with its symbol links rewritten outside raw HTML's start tags.
    private static func rewriteLine(_ line: Substring, at start: Int, in bytes: [UInt8], tagEnd: inout Int) -> String {
        var output = ""
        var rest = line
        var offset = start
        if tagEnd > offset {
            // The line starts inside a tag an earlier line opened.
            let tagPart = rest.utf8.prefix(tagEnd - offset)
            output += Substring(tagPart)
            offset += tagPart.count
            rest = rest[tagPart.endIndex...]
        }
        var text = rest.startIndex
        var search = rest.startIndex
        while let open = rest.utf8[search...].firstIndex(of: UInt8(ascii: "<")) {
            let openOffset = offset + rest.utf8.distance(from: rest.startIndex, to: open)
            search = rest.utf8.index(after: open)
            guard let end = HTMLSyntax.scanOpenTag(bytes, at: openOffset, end: bytes.count) else { continue }
            tagEnd = end
            let tag = rest.utf8[open...].prefix(end - openOffset)
            output += rewriteSymbols(in: rest[text..<open]) + Substring(tag)
            text = tag.endIndex
            search = tag.endIndex
        }
        return output + rewriteSymbols(in: rest[text...])
    }

    private static func rewriteSymbols(in line: Substring) -> String {
        var output = ""
        var rest = line
        while let open = rest.firstRange(of: "``") {
            let after = rest[open.upperBound...]
            guard after.first != "`", let close = after.firstRange(of: "``"),
                  case let symbol = after[..<close.lowerBound], !symbol.isEmpty,
                  !symbol.contains("`"), !symbol.contains(" "), !symbol.contains(">")
            else {
                output += rest[..<open.upperBound]
                rest = after
                continue
            }
            output += rest[..<open.lowerBound] + "[``" + symbol + "``](<symbol:" + symbol + ">)"
            rest = after[close.upperBound...]
        }
        return output + rest
    }
}
