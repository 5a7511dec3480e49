import Core

/// Renders Markdown as HTML the way the CommonMark reference renderer does, in one pass over the
/// document that also takes what the caller asks for besides the HTML (`RenderedMarkdown.Parts`).
/// Rendering never fails: whatever is not Markdown syntax is text, and invalid UTF-8 becomes U+FFFD.
public struct HTMLRenderer: Sendable {
    /// How to render.
    let options: RenderOptions

    /// Creates a renderer.
    public init(options: RenderOptions = .init()) {
        self.options = options
    }

    /// The HTML of `markdown`, and the `parts` asked for.
    public func render(_ markdown: [UInt8], parsing: MarkdownOptions = .init(),
                       collecting parts: RenderedMarkdown.Parts = []) -> RenderedMarkdown {
        render(markdown, isValid: false, parsing: parsing, collecting: parts)
    }

    /// The HTML of `markdown` known to be well-formed UTF-8, and the `parts` asked for: the same as
    /// `render(markdown.bytes, …)`, without checking the bytes again.
    public func render(_ markdown: ValidatedUTF8, parsing: MarkdownOptions = .init(),
                       collecting parts: RenderedMarkdown.Parts = []) -> RenderedMarkdown {
        render(markdown.bytes, isValid: true, parsing: parsing, collecting: parts)
    }

    private func render(_ markdown: [UInt8], isValid: Bool, parsing: MarkdownOptions, collecting parts: RenderedMarkdown.Parts) -> RenderedMarkdown {
        // HTML is typically a little longer than its Markdown; reserving avoids regrowth copies.
        var page = MarkdownPage(collecting: parts, capacity: markdown.count * 5 / 4, keepsIDsUnique: false)
        append(markdown, isValid: isValid, parsing: parsing, to: &page, droppingTitle: false)
        return finish(consume page)
    }

    /// The HTML of `markdown`.
    public func render(_ markdown: String, parsing: MarkdownOptions = .init()) -> String {
        render(Array(markdown.utf8), parsing: parsing).html.withUnsafeBufferPointer { String(decodingInChunks: $0) }
    }

    /// The HTML of `markdown` handed to `write` in pieces, in order, as it is made: each piece ends
    /// with a top-level block and holds at least `pieceSize` bytes (the last may hold fewer). A caller
    /// that writes each piece out never holds the whole HTML.
    public func render(_ markdown: [UInt8], parsing: MarkdownOptions = .init(), pieceSize: Int = 1 << 16,
                       to write: ([UInt8]) -> Void) {
        let page = MarkdownPage(collecting: [], capacity: min(markdown.count * 5 / 4, pieceSize * 2), keepsIDsUnique: false)
        var writer = DocumentWriter(parsing: markdown, extensions: parsing.extensions, html: HTMLWriter(options: options, page: consume page))
        writer.writeDocument(droppingTitle: false) { html in
            // Only at the start of a line, where a piece can start as if it were the whole output.
            if html.page.output.count >= pieceSize, html.page.output.last == .lineFeed { html.flush(to: write) }
        }
        var html = writer.finish()
        html.footnoteSection()
        html.flush(to: write)
    }

    /// Renders `markdown` at the end of `page`. With `droppingTitle`, a level-1 heading that comes
    /// first is left out (a DocC article's title, which its layout shows), though its id is taken.
    public func append(_ markdown: [UInt8], parsing: MarkdownOptions = .init(), to page: inout MarkdownPage,
                       droppingTitle: Bool = false) {
        append(markdown, isValid: false, parsing: parsing, to: &page, droppingTitle: droppingTitle)
    }

    private func append(_ markdown: [UInt8], isValid: Bool, parsing: MarkdownOptions, to page: inout MarkdownPage, droppingTitle: Bool) {
        var writer = DocumentWriter(
            parsing: markdown, isValid: isValid, extensions: parsing.extensions, html: HTMLWriter(options: options, page: consume page))
        writer.writeDocument(droppingTitle: droppingTitle) { _ in }
        page = writer.finish().page
    }

    /// Appends a paragraph holding one link, as `[text](destination)` renders it alone. Like the
    /// other pieces the caller makes itself, it collects nothing.
    public func appendLink(to destination: String, text: String, to page: inout MarkdownPage) {
        write(to: &page) { html in
            html.openParagraph(tight: false, checkbox: nil)
            html.link(to: destination, text: text)
            html.closeParagraph(tight: false)
        }
    }

    /// Appends a paragraph holding one image, as `![alt](source)` renders it alone.
    public func appendImage(source: String, alt: String, to page: inout MarkdownPage) {
        write(to: &page) { html in
            html.openParagraph(tight: false, checkbox: nil)
            html.image(source: source, title: nil, alt: Array(alt.utf8))
            html.closeParagraph(tight: false)
        }
    }

    /// Appends a code block, as a fence with `language` renders it alone.
    public func appendCodeBlock(language: String, code: String, to page: inout MarkdownPage) {
        write(to: &page) { html in html.codeBlock(info: language, code: Array(code.utf8)[...]) }
    }

    /// The page's HTML with its footnotes listed at the end, and what it collected.
    public func finish(_ page: consuming MarkdownPage) -> RenderedMarkdown {
        var html = HTMLWriter(options: options, page: page)
        html.footnoteSection()
        return html.page.rendered()
    }

    private func write(to page: inout MarkdownPage, _ body: (inout HTMLWriter) -> Void) {
        var html = HTMLWriter(options: options, page: consume page)
        let isRecordingText = html.isRecordingText
        html.isRecordingText = false
        body(&html)
        html.isRecordingText = isRecordingText
        page = html.page
    }
}
