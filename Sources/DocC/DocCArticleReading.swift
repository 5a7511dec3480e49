/// How DocC reads an article's top level, block by block (swift-docc's `DocumentationMarkup`): its `#`
/// title; its abstract, the first paragraph, which directives that are not content (`@Metadata`,
/// `@Options`, `@Comment`, `@Redirected`, `@DeprecationSummary`) and HTML comments leave in place; its
/// discussion, from the first other block on; its Topics, from a `## Topics` heading on; its See Also,
/// from a `## See Also` heading on.
struct DocCArticleReading {
    enum Section: Equatable {
        case title, abstract, discussion, topics, seeAlso
    }

    /// The section of the last block or directive read.
    private(set) var section = Section.title
    /// Whether the page starts with its title (a page without one is a fragment, which gets no "Overview").
    private(set) var hasTitle = false
    private var hasAbstract = false
    /// Whether the discussion has content yet (the first content decides DocC's "Overview" heading).
    private var discussionHasContent = false

    /// Directives that say something of the page rather than show something on it.
    static let notContent: Set<String> = ["Comment", "Metadata", "Options", "Redirected", "DeprecationSummary"]

    /// Reads the next top-level block: the section it belongs to.
    mutating func read(_ block: MarkdownBlock) -> Section {
        if section == .title {
            section = .abstract
            if block.kind == .heading(level: 1) {
                hasTitle = true
                return .title
            }
        }
        if section == .abstract {
            if block.kind == .paragraph, !hasAbstract {
                hasAbstract = true
                return .abstract
            }
            if block.kind == .html { return .abstract }
            section = .discussion
        }
        if block.kind == .heading(level: 2) {
            if block.headingText == "Topics", section == .discussion { section = .topics }
            if block.headingText == "See Also", section != .seeAlso { section = .seeAlso }
        }
        return section
    }

    /// Reads the next top-level directive: the section it belongs to.
    mutating func read(directive name: String) -> Section {
        if section == .title { section = .abstract }
        if section == .abstract, !Self.notContent.contains(name) { section = .discussion }
        return section
    }

    /// Whether this is the discussion's first content, which it then has, on a page with a title.
    mutating func startsDiscussion() -> Bool {
        guard hasTitle, section == .discussion, !discussionHasContent else { return false }
        discussionHasContent = true
        return true
    }

    /// The abstract's Markdown, if the page has one.
    static func abstract(of nodes: [DocCNode]) -> String? {
        var reading = DocCArticleReading()
        for node in nodes {
            switch node {
            case .directive(let directive):
                guard reading.read(directive: directive.name) == .abstract else { return nil }
            case .markdown(let text, _):
                for block in MarkdownBlock.blocks(of: text) {
                    let section = reading.read(block)
                    if section == .abstract, block.kind == .paragraph { return block.markdown }
                    if section != .title && section != .abstract { return nil }
                }
            case .problem:
                continue
            }
        }
        return nil
    }
}
