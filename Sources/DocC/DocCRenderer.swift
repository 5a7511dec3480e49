import Core
import Markdown

/// Renders a DocC article or tutorial: its Markdown through the site's renderer with DocC's links
/// and images resolved, its directives as plain HTML that needs no script.
public struct DocCRenderer: Sendable {
    /// The catalogs of the site.
    public var catalog: DocCCatalog
    /// Content/ path of the page being rendered.
    public var contentPath: String
    /// How Markdown segments are parsed.
    public var markdownOptions: MarkdownOptions
    /// How Markdown segments are rendered (the site's link, code and image hooks).
    public var renderOptions: RenderOptions

    /// Creates a renderer for one page.
    public init(catalog: DocCCatalog, contentPath: String, markdownOptions: MarkdownOptions, renderOptions: RenderOptions) {
        self.catalog = catalog
        self.contentPath = contentPath
        self.markdownOptions = markdownOptions
        var options = renderOptions
        let catalogCopy = catalog
        let path = contentPath
        let siteVariants = renderOptions.imageVariants
        // A catalog image's dark variant is named `~dark` before its `@2x`, which the site's own
        // sibling lookup (`photo~dark.png` beside `photo.png`) would not find.
        options.imageVariants = { source in
            if let image = catalogCopy.image(source, from: path), image.light == source, let dark = image.dark {
                return [ImageVariant(appearance: "dark", source: dark)]
            }
            return siteVariants?(source) ?? []
        }
        self.renderOptions = options
    }

    /// What rendering a page has gathered so far besides its HTML.
    struct PageParts {
        /// The Markdown blocks, in page order.
        var blocks: [Block] = []
        var footnotes: DocCFootnotes
    }

    /// The page's HTML, and its Markdown blocks (for headings and plain text). The first `#` heading
    /// is left out: it is the page's title, which the site's layout shows with the `@Metadata` that
    /// goes with it (`@DisplayName` replacing it, `@TitleHeading` above it).
    public func render(_ nodes: [DocCNode]) -> (html: String, blocks: [Block]) {
        var output = ""
        var page = PageParts(footnotes: DocCFootnotes(nodes))
        append(nodes, to: &output, page: &page)
        if !page.footnotes.list.isEmpty {
            var footnotes = Document(parsing: "", options: markdownOptions)
            footnotes.footnotes = page.footnotes.list
            output += HTMLRenderer(options: renderOptions).render(footnotes)
        }
        return (output, page.blocks)
    }

    func append(_ nodes: [DocCNode], to output: inout String, page: inout PageParts) {
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                let parsed = markdown(text, into: &page, droppingTitle: page.blocks.isEmpty && output.isEmpty)
                output += HTMLRenderer(options: renderOptions).render(parsed)
            case .directive(let directive):
                append(directive, to: &output, page: &page)
            }
        }
    }

    /// A Markdown segment parsed, with DocC's links and images resolved, and its blocks added to the
    /// page's. Each segment numbers its heading ids and footnotes alone: an id the page already uses
    /// gets a `-1`, `-2`… suffix, and footnotes take the page's numbers, their list left to the page.
    func markdown(_ text: String, into page: inout PageParts, droppingTitle: Bool = false) -> Document {
        var document = Document(parsing: SymbolLinkSyntax.rewrite(page.footnotes.withDefinitions(text)), options: markdownOptions)
        if droppingTitle, case .heading(level: 1, _, _, _)? = document.blocks.first { document.blocks.removeFirst() }
        var used = Set(page.blocks.compactMap { block -> String? in
            if case .heading(_, _, let id, _) = block { return id }
            return nil
        })
        var inlines = DocCInlines(catalog: catalog, contentPath: contentPath)
        inlines.footnoteNumbers = page.footnotes.take(document.footnotes, resolving: inlines)
        document.footnotes = []
        document.blocks = inlines.blocks(document.blocks).map { block in
            guard case .heading(let level, let content, let id?, let classes) = block else { return block }
            var unique = id
            var number = 1
            while used.contains(unique) {
                unique = "\(id)-\(number)"
                number += 1
            }
            used.insert(unique)
            return .heading(level: level, content: content, id: unique, classes: classes)
        }
        page.blocks += document.blocks
        return document
    }

    /// Blocks rendered on their own (an image, a caption) with the page's options.
    func html(_ blocks: [Block]) -> String {
        var document = Document(parsing: "", options: markdownOptions)
        document.blocks = DocCInlines(catalog: catalog, contentPath: contentPath).blocks(blocks)
        return HTMLRenderer(options: renderOptions).render(document)
    }

    /// The children rendered inside `open` … `close`.
    func wrap(_ open: String, _ children: [DocCNode], _ close: String, to output: inout String, page: inout PageParts) {
        output += open
        append(children, to: &output, page: &page)
        output += close
    }
}

extension DocCRenderer {
    /// A page's title as DocC shows it: the first `# ` heading, or a tutorial's `@Intro(title:)`. A
    /// symbol's page (`# ``Module/Type`` `) is titled with the symbol's last name, without backticks.
    public static func title(of nodes: [DocCNode]) -> String? {
        guard let heading = heading(of: nodes) else { return nil }
        guard let symbol = symbol(inTitle: heading) else { return heading }
        return symbol.split(separator: "/").last.map(String.init) ?? symbol
    }

    /// The symbol a title names (``` ``Module/Type`` ```), without backticks.
    static func symbol(inTitle title: String) -> String? {
        guard title.count > 4, title.hasPrefix("``"), title.hasSuffix("``") else { return nil }
        return String(title.dropFirst(2).dropLast(2))
    }

    /// The first `# ` heading or `@Intro(title:)`, as written.
    static func heading(of nodes: [DocCNode]) -> String? {
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) { return line.dropFirst(2).trimmingSpaces }
            case .directive(let directive):
                if directive.name == "Intro", let title = directive.argument("title") { return title }
                if let title = heading(of: directive.children) { return title }
            }
        }
        return nil
    }
}
