import Core

/// The on-page table of contents: h2 and h3 headings with ids, nested.
enum TableOfContents {
    /// Written as bytes: built with string interpolation and the `String` escapers, the list of a
    /// long page's headings was a measurable part of every build (the default layout asks for it more than once).
    static func html(_ headings: [Page.Heading]) -> String {
        let entries = headings.filter { ($0.level == 2 || $0.level == 3) && $0.id != nil }
        guard !entries.isEmpty else { return "" }
        var html: [UInt8] = []
        html.reserveCapacity(entries.reduce(64) { $0 + $1.text.utf8.count + $1.id!.utf8.count + 32 })
        append("<ul class=\"toc-list\">", to: &html)
        var openSublist = false
        var openItem = false
        for heading in entries {
            if heading.level == 3 && openItem {
                append(openSublist ? "</li><li>" : "<ul><li>", to: &html)
                openSublist = true
                appendLink(to: heading, in: &html)
                continue
            }
            if openSublist {
                append("</li></ul>", to: &html)
                openSublist = false
            }
            if openItem { append("</li>", to: &html) }
            append("<li>", to: &html)
            appendLink(to: heading, in: &html)
            openItem = true
        }
        if openSublist { append("</li></ul>", to: &html) }
        if openItem { append("</li>", to: &html) }
        append("</ul>", to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    private static func appendLink(to heading: Page.Heading, in html: inout [UInt8]) {
        append("<a href=\"#", to: &html)
        HTMLEscaping.appendAttribute(heading.id!.utf8, to: &html)
        append("\">", to: &html)
        HTMLEscaping.appendText(heading.text.utf8, to: &html)
        append("</a>", to: &html)
    }

    private static func append(_ markup: StaticString, to html: inout [UInt8]) {
        markup.withUTF8Buffer { html.append(contentsOf: $0) }
    }
}
