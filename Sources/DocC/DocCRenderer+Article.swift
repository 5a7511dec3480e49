import Markdown

/// An article, or a symbol's documentation extension, as DocC shows it (`DocCArticleReading`): the
/// tagged items of its discussion's lists taken out (`DocCommentTags`), asides after their list and
/// the Parameters and Return Value sections where the list was; an article's discussion under an
/// "Overview" heading unless it starts with a heading of its own (`@AutomaticArticleSubheading`); its
/// Topics in its `@TopicsVisualStyle`.
extension DocCRenderer {
    /// How the page's options say to show it: its own `@Options` over its catalog's.
    struct ArticleStyle {
        /// Whether the discussion gets DocC's "Overview" heading.
        var overview: Bool
        var topics: DocCOptions.TopicsVisualStyle
    }

    func articleStyle(of nodes: [DocCNode]) -> ArticleStyle {
        let own = DocCOptions.read(nodes)
        let options = own.local.over(own.global ?? catalog.catalogOptions(of: contentPath))
        let documentsSymbol = Self.heading(of: nodes).flatMap(Self.symbol(inTitle:)) != nil
        return ArticleStyle(overview: !documentsSymbol && options.automaticArticleSubheading != false, topics: options.topicsVisualStyle ?? .list)
    }

    /// Whether the page is a tutorial or a tutorials table of contents, which DocC does not read as an article.
    static func isTutorial(_ nodes: [DocCNode]) -> Bool {
        nodes.contains { node in
            if case .directive(let directive) = node { tutorialDirectives.contains(directive.name) } else { false }
        }
    }

    /// Where the rendering of an article is: the section read, and the `@Metadata` directives of its title
    /// and abstract, whose availability and call to action wait for the abstract's end, where DocC shows them.
    struct ArticleProgress {
        var reading = DocCArticleReading()
        var metadata: [Directive] = []
    }

    func appendArticle(_ nodes: [DocCNode], style: ArticleStyle, to page: inout PageParts) {
        var progress = ArticleProgress()
        for node in nodes {
            switch node {
            case .directive(let directive):
                let section = progress.reading.read(directive: directive.name)
                if directive.name == "Metadata", section == .abstract {
                    progress.metadata.append(directive)
                    continue
                }
                appendMetadata(of: &progress, to: &page)
                if section == .topics, style.topics == .hidden { continue }
                let isContent = !DocCArticleReading.notContent.contains(directive.name)
                if isContent, progress.reading.startsDiscussion(), style.overview { markdown(DocCSections.heading("Overview"), into: &page) }
                append(directive, to: &page)
            case .markdown(let text, _):
                appendArticleMarkdown(text, progress: &progress, style: style, to: &page)
            case .problem:
                break
            }
        }
        appendMetadata(of: &progress, to: &page)
    }

    /// A Markdown document of the article, its blocks as written but for the ones DocC changes.
    private func appendArticleMarkdown(_ text: String, progress: inout ArticleProgress, style: ArticleStyle, to page: inout PageParts) {
        var run = MarkdownRun(text)
        for block in MarkdownBlock.blocks(of: text) {
            let section = progress.reading.read(block)
            if section != .title, section != .abstract, !progress.metadata.isEmpty {
                flush(&run, to: &page)
                appendMetadata(of: &progress, to: &page)
            }
            switch section {
            case .title, .abstract, .seeAlso:
                run.keep(block)
            case .topics:
                appendTopics(block, style: style.topics, run: &run, to: &page)
            case .discussion:
                let tags = block.kind == .list(ordered: false) ? DocCommentTags(discussion: [block]) : nil
                let sections = DocCSections.parameters(tags?.parameters ?? []) + DocCSections.returnValue(tags?.returns.first)
                if !sections.isEmpty {
                    flush(&run, to: &page)
                    append(sections, to: &page)
                }
                let remaining = tags?.discussion ?? [block]
                let isUnchanged = remaining == [block]
                for kept in remaining {
                    if progress.reading.startsDiscussion(), style.overview, !Self.isHeading(kept) { run.insert(DocCSections.heading("Overview")) }
                    if isUnchanged { run.keep(kept) } else { run.insert(kept.markdown) }
                }
            }
        }
        flush(&run, to: &page)
    }

    private func appendMetadata(of progress: inout ArticleProgress, to page: inout PageParts) {
        for metadata in progress.metadata { append(metadata, to: &page) }
        progress.metadata = []
    }

    /// A block of the Topics section: a list of links shown as the page's Topics style has it, unless as a list.
    private func appendTopics(_ block: MarkdownBlock, style: DocCOptions.TopicsVisualStyle, run: inout MarkdownRun, to page: inout PageParts) {
        switch style {
        case .hidden:
            run.skip(block)
        case .list:
            run.keep(block)
        case .compactGrid, .detailedGrid:
            guard block.kind == .list(ordered: false) else { return run.keep(block) }
            flush(&run, to: &page)
            run.skip(block)
            appendLinks(block, style: style == .compactGrid ? .compactGrid : .detailedGrid, to: &page)
        }
    }

    private func flush(_ run: inout MarkdownRun, to page: inout PageParts) {
        guard let markdown = run.take() else { return }
        self.markdown(markdown, into: &page, droppingTitle: page.markdown.isEmpty)
    }

    private func append(_ pieces: [SectionPiece], to page: inout PageParts) {
        for piece in pieces {
            switch piece {
            case .markdown(let markdown): self.markdown(markdown, into: &page)
            case .html(let html): page.append(html)
            }
        }
    }

    private static func isHeading(_ block: MarkdownBlock) -> Bool {
        if case .heading = block.kind { true } else { false }
    }
}

/// Markdown gathered block by block from a document: the blocks kept as they are written, with what
/// was between them, and the ones put in their place.
struct MarkdownRun {
    private let text: String
    private var gathered = ""
    /// Where the blocks kept since the last change start in `text`, and end.
    private var kept: Range<String.Index>?

    init(_ text: String) {
        self.text = text
    }

    /// Keeps the block as written.
    mutating func keep(_ block: MarkdownBlock) {
        guard let first = block.lines.first, let last = block.lines.last else { return }
        kept = (kept?.lowerBound ?? first.startIndex)..<last.endIndex
    }

    /// Leaves the block out.
    mutating func skip(_ block: MarkdownBlock) {
        closeKept()
    }

    /// Puts Markdown in a block's place, or between blocks.
    mutating func insert(_ markdown: String) {
        closeKept()
        add(markdown)
    }

    /// The Markdown gathered, which is then empty; nil when there is none.
    mutating func take() -> String? {
        closeKept()
        defer { gathered = "" }
        return gathered.isEmpty ? nil : gathered
    }

    private mutating func closeKept() {
        guard let range = kept else { return }
        kept = nil
        add(String(text[range]))
    }

    private mutating func add(_ markdown: String) {
        if !gathered.isEmpty { gathered += "\n\n" }
        gathered += markdown
    }
}
