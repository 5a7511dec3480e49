import Core

/// The page being written, and the few ways bytes get into it. Every piece of document text goes
/// through `HTMLEscaping`; the text that the page's plain text takes in goes through `inlineText`.
/// Each construct adds the markup it writes (`paragraph`, `codeBlock`…) in its own file.
struct HTMLWriter {
    let options: RenderOptions
    /// The extensions of the document being written (raw HTML passes GFM's tag filter with `.tagFilter`).
    var extensions: MarkdownExtensions = []
    var page: MarkdownPage
    /// Where this rendering's output starts: `newline()` looks no further back, so each part of a
    /// page starts as it would alone.
    private var lineFloor: Int
    /// While a footnote's content is written, its links, which are listed with the footnotes.
    var footnoteLinks: [LinkOccurrence]?
    /// The elements safe mode's raw HTML has open.
    var rawElements = RawHTMLSanitizer()

    init(options: RenderOptions, page: MarkdownPage) {
        self.options = options
        self.page = page
        lineFloor = page.output.count
    }

    /// Whether a footnote's content is being written (apart from the page, `beginFootnoteContent`).
    var isWritingFootnote: Bool {
        footnoteLinks != nil
    }

    /// Whether the inline text written goes into the page's plain text too.
    var isRecordingText: Bool {
        get { page.text.isRecording }
        set { page.text.isRecording = newValue }
    }

    /// Hands the output written so far, if any, to `write` and empties it.
    mutating func flush(to write: ([UInt8]) -> Void) {
        if !page.output.isEmpty { write(page.output.withBytes { Array($0) }) }
        page.output.removeAll()
        lineFloor = 0
    }

    mutating func raw(_ string: StaticString) {
        page.output.append(string)
    }

    /// Markup the renderer trusts (a highlighter's output, allowed raw HTML).
    mutating func trusted(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { page.output.append($0) }
    }

    /// An opening tag: `plain` without `attributes` (rendered, `DocumentWriter.renderedAttributes`), else
    /// `start`, the attributes and `end`.
    mutating func openTag(_ plain: StaticString, or start: StaticString, _ attributes: [UInt8]?, _ end: StaticString) {
        if let attributes {
            raw(start)
            trusted(attributes[...])
            raw(end)
        } else {
            raw(plain)
        }
    }

    mutating func text(_ string: String) {
        var string = string
        string.withUTF8 { page.output.appendText($0) }
    }

    mutating func text(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { page.output.appendText($0) }
    }

    /// Text of the document's inlines: escaped into the HTML and taken into the plain text.
    mutating func inlineText(_ bytes: ArraySlice<UInt8>) {
        text(bytes)
        page.text.append(bytes)
    }

    mutating func inlineText(_ string: String) {
        inlineText(Array(string.utf8)[...])
    }

    mutating func attribute(_ string: String) {
        var string = string
        string.withUTF8 { page.output.appendAttribute($0) }
    }

    mutating func attribute(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { page.output.appendAttribute($0) }
    }

    mutating func number(_ value: Int) {
        var digits = String(value)
        digits.withUTF8 { page.output.append($0) }
    }

    /// Starts a new line unless the output is at the start of one.
    mutating func newline() {
        if page.output.count > lineFloor, let last = page.output.last, last != .lineFeed { raw("\n") }
    }

    /// Raw HTML from the document when unsafe HTML is allowed: as written, minus GFM's disallowed tags
    /// with `.tagFilter`.
    mutating func unsafeRawHTML(_ html: ArraySlice<UInt8>) {
        if page.parts.contains(.headings) { page.elementIDs += ElementIDs.ids(in: html) }
        if extensions.contains(.tagFilter) {
            TagFilter.append(html, to: &page.output)
        } else {
            trusted(html)
        }
    }

    /// Raw HTML from the document in safe mode: what `RawHTMLSanitizer` keeps of it.
    mutating func sanitizedRawHTML(_ bytes: [UInt8], _ range: Range<Int>, inLink: Bool,
                                   found: (RawHTMLSanitizer.Finding) -> Void) -> [UInt8]? {
        let dropping = rawElements.write(bytes, range, inLink: inLink, to: &page.output, found: found)
        if page.parts.contains(.headings) { page.elementIDs += rawElements.keptIDs.take() } else { _ = rawElements.keptIDs.take() }
        return dropping
    }

    /// Starts a Markdown block that raw HTML inside it cannot reach out of (see `RawHTMLSanitizer`).
    mutating func enterRawHTMLBlock() -> Int {
        rawElements.enterBlock()
    }

    /// Between two blocks of a container: ends an element of the container's raw HTML that a closing tag
    /// inside the block before closed (see `RawHTMLSanitizer`).
    mutating func closePendingRawHTML() {
        guard !options.allowsUnsafeHTML, rawElements.closePending(output: &page.output) else { return }
        raw("\n")
    }

    /// Ends the block `enterRawHTMLBlock` started, closing the elements its raw HTML left open (on a
    /// line of their own after blocks, `endsLine`).
    mutating func leaveRawHTMLBlock(_ outerFloor: Int, endsLine: Bool) {
        guard rawElements.blockHasOpenElements else {
            rawElements.leaveBlock(outerFloor, output: &page.output)
            return
        }
        if endsLine { newline() }
        rawElements.leaveBlock(outerFloor, output: &page.output)
        if endsLine { raw("\n") }
    }

    /// A link or image URL: checked, rewritten by the site, percent-encoded, attribute-escaped.
    mutating func url(_ destination: String, isImage: Bool) {
        guard options.allowsUnsafeHTML || URLSafety.isSafe(destination) else { return }
        let resolved = options.resolveURL?(destination, isImage) ?? destination
        attribute(URLSafety.percentEncoded(resolved))
    }

    /// An output set aside while another is written (a footnote's content).
    struct Output {
        var buffer: HTMLBuffer
        var lineFloor: Int
    }

    /// The output so far, a new empty one in its place.
    mutating func takeOutput() -> Output {
        var taken = HTMLBuffer(capacity: 0)
        swap(&taken, &page.output)
        defer { lineFloor = 0 }
        return Output(buffer: taken, lineFloor: lineFloor)
    }

    mutating func restoreOutput(_ output: Output) {
        page.output = output.buffer
        lineFloor = output.lineFloor
    }

    /// A link or image found where the document has it: listed with the page's links, or with the
    /// footnote's whose content is being written.
    mutating func collect(_ link: LinkOccurrence) {
        if footnoteLinks != nil {
            footnoteLinks?.append(link)
        } else {
            page.links.append(link)
        }
    }
}
