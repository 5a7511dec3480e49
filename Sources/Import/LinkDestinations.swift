/// The destinations of a Markdown page's links and images (`[a](dest)`, `![a](<dest>)`) and link
/// reference definitions (`[a]: dest`), outside fenced code and code spans, for rewriting.
enum LinkDestinations {
    /// A destination as written, and the text of its link (`a` of `[a](dest)`): nil for a reference definition's, and
    /// for a `](` that no `[` on its line opens.
    struct Link {
        var destination: Substring
        var text: Substring?
    }

    /// Calls `body` with each link of `text`, in order.
    static func forEach(in text: String, _ body: (Link) -> Void) {
        _ = replacing(in: text) { link in
            body(link)
            return nil
        }
    }

    /// `text` with each destination replaced by what `transform` gives for its link; nil keeps it.
    static func replacing(in text: String, _ transform: (Link) -> String?) -> String {
        var output = ""
        var fences = CodeFences()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { output += "\n" }
            output += fences.isCode(line) ? String(line) : replacing(inLine: line, transform)
        }
        return output
    }

    private static func replacing(inLine line: Substring, _ transform: (Link) -> String?) -> String {
        let indent = line.prefix { $0 == " " }
        if indent.count <= 3, let colon = definitionColon(line[indent.endIndex...]) {
            let destination = line[colon...].drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace }
            guard !destination.isEmpty, let replaced = transform(Link(destination: destination, text: nil)) else { return String(line) }
            return line[..<destination.startIndex] + replaced + line[destination.endIndex...]
        }
        var output = ""
        var rest = line
        var openers: [Substring.Index] = []
        while let mark = rest.firstIndex(where: { $0 == "`" || $0 == "[" || $0 == "]" }) {
            if rest[mark] == "`" {
                // A run of backticks that nothing closes is text, as in CommonMark.
                let run = rest[mark...].prefix { $0 == "`" }
                let close = rest[run.endIndex...].range(of: run)?.upperBound ?? run.endIndex
                output += rest[..<close]
                rest = rest[close...]
                continue
            }
            output += rest[...mark]
            rest = rest[rest.index(after: mark)...]
            if line[mark] == "[" {
                openers.append(rest.startIndex)
                continue
            }
            let linkText = openers.popLast().map { line[$0..<mark] }
            guard rest.first == "(" else { continue }
            output += "("
            rest = rest.dropFirst()
            let isAngled = rest.first == "<"
            if isAngled {
                output += "<"
                rest = rest.dropFirst()
            }
            let destination = isAngled ? rest.prefix { $0 != ">" } : Self.destination(at: rest)
            output += transform(Link(destination: destination, text: linkText)) ?? String(destination)
            rest = rest[destination.endIndex...]
        }
        return output + rest
    }

    /// The destination starting `text`, written without angle brackets: up to a space or a `)`
    /// that closes none opened in it.
    /// Past the `]:` of a reference definition's label (`[a]: dest`): a `[` at the start, and the first `]` not after
    /// a backslash right before a `:`; nil for a line that is no definition (`[a][b]: text`).
    private static func definitionColon(_ line: Substring) -> Substring.Index? {
        guard line.first == "[" else { return nil }
        var index = line.index(after: line.startIndex)
        while index < line.endIndex {
            switch line[index] {
            case "\\": index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
            case "[": return nil
            case "]":
                let after = line.index(after: index)
                return after < line.endIndex && line[after] == ":" ? line.index(after: after) : nil
            default: index = line.index(after: index)
            }
        }
        return nil
    }

    private static func destination(at text: Substring) -> Substring {
        var depth = 0
        let end = text.firstIndex { character in
            switch character {
            case "(": depth += 1
            case ")": if depth == 0 { return true } else { depth -= 1 }
            default: if character.isWhitespace { return true }
            }
            return false
        }
        return text[..<(end ?? text.endIndex)]
    }
}
