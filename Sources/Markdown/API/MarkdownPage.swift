import Core

/// A page made of several Markdown documents with the caller's own markup between them (a DocC
/// article: its text between directives). The documents share what a single document has alone:
/// footnotes are numbered across the page and listed once at its end (`HTMLRenderer.finish`), and
/// a top-level heading's id that an earlier top-level heading of the page has gets `-1`, `-2`….
public struct MarkdownPage {
    var output: HTMLBuffer
    let parts: RenderedMarkdown.Parts
    var headings: [Heading] = []
    var elementIDs: [String] = []
    var links: [LinkOccurrence] = []
    var text: TextCollector
    var footnotes = FootnoteList()
    /// What safe mode removed of raw HTML, each once, and where each is in that list by its warning.
    var removedHTML: [RawHTMLRemoval] = []
    var removedHTMLIndex: [String: Int] = [:]
    /// The shortcodes no character was found for, each once, where first written.
    var unknownShortcodes: [UnknownShortcode] = []
    var unknownShortcodeNames: Set<String> = []
    var autodocBlocks: [AutodocBlock] = []
    /// The ids of the headings so far; nil when ids are left as each document makes them.
    var headingIDs: Set<String>?
    /// How many top-level blocks were written: the first may be the title heading `PlainText` leaves out.
    var topLevelBlocks = 0
    /// How many content tab sets were written: their inputs' ids and names are unique on the page.
    var tabSets = 0
    /// How many code blocks with annotations were written: their notes' ids are unique on the page.
    var annotatedBlocks = 0
    /// While set, the name of an element (`small`) that each paragraph's content is written in, as the
    /// caller's own markup: DocC's `@Small` makes each of its paragraphs small print.
    public var paragraphElement: String?

    /// An empty page that will collect `parts` besides its HTML.
    public init(collecting parts: RenderedMarkdown.Parts = []) {
        self.init(collecting: parts, capacity: 0, keepsIDsUnique: true)
    }

    init(collecting parts: RenderedMarkdown.Parts, capacity: Int, keepsIDsUnique: Bool) {
        output = HTMLBuffer(capacity: capacity)
        self.parts = parts
        text = TextCollector(isRecording: parts.contains(.text))
        headingIDs = keepsIDsUnique ? [] : nil
    }

    /// Whether nothing was written to the page yet.
    public var isEmpty: Bool {
        output.isEmpty
    }

    /// Appends the caller's markup, as it is.
    public mutating func appendHTML(_ html: String) {
        var html = html
        html.withUTF8 { output.append($0) }
    }
}

extension MarkdownPage {
    /// Records a removal, or counts it when one alike was recorded (the first keeps its place).
    mutating func recordRemoval(_ what: String, _ reason: RawHTMLRemoval.Reason, origin: RawHTMLRemoval.Origin = .rawHTML,
                                at position: () -> (line: Int, column: Int)) {
        let key = "\(origin) \(reason) \(what)"
        if let index = removedHTMLIndex[key] {
            removedHTML[index].count += 1
            return
        }
        let (line, column) = position()
        removedHTMLIndex[key] = removedHTML.count
        removedHTML.append(RawHTMLRemoval(what: what, reason: reason, line: line, column: column, count: 1, origin: origin))
    }

    /// Records an unknown shortcode the first time the page has it.
    mutating func recordUnknownShortcode(_ name: String, at position: () -> (line: Int, column: Int)) {
        guard unknownShortcodeNames.insert(name).inserted else { return }
        let (line, column) = position()
        unknownShortcodes.append(UnknownShortcode(name: name, line: line, column: column))
    }

    /// What the page made, its HTML taken without a copy.
    mutating func rendered() -> RenderedMarkdown {
        RenderedMarkdown(html: output.take(), headings: headings, elementIDs: elementIDs, links: links, text: text.finish(), removedHTML: removedHTML,
                         unknownShortcodes: unknownShortcodes, autodocBlocks: autodocBlocks)
    }
}
