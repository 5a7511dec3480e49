/// Inline text without markup, for heading ids, headings' text and `alt` attributes.
enum PlainText {
    /// The text of inlines; raw HTML is dropped, or kept as text for an image's `alt` (as cmark does).
    static func of(_ inlines: [Inline], keepingHTML: Bool = false) -> String {
        // Most headings are one run of text: their text is that string, shared rather than copied
        // (a heading's plain text is asked for three times: its id, its anchor's label, the TOC).
        if inlines.count == 1, case .text(let text) = inlines[0] { return text }
        var output: [UInt8] = []
        append(inlines, keepingHTML: keepingHTML, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // Bytes rather than `String +=`: appending to a String cost a few hundred instructions a piece.
    private static func append(_ inlines: [Inline], keepingHTML: Bool, to output: inout [UInt8]) {
        for index in inlines.indices {
            switch inlines[index] {
            case .text(let text), .code(let text): output.append(contentsOf: text.utf8)
            case .softBreak, .hardBreak: output.append(.space)
            case .html(let html): if keepingHTML { output.append(contentsOf: html.utf8) }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                append(children, keepingHTML: keepingHTML, to: &output)
            case .link(let link), .image(let link): append(link.content, keepingHTML: keepingHTML, to: &output)
            case .footnoteReference: break
            }
        }
    }
}
