/// Converts the Liquid tags and outputs Jekyll pages use for links and code; `{% include %}` and
/// every other tag stay as written.
struct LiquidTags {
    /// The link for `{% post_url 2016-01-29-hello %}`.
    var postLink: (String) -> String?
    /// The link for `{% link about.md %}` (a path from the site root).
    var fileLink: (String) -> String?
    /// The conversions made, by kind.
    var counts: [String: Int] = [:]
    /// The lines of the last converted text that came from `{% raw %}` blocks (1-based): their
    /// `{{` and `{%` are text now, not leftovers.
    private(set) var verbatimLines: Set<Int> = []

    /// One `{% name arguments %}` tag.
    private struct Tag {
        var range: Range<String.Index>
        var name: String
        var arguments: String
    }

    mutating func convert(_ text: String) -> String {
        var output = ""
        verbatimLines = []
        var position = text.startIndex
        while let open = text[position...].range(of: "{") {
            output += text[position..<open.lowerBound]
            let rest = text[open.upperBound...]
            let converted: (String, String.Index)? =
                rest.hasPrefix("%") ? tag(in: text, at: open.lowerBound) : rest.hasPrefix("{") ? outputTag(in: text, at: open.lowerBound) : nil
            if let (replacement, end) = converted {
                if text[open.lowerBound...].hasPrefix("{% raw") || text[open.lowerBound...].hasPrefix("{%- raw") {
                    let first = output.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                    verbatimLines.formUnion(first...(first + replacement.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }))
                }
                output += replacement
                position = end
            } else {
                output += "{"
                position = open.upperBound
            }
        }
        return output + text[position...]
    }

    private mutating func tag(in text: String, at start: String.Index) -> (String, String.Index)? {
        guard let tag = Self.readTag(text, at: start) else { return nil }
        let argument = tag.arguments.split(separator: " ").first.map { String($0).trimmingQuotes }
        switch tag.name {
        case "post_url":
            guard let argument, let link = postLink(argument) else { return nil }
            counts["post_url → link to the post's file", default: 0] += 1
            return (link, tag.range.upperBound)
        case "link":
            guard let argument, let link = fileLink(argument) else { return nil }
            counts["link → link to the file", default: 0] += 1
            return (link, tag.range.upperBound)
        case "raw", "highlight":
            guard let end = Self.closing("end" + tag.name, in: text, after: tag.range.upperBound) else { return nil }
            let inner = text[tag.range.upperBound..<end.range.lowerBound]
            counts[tag.name == "raw" ? "raw → plain text" : "highlight → fenced code", default: 0] += 1
            let replacement = tag.name == "raw" ? String(inner) : MarkdownOutput.fencedCode(inner, language: argument)
            return (replacement, end.range.upperBound)
        default:
            return nil
        }
    }

    /// `{{ site.baseurl }}`, `{{ site.url }}` → nothing (links stay root-relative and sitegen adds
    /// the base URL); `{{ "/a.png" | relative_url }}` → `/a.png`.
    private mutating func outputTag(in text: String, at start: String.Index) -> (String, String.Index)? {
        guard let close = text[start...].range(of: "}}") else { return nil }
        let expression = text[text.index(start, offsetBy: 2)..<close.lowerBound].trimming(" -")
        if expression == "site.baseurl" || expression == "site.url" {
            counts["{{ \(expression) }} → root-relative link", default: 0] += 1
            return ("", close.upperBound)
        }
        let parts = expression.split(separator: "|").map { $0.trimming(" ") }
        guard parts.count == 2, parts[1] == "relative_url" || parts[1] == "absolute_url",
              parts[0].first == "\"" || parts[0].first == "'" else { return nil }
        counts["\(parts[1]) → link", default: 0] += 1
        let path = parts[0].trimmingQuotes
        return (path.hasPrefix("/") ? path : "/" + path, close.upperBound)
    }

    private static func readTag(_ text: String, at start: String.Index) -> Tag? {
        // The `%}` is looked for past the `{%`: in `{%}` they share the `%`.
        let innerStart = text.index(start, offsetBy: 2)
        guard let close = text[innerStart...].range(of: "%}") else { return nil }
        let inner = text[innerStart..<close.lowerBound].trimming(" -\n")
        let name = inner.prefix { !$0.isWhitespace }
        guard !name.isEmpty else { return nil }
        return Tag(range: start..<close.upperBound, name: String(name), arguments: inner.dropFirst(name.count).trimming(" "))
    }

    private static func closing(_ name: String, in text: String, after index: String.Index) -> Tag? {
        var search = index
        while let open = text[search...].range(of: "{%") {
            if let tag = readTag(text, at: open.lowerBound), tag.name == name { return tag }
            search = open.upperBound
        }
        return nil
    }
}

extension StringProtocol {
    /// Without the characters of `set` at either end.
    func trimming(_ set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }

    /// Without one pair of surrounding quotes.
    var trimmingQuotes: String {
        guard count >= 2, let first, first == "\"" || first == "'", last == first else { return String(self) }
        return String(dropFirst().dropLast())
    }
}
