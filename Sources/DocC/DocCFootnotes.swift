import Markdown

/// A DocC page's footnotes. Its Markdown segments are parsed one by one, each numbering its
/// footnotes from 1 and ending with its own list; here they are numbered once across the page, by
/// first reference, for one list at the page's end. A reference may sit in another segment than
/// its definition, so every segment that references one is parsed with the page's definitions.
struct DocCFootnotes {
    /// Where a segment's references to one footnote fall in the page's sequence.
    struct Numbering {
        /// The footnote's number on the page.
        var number: Int
        /// References to it in earlier segments (the segment's back-link ids continue after them).
        var earlierReferences: Int
    }

    /// The page's footnotes in number order, each counting all its references so far.
    private(set) var list: [Footnote] = []
    /// Positions in `list` by label.
    private var positions: [String: Int] = [:]
    /// The Markdown of every footnote definition on the page.
    private var definitions = ""

    /// The footnotes of the page whose nodes these are.
    init(_ nodes: [DocCNode]) {
        definitions = Self.definitions(in: nodes)
    }

    /// A segment's Markdown with the page's footnote definitions after it, when it references one.
    func withDefinitions(_ markdown: String) -> String {
        definitions.isEmpty || !markdown.contains("[^") ? markdown : markdown + "\n\n" + definitions
    }

    /// Adds a segment's footnotes (with `inlines` resolving their DocC links) and returns the
    /// numbering its references take.
    mutating func take(_ footnotes: [Footnote], resolving inlines: DocCInlines) -> [String: Numbering] {
        var numbering: [String: Numbering] = [:]
        for footnote in footnotes {
            if let position = positions[footnote.label] {
                numbering[footnote.label] = Numbering(number: position + 1, earlierReferences: list[position].referenceCount)
                list[position].referenceCount += footnote.referenceCount
            } else {
                positions[footnote.label] = list.count
                numbering[footnote.label] = Numbering(number: list.count + 1, earlierReferences: 0)
                list.append(Footnote(label: footnote.label, blocks: inlines.blocks(footnote.blocks), referenceCount: footnote.referenceCount))
            }
        }
        return numbering
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
            }
        }
        return found.joined(separator: "\n")
    }
}
