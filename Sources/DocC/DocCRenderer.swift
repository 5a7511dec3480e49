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
    /// - Parameter resolveSymbol: for a page of a catalog whose module has an API reference, what a symbol link
    ///   (`symbol:Symbol`) or a `doc:` link that names no article becomes.
    public init(
        catalog: DocCCatalog, contentPath: String, markdownOptions: MarkdownOptions, renderOptions: RenderOptions,
        resolveSymbol: (@Sendable (_ destination: String) -> LinkRewrite)? = nil
    ) {
        self.catalog = catalog
        self.contentPath = contentPath
        var markdownOptions = markdownOptions
        markdownOptions.extensions.formUnion([.asides, .docCHeadingIDs, .termLists])
        self.markdownOptions = markdownOptions
        var options = renderOptions
        let links = DocCLinks(catalog: catalog, contentPath: contentPath, resolveSymbol: resolveSymbol)
        options.rewriteLink = { destination, isImage, textIsDestination in
            links.rewrite(destination, isImage: isImage, textIsDestination: textIsDestination)
        }
        let siteVariants = renderOptions.imageVariants
        // A catalog image's dark variant is named `~dark` before its `@2x`, which the site's own
        // sibling lookup (`photo~dark.png` beside `photo.png`) would not find.
        options.imageVariants = { source in
            if let image = catalog.image(source, from: contentPath), image.light == source, let dark = image.dark {
                return [ImageVariant(appearance: "dark", source: dark)]
            }
            return siteVariants?(source) ?? []
        }
        self.renderOptions = options
    }

    /// A page being rendered: its Markdown documents and the markup of its directives, one page
    /// (footnotes numbered across it, heading ids unique in it).
    struct PageParts {
        var markdown: MarkdownPage
        /// The page's footnote definitions, which every document that references one is parsed with.
        let footnotes: DocCFootnotes
        /// What the directives name and the catalog does not have.
        var problems: [DocCProblem] = []

        mutating func append(_ html: String) {
            markdown.appendHTML(html)
        }
    }

    /// The page's HTML, with its headings and its plain text. The first `#` heading is left out: it
    /// is the page's title, which the site's layout shows with the `@Metadata` that goes with it
    /// (`@DisplayName` replacing it, `@TitleHeading` above it).
    public func render(_ nodes: [DocCNode]) -> RenderedMarkdown {
        var ignored: [DocCProblem] = []
        return render(nodes, reporting: &ignored)
    }

    /// The page's HTML, as `render(_:)` makes it, and what its directives name that is not there
    /// (a snippet, an image), which the page leaves out.
    public func render(_ nodes: [DocCNode], reporting problems: inout [DocCProblem]) -> RenderedMarkdown {
        var page = PageParts(markdown: MarkdownPage(collecting: [.headings, .text]), footnotes: DocCFootnotes(nodes))
        if Self.isTutorial(nodes) {
            append(nodes, to: &page)
        } else {
            appendArticle(nodes, style: articleStyle(of: nodes), to: &page)
        }
        problems += page.problems
        return renderer.finish(page.markdown)
    }

    var renderer: HTMLRenderer {
        HTMLRenderer(options: renderOptions)
    }

    func append(_ nodes: [DocCNode], to page: inout PageParts) {
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                markdown(text, into: &page, droppingTitle: page.markdown.isEmpty)
            case .directive(let directive):
                append(directive, to: &page)
            case .problem:
                break
            }
        }
    }

    /// A Markdown document of the page, with DocC's ``` ``Symbol`` ``` links, and with the page's
    /// footnote definitions when it references one.
    func markdown(_ text: String, into page: inout PageParts, droppingTitle: Bool = false) {
        let markdown = SymbolLinkSyntax.rewrite(page.footnotes.withDefinitions(text))
        renderer.append(Array(markdown.utf8), parsing: markdownOptions, to: &page.markdown, droppingTitle: droppingTitle)
    }

    /// The children rendered inside `open` … `close`.
    func wrap(_ open: String, _ children: [DocCNode], _ close: String, to page: inout PageParts) {
        page.append(open)
        append(children, to: &page)
        page.append(close)
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
            case .problem:
                break
            }
        }
        return nil
    }
}
