/// Inline text without markup, for heading ids, headings' text and `alt` attributes.
enum PlainText {
    /// The text of inlines; raw HTML is dropped, or kept as text for an image's `alt` (as cmark does).
    static func of(_ inlines: [Inline], keepingHTML: Bool = false) -> String {
        var output = ""
        append(inlines, keepingHTML: keepingHTML, to: &output)
        return output
    }

    private static func append(_ inlines: [Inline], keepingHTML: Bool = false, to output: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text): output += text
            case .softBreak, .hardBreak: output += " "
            case .html(let html): if keepingHTML { output += html }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                append(children, keepingHTML: keepingHTML, to: &output)
            case .link(let link), .image(let link): append(link.content, keepingHTML: keepingHTML, to: &output)
            case .footnoteReference: break
            }
        }
    }
}
