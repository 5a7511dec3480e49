/// Finds what a converted page still holds of the old generator's syntax outside code: Hugo
/// shortcodes, Liquid tags and output, MkDocs snippet markers and mkautodoc blocks. Each is reported by kind and line.
enum Leftovers {
    static func find(in text: String, generator: SiteImport.Generator) -> [(kind: String, line: Int)] {
        var found: [(kind: String, line: Int)] = []
        var fences = CodeFences()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !fences.isCode(line) {
            for kind in kinds(in: withoutCodeSpans(line), generator: generator) { found.append((kind, number + 1)) }
        }
        return found
    }

    /// The kinds of leftovers on one line.
    private static func kinds(in line: String, generator: SiteImport.Generator) -> [String] {
        var kinds: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "{") {
            let after = rest[open.upperBound...]
            if after.hasPrefix("{<") || after.hasPrefix("{%") {
                if !isClosing(after.dropFirst(2)) { kinds.append("shortcode " + name(after.dropFirst(2))) }
                rest = after.dropFirst(2)
                continue
            } else if after.hasPrefix("%"), generator != .hugo {
                if !name(after.dropFirst()).hasPrefix("end") { kinds.append("Liquid tag " + name(after.dropFirst())) }
            } else if after.hasPrefix("{"), generator != .hugo {
                kinds.append(generator == .jekyll ? "Liquid output {{ }}" : "template {{ }}")
            }
            rest = after
        }
        if generator == .mkdocs, line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("--8<--") { kinds.append("snippet --8<--") }
        if generator == .mkdocs, isAutodocLine(line) { kinds.append("mkautodoc/mkdocstrings ::: block (needs Python)") }
        return kinds
    }

    /// `::: package.module`: API documentation that mkautodoc or mkdocstrings writes by importing the module.
    private static func isAutodocLine(_ line: String) -> Bool {
        let start = line.drop { $0 == " " }
        guard start.hasPrefix(":::") else { return false }
        let words = start.drop { $0 == ":" }.split(separator: " ")
        return words.count == 1 && words[0].contains(".")
            && words[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The word after the opening (`{{< tabs x >}}` → `tabs`, `{% include a.html %}` → `include`).
    private static func name(_ text: Substring) -> String {
        let start = text.drop { $0 == " " || $0 == "-" || $0 == "/" }
        let word = start.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
        return word.isEmpty ? "(unnamed)" : String(word)
    }

    /// Whether a shortcode tag closes a pair (`{{< /tabs >}}`): its opening is reported already.
    private static func isClosing(_ text: Substring) -> Bool {
        text.drop { $0 == " " }.hasPrefix("/")
    }

    /// The line with its `code spans` blanked.
    private static func withoutCodeSpans(_ line: Substring) -> String {
        var output = ""
        var rest = line
        while let tick = rest.firstIndex(of: "`") {
            output += rest[..<tick]
            let run = rest[tick...].prefix { $0 == "`" }
            let after = rest[run.endIndex...]
            guard let close = after.range(of: run) else { return output + rest[tick...] }
            rest = after[close.upperBound...]
        }
        return output + rest
    }
}
