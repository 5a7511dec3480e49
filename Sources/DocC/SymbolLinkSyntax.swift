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
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
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
                lines.append(rewriteLine(line))
                continuesText = !trimmed.isEmpty
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func rewriteLine(_ line: Substring) -> String {
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
