/// A page's documentation cut into DocC's sections: the symbol's doc comment, with its catalog
/// extension file's content after it (DocC appends the file's blocks, its title left out), or the
/// extension file alone when the symbol has no doc comment or the file says
/// `@DocumentationExtension(mergeBehavior: override)`. Then, as DocC reads a document: the first
/// paragraph is the abstract, what follows up to `## Topics` (or `## See Also`) the discussion, with
/// its tagged list items taken out (`DocCommentTags`), and `## Topics` lists the curated groups.
struct SymbolDocumentation {
    /// One `### Group` of the Topics section, its links as written (`Shape`, `doc:GettingStarted`).
    struct CuratedGroup: Equatable {
        /// The heading's Markdown; nil for links listed before any heading.
        var heading: String?
        var links: [String]
    }

    /// The abstract's Markdown.
    private(set) var abstract: String?
    /// What the discussion shows, in order.
    private(set) var discussion: [MarkdownBlock] = []
    private(set) var parameters: [(name: String, markdown: String)] = []
    /// The return value's Markdown.
    private(set) var returns: String?
    private(set) var topics: [CuratedGroup] = []
    /// The `@DeprecationSummary` content's Markdown.
    private(set) var deprecationSummary: String?

    /// - Parameters:
    ///   - docComment: The doc comment's text, nil for none.
    ///   - extensionFile: The extension file's nodes, its `# ``Symbol`` ` title first.
    init(docComment: String?, extensionFile: [DocCNode]?) {
        var blocks: [MarkdownBlock] = []
        if let docComment, !(extensionFile.map(Self.overridesDocComment) ?? false) {
            blocks = flatten(Self.nodes(ofDocComment: docComment))
        }
        if let extensionFile { blocks += Self.droppingTitle(flatten(extensionFile)) }
        read(blocks)
    }

    /// A doc comment's Markdown and directives; one without a line starting a directive is all Markdown, so
    /// that `@MainActor` in its indented code stays code.
    private static func nodes(ofDocComment text: String) -> [DocCNode] {
        let startsDirective = text.split(separator: "\n").contains { line in
            let start = line.droppingColumns(line.indentation)
            return line.indentation < 4 && start.first == "@" && start.dropFirst().first?.isUppercase == true
        }
        return startsDirective ? DirectiveParser.parse(text) : [.markdown(text, line: 1)]
    }

    /// Whether the file's `@Metadata` says `@DocumentationExtension(mergeBehavior: override)`.
    static func overridesDocComment(_ nodes: [DocCNode]) -> Bool {
        nodes.contains { node in
            guard case .directive(let metadata) = node, metadata.name == "Metadata" else { return false }
            return metadata.children(named: "DocumentationExtension").contains { $0.argument("mergeBehavior") == "override" }
        }
    }

    private static func droppingTitle(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.first?.kind == .heading(level: 1) ? Array(blocks.dropFirst()) : blocks
    }

    /// The blocks of the nodes; a directive the page does not render leaves its content behind a marker,
    /// the ones that only describe the page (`@Metadata`, `@Comment`, `@Options`, `@Redirected`) nothing.
    private mutating func flatten(_ nodes: [DocCNode]) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                blocks += MarkdownBlock.blocks(of: text)
            case .directive(let directive):
                switch directive.name {
                case "Metadata", "Comment", "Options", "Redirected":
                    break
                case "DeprecationSummary":
                    deprecationSummary = flatten(directive.children).map(\.markdown).joined(separator: "\n\n")
                default:
                    blocks.append(MarkdownBlock(kind: .directive, lines: []))
                    blocks += flatten(directive.children)
                }
            case .problem:
                break
            }
        }
        return blocks
    }

    /// DocC's reading of a document's top-level blocks: a level-1 title first is left out, and HTML
    /// (comments) where the abstract would be.
    private mutating func read(_ blocks: [MarkdownBlock]) {
        var rest = blocks[...]
        if rest.first?.kind == .heading(level: 1) { rest = rest.dropFirst() }
        while let first = rest.first, first.kind == .html { rest = rest.dropFirst() }
        if let first = rest.first, first.kind == .paragraph {
            abstract = first.markdown
            rest = rest.dropFirst()
            // DocC skips HTML (comments) in the abstract's place, also right after it.
            while let first = rest.first, first.kind == .html { rest = rest.dropFirst() }
        }
        let topicsStart = rest.firstIndex { Self.isSection($0, "Topics") || Self.isSection($0, "See Also") } ?? rest.endIndex
        let tags = DocCommentTags(discussion: Array(rest[..<topicsStart]))
        discussion = tags.discussion
        parameters = tags.parameters
        returns = tags.returns.first
        if topicsStart < rest.endIndex, Self.isSection(rest[topicsStart], "Topics") {
            let topicsBlocks = rest[(topicsStart + 1)...]
            readTopics(topicsBlocks.prefix { !Self.isSection($0, "See Also") })
        }
    }

    private mutating func readTopics(_ blocks: ArraySlice<MarkdownBlock>) {
        for block in blocks {
            if block.kind == .heading(level: 3) {
                topics.append(CuratedGroup(heading: block.headingText, links: []))
            } else if case .list = block.kind {
                if topics.isEmpty { topics.append(CuratedGroup(heading: nil, links: [])) }
                topics[topics.count - 1].links += block.items.compactMap { Self.link(in: MarkdownBlock.content(ofItem: $0).first ?? "") }
            }
        }
        topics.removeAll { $0.links.isEmpty }
    }

    private static func isSection(_ block: MarkdownBlock, _ title: String) -> Bool {
        block.kind == .heading(level: 2) && block.headingText == title
    }

    /// The link a topic list item names: ``` ``Symbol`` ```, `<doc:Article>` or `[text](doc:Article)`.
    static func link(in line: Substring) -> String? {
        if let open = line.range(of: "``"), let close = line[open.upperBound...].range(of: "``") {
            return String(line[open.upperBound..<close.lowerBound])
        }
        if let open = line.range(of: "<doc:"), let close = line[open.upperBound...].firstIndex(of: ">") {
            return "doc:" + line[open.upperBound..<close]
        }
        if let open = line.range(of: "](doc:"), let close = line[open.upperBound...].firstIndex(of: ")") {
            return "doc:" + line[open.upperBound..<close]
        }
        return nil
    }
}
