/// What the HTML renderer does with a parsed document.
public struct RenderOptions: Sendable {
    /// Writes raw HTML and links of every URL scheme. Off by default: raw HTML becomes
    /// `<!-- raw HTML omitted -->` and `javascript:`, `vbscript:`, `file:` and `data:` URLs
    /// (except PNG, GIF, JPEG and WebP images) become empty.
    public var allowsUnsafeHTML: Bool
    /// Adds a visible `#` permalink inside every heading that has an id.
    public var headingAnchors: Bool
    /// Rewrites link and image URLs after the safety check (`intro.md` → `/docs/intro/`).
    public var resolveURL: (@Sendable (_ destination: String, _ isImage: Bool) -> String)?
    /// Returns the HTML inside `<code>` for a fenced code block with a language (the hook escapes);
    /// nil leaves the code plain.
    public var highlightCode: (@Sendable (_ code: String, _ language: String) -> String?)?
    /// The color-scheme variants of an image (`photo~dark.png`), rendered as a `<picture>`.
    public var imageVariants: (@Sendable (_ source: String) -> [ImageVariant])?

    /// Creates options; the defaults render safely and plainly.
    public init(allowsUnsafeHTML: Bool = false, headingAnchors: Bool = false,
                resolveURL: (@Sendable (_ destination: String, _ isImage: Bool) -> String)? = nil,
                highlightCode: (@Sendable (_ code: String, _ language: String) -> String?)? = nil,
                imageVariants: (@Sendable (_ source: String) -> [ImageVariant])? = nil) {
        self.allowsUnsafeHTML = allowsUnsafeHTML
        self.headingAnchors = headingAnchors
        self.resolveURL = resolveURL
        self.highlightCode = highlightCode
        self.imageVariants = imageVariants
    }
}

/// An alternative image for one appearance.
public struct ImageVariant: Sendable, Hashable {
    /// `dark` or `night`.
    public var appearance: String
    /// The variant's URL, as the image's own destination would be written.
    public var source: String

    /// Creates a variant.
    public init(appearance: String, source: String) {
        self.appearance = appearance
        self.source = source
    }
}

/// Renders a document as HTML the way the CommonMark reference renderer does.
public struct HTMLRenderer: Sendable {
    /// How to render.
    public var options: RenderOptions

    /// Creates a renderer.
    public init(options: RenderOptions = .init()) {
        self.options = options
    }

    /// The document as an HTML fragment.
    public func render(_ document: Document) -> String {
        // HTML is typically a little longer than its Markdown; reserving avoids regrowth copies.
        var writer = HTMLWriter(options: options, extensions: document.extensions, capacity: document.inputSize * 5 / 4)
        writer.blocks(document.blocks, tight: false)
        if !document.footnotes.isEmpty { writer.footnotes(document.footnotes) }
        return writer.result
    }

    /// The HTML of Markdown text, as UTF-8: what `render(Document(parsing: markdown, options: parsing))`
    /// returns, written while the document is parsed, without making its `Block` tree: converting a
    /// document whose tree nothing else needs takes less time and memory this way.
    public func render(parsing markdown: [UInt8], options parsing: MarkdownOptions = .init()) -> [UInt8] {
        var builder = DocumentBuilder(parser: BlockParser.parsing(markdown, extensions: parsing.extensions))
        var writer = HTMLWriter(options: options, extensions: parsing.extensions, capacity: markdown.count * 5 / 4)
        builder.writeHTML(builder.children(of: 0)[...], tight: false, to: &writer)
        let footnotes = builder.footnotes()
        if !footnotes.isEmpty { writer.footnotes(footnotes) }
        return writer.output
    }

    /// Inline content alone (for heading HTML in a table of contents).
    func renderInlines(_ inlines: [Inline], extensions: MarkdownExtensions) -> String {
        var writer = HTMLWriter(options: options, extensions: extensions)
        writer.inlines(inlines)
        return writer.result
    }
}
