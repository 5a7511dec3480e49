/// Inline markup, byte for byte as cmark writes it, plus `<picture>` for images with variants.
extension HTMLWriter {
    mutating func inlines(_ inlines: [Inline]) {
        // By index, like `blocks`: a `for in` copies each inline out of the array.
        for index in inlines.indices { inline(inlines[index]) }
    }

    mutating func inline(_ inline: Inline) {
        switch inline {
        case .text(let string):
            text(string)
        case .softBreak:
            raw("\n")
        case .hardBreak:
            raw("<br />\n")
        case .code(let code):
            self.code(code)
        case .html(let html):
            rawHTML(html)
        case .emphasis(let children):
            span(.emphasis, children)
        case .strong(let children):
            span(.strong, children)
        case .strikethrough(let children):
            span(.strikethrough, children)
        case .link(let link):
            raw("<a href=\"")
            url(link.destination, isImage: false)
            raw("\"")
            title(link.title)
            raw(">")
            inlines(link.content)
            raw("</a>")
        case .image(let link):
            image(link)
        case .footnoteReference(let reference):
            footnoteReference(reference)
        }
    }

    mutating func code(_ code: String) {
        raw("<code>")
        text(code)
        raw("</code>")
    }

    private mutating func span(_ span: Span, _ children: [Inline]) {
        raw(span.openingTag)
        inlines(children)
        raw(span.closingTag)
    }

    private mutating func image(_ link: Link) {
        let variants = options.imageVariants?(link.destination) ?? []
        let isSafe = options.allowsUnsafeHTML || URLSafety.isSafe(link.destination)
        guard !variants.isEmpty, isSafe else {
            imageElement(link, selfClosing: true)
            return
        }
        raw("<picture>")
        for variant in variants {
            raw("<source srcset=\"")
            url(variant.source, isImage: true)
            raw(variant.appearance == "dark" ? "\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"" : "\" media=\"not all\" data-appearance=\"")
            attribute(variant.appearance)
            raw("\">")
        }
        imageElement(link, selfClosing: false)
        raw("</picture>")
    }

    private mutating func imageElement(_ link: Link, selfClosing: Bool) {
        raw("<img src=\"")
        url(link.destination, isImage: true)
        raw("\" alt=\"")
        attribute(PlainText.of(link.content, keepingHTML: true))
        raw("\"")
        title(link.title)
        raw(selfClosing ? " />" : ">")
    }

    private mutating func title(_ title: String?) {
        guard let title else { return }
        raw(" title=\"")
        attribute(title)
        raw("\"")
    }
}

/// The inlines that only wrap others in an element.
enum Span {
    case emphasis, strong, strikethrough

    var openingTag: StaticString {
        switch self {
        case .emphasis: "<em>"
        case .strong: "<strong>"
        case .strikethrough: "<del>"
        }
    }

    var closingTag: StaticString {
        switch self {
        case .emphasis: "</em>"
        case .strong: "</strong>"
        case .strikethrough: "</del>"
        }
    }
}
