/// The destinations of a Markdown page's links and images (`[a](dest)`, `![a](<dest>)`) and link
/// reference definitions (`[a]: dest`), outside fenced code and code spans, for rewriting.
enum LinkDestinations {
    /// `text` with each destination replaced by what `transform` gives for it; nil keeps it.
    static func replacing(in text: String, _ transform: (Substring) -> String?) -> String {
        var output = ""
        var fences = CodeFences()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { output += "\n" }
            output += fences.isCode(line) ? String(line) : replacing(inLine: line, transform)
        }
        return output
    }

    private static func replacing(inLine line: Substring, _ transform: (Substring) -> String?) -> String {
        let indent = line.prefix { $0 == " " }
        if indent.count <= 3, line[indent.endIndex...].hasPrefix("["), let colon = line.range(of: "]:") {
            let destination = line[colon.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace }
            guard !destination.isEmpty, let replaced = transform(destination) else { return String(line) }
            return line[..<destination.startIndex] + replaced + line[destination.endIndex...]
        }
        var output = ""
        var rest = line
        while let mark = rest.firstIndex(where: { $0 == "`" || $0 == "]" }) {
            if rest[mark] == "`" {
                let run = rest[mark...].prefix { $0 == "`" }
                guard let close = rest[run.endIndex...].range(of: run) else { break }
                output += rest[..<close.upperBound]
                rest = rest[close.upperBound...]
                continue
            }
            output += rest[...mark]
            rest = rest[rest.index(after: mark)...]
            guard rest.first == "(" else { continue }
            output += "("
            rest = rest.dropFirst()
            let isAngled = rest.first == "<"
            if isAngled {
                output += "<"
                rest = rest.dropFirst()
            }
            let destination = isAngled ? rest.prefix { $0 != ">" } : Self.destination(at: rest)
            output += transform(destination) ?? String(destination)
            rest = rest[destination.endIndex...]
        }
        return output + rest
    }

    /// The destination starting `text`, written without angle brackets: up to a space or a `)`
    /// that closes none opened in it.
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
