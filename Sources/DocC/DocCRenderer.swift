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

    /// The page's HTML, and its Markdown blocks (for headings and plain text).
    public func render(_ nodes: [DocCNode]) -> (html: String, blocks: [Block]) {
        var output = ""
        var blocks: [Block] = []
        append(nodes, to: &output, blocks: &blocks)
        return (output, blocks)
    }

    func append(_ nodes: [DocCNode], to output: inout String, blocks: inout [Block]) {
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                let parsed = markdown(text, after: blocks)
                blocks += parsed.blocks
                output += HTMLRenderer(options: renderOptions).render(parsed)
            case .directive(let directive):
                append(directive, to: &output, blocks: &blocks)
            }
        }
    }

    /// A Markdown segment parsed, with DocC's links and images resolved. Each segment numbers its
    /// heading ids alone, so an id the page's `earlier` blocks already use gets a `-1`, `-2`… suffix.
    func markdown(_ text: String, after earlier: [Block]) -> Document {
        var document = Document(parsing: SymbolLinkSyntax.rewrite(text), options: markdownOptions)
        var used = Set(earlier.compactMap { block -> String? in
            if case .heading(_, _, let id) = block { return id }
            return nil
        })
        document.blocks = DocCInlines(catalog: catalog, contentPath: contentPath).blocks(document.blocks).map { block in
            guard case .heading(let level, let content, let id?) = block else { return block }
            var unique = id
            var number = 1
            while used.contains(unique) {
                unique = "\(id)-\(number)"
                number += 1
            }
            used.insert(unique)
            return .heading(level: level, content: content, id: unique)
        }
        return document
    }

    /// Blocks rendered on their own (an image, a caption) with the page's options.
    func html(_ blocks: [Block]) -> String {
        var document = Document(parsing: "", options: markdownOptions)
        document.blocks = DocCInlines(catalog: catalog, contentPath: contentPath).blocks(blocks)
        return HTMLRenderer(options: renderOptions).render(document)
    }

    /// The children rendered inside `open` … `close`.
    func wrap(_ open: String, _ children: [DocCNode], _ close: String, to output: inout String, blocks: inout [Block]) {
        output += open
        append(children, to: &output, blocks: &blocks)
        output += close
    }
}

extension DocCRenderer {
    /// A page's title as DocC shows it: the first `# ` heading, or a tutorial's `@Intro(title:)`.
    public static func title(of nodes: [DocCNode]) -> String? {
        for node in nodes {
            switch node {
            case .markdown(let text, _):
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) { return line.dropFirst(2).trimmingSpaces }
            case .directive(let directive):
                if directive.name == "Intro", let title = directive.argument("title") { return title }
                if let title = title(of: directive.children) { return title }
            }
        }
        return nil
    }
}
