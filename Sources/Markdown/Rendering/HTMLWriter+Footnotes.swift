/// Footnotes byte for byte as cmark-gfm writes them: a numbered `<sup>` link per reference, and
/// the section at the end whose items end with one back link per reference.
extension HTMLWriter {
    mutating func footnoteReference(_ reference: FootnoteReference) {
        raw("<sup class=\"footnote-ref\"><a href=\"#fn-")
        footnoteID(reference.label)
        raw("\" id=\"fnref-")
        footnoteID(reference.label)
        if reference.occurrence > 1 {
            raw("-")
            number(reference.occurrence)
        }
        raw("\" data-footnote-ref>")
        number(reference.number)
        raw("</a></sup>")
    }

    mutating func footnotes(_ footnotes: [Footnote]) {
        newline()
        raw("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for footnote in footnotes {
            raw("<li id=\"fn-")
            footnoteID(footnote.label)
            raw("\">\n")
            // The back links go inside a last paragraph, else on a line of their own.
            if case .paragraph(let content)? = footnote.blocks.last {
                blocks(Array(footnote.blocks.dropLast()), tight: false)
                newline()
                raw("<p>")
                inlines(content)
                raw(" ")
                backLinks(footnote)
                raw("</p>\n")
            } else {
                blocks(footnote.blocks, tight: false)
                newline()
                backLinks(footnote)
                raw("\n")
            }
            raw("</li>\n")
        }
        raw("</ol>\n</section>\n")
    }

    private mutating func backLinks(_ footnote: Footnote) {
        for occurrence in 1...max(footnote.referenceCount, 1) {
            if occurrence > 1 { raw(" ") }
            raw("<a href=\"#fnref-")
            footnoteID(footnote.label)
            if occurrence > 1 {
                raw("-")
                number(occurrence)
            }
            raw("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
            if occurrence > 1 {
                raw("<sup class=\"footnote-ref\">")
                number(occurrence)
                raw("</sup>")
            }
            raw("</a>")
        }
    }

    /// A label in an id or fragment, escaped as cmark-gfm escapes a URL.
    private mutating func footnoteID(_ label: String) {
        attribute(URLSafety.percentEncoded(label))
    }
}
