/// A DocC page's footnote definitions. Its Markdown documents are parsed one by one, and a
/// reference may sit in another document than its definition: every document that references a
/// footnote is parsed with all the page's definitions after it. The page numbers them once, by first
/// reference, and lists them once at its end (`MarkdownPage`).
struct DocCFootnotes {
    /// The Markdown of every footnote definition on the page.
    private let definitions: String

    /// The footnotes of the page whose nodes these are.
    init(_ nodes: [DocCNode]) {
        definitions = Self.definitions(in: nodes)
    }

    /// A document's Markdown with the page's footnote definitions after it, when it references one.
    func withDefinitions(_ markdown: String) -> String {
        definitions.isEmpty || !markdown.contains("[^") ? markdown : markdown + "\n\n" + definitions
    }

    /// The `[^label]: text` lines of the Markdown in `nodes` (directives' too), each with the indented
    /// or blank lines that continue it; lines in fenced code are never definitions.
    private static func definitions(in nodes: [DocCNode]) -> String {
        var found: [Substring] = []
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                var inDefinition = false
                var fence: Character?
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.drop { $0 == " " }
                    if let marker = fence {
                        if trimmed.hasPrefix(String(repeating: marker, count: 3)) { fence = nil }
                    } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                        fence = trimmed.first
                    }
                    if fence == nil, line.count - trimmed.count < 4, trimmed.hasPrefix("[^"), trimmed.contains("]:") {
                        inDefinition = true
                    } else if inDefinition, !(line.trimmingSpaces.isEmpty || line.hasPrefix("    ") || line.hasPrefix("\t")) {
                        inDefinition = false
                    }
                    if inDefinition { found.append(line) }
                }
            case .directive(let directive):
                let inner = definitions(in: directive.children)
                if !inner.isEmpty { found.append(Substring(inner)) }
            case .problem:
                break
            }
        }
        return found.joined(separator: "\n")
    }
}
