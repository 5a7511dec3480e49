import Core

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
    /// Returns the HTML inside `<code>`, in UTF-8, for a fenced code block with a language (the hook
    /// escapes); nil leaves the code plain.
    public var highlightCode: (@Sendable (_ code: String, _ language: String) -> [UInt8]?)?
    /// The color-scheme variants of an image (`photo~dark.png`), rendered as a `<picture>`.
    public var imageVariants: (@Sendable (_ source: String) -> [ImageVariant])?

    /// Creates options; the defaults render safely and plainly.
    public init(allowsUnsafeHTML: Bool = false, headingAnchors: Bool = false,
                resolveURL: (@Sendable (_ destination: String, _ isImage: Bool) -> String)? = nil,
                highlightCode: (@Sendable (_ code: String, _ language: String) -> [UInt8]?)? = nil,
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
        renderUTF8(document).withUnsafeBufferPointer { String(decodingInChunks: $0) }
    }

    /// The document as an HTML fragment in UTF-8, what `render` returns before it is made a `String`:
    /// a caller that stores or writes the bytes skips validating them as a string (a page's HTML, 2 %
    /// of a build of real pages).
    public func renderUTF8(_ document: Document) -> [UInt8] {
        // HTML is typically a little longer than its Markdown; reserving avoids regrowth copies.
        var writer = HTMLWriter(options: options, extensions: document.extensions, capacity: document.inputSize * 5 / 4)
        writer.blocks(document.blocks, tight: false)
        if !document.footnotes.isEmpty { writer.footnotes(document.footnotes) }
        return writer.finish()
    }

    /// The HTML of Markdown text, as UTF-8 — what `render(Document(parsing: markdown, options: parsing))`
    /// returns — handed to `write` in pieces, in order, as it is made: each piece ends with a
    /// top-level block and holds at least `pieceSize` bytes (the last may hold fewer). The document's
    /// `Block` tree is never made, and a caller that writes each piece out never holds the whole HTML:
    /// converting a document this way takes less time and memory.
    public func render(parsing markdown: [UInt8], options parsing: MarkdownOptions = .init(), pieceSize: Int = 1 << 16,
                       to write: ([UInt8]) -> Void) {
        var builder = DocumentBuilder(parser: BlockParser.parsing(markdown, extensions: parsing.extensions))
        // HTML is typically a little longer than its Markdown; reserving avoids regrowth copies.
        let capacity = min(markdown.count * 5 / 4, pieceSize * 2)
        var writer = HTMLWriter(options: options, extensions: parsing.extensions, capacity: capacity)
        for child in builder.children(of: 0) {
            builder.writeHTML(child, tight: false, to: &writer)
            // Only at the start of a line, where `newline()` on an empty buffer does what it did before.
            if writer.output.count >= pieceSize, writer.output.last == .lineFeed { writer.flush(to: write) }
        }
        let footnotes = builder.footnotes()
        if !footnotes.isEmpty { writer.footnotes(footnotes) }
        writer.flush(to: write)
    }
}
