import Core

/// The on-page table of contents: h2 and h3 headings with ids, nested.
enum TableOfContents {
    static func html(_ headings: [Page.Heading]) -> String {
        let entries = headings.filter { ($0.level == 2 || $0.level == 3) && $0.id != nil }
        guard !entries.isEmpty else { return "" }
        var html = "<ul class=\"toc-list\">"
        var openSublist = false
        var openItem = false
        for heading in entries {
            let link = "<a href=\"#\(HTMLEscaping.attribute(heading.id!))\">\(HTMLEscaping.text(heading.text))</a>"
            if heading.level == 3 && openItem {
                html += openSublist ? "</li><li>" : "<ul><li>"
                openSublist = true
                html += link
                continue
            }
            if openSublist {
                html += "</li></ul>"
                openSublist = false
            }
            if openItem { html += "</li>" }
            html += "<li>" + link
            openItem = true
        }
        if openSublist { html += "</li></ul>" }
        if openItem { html += "</li>" }
        return html + "</ul>"
    }
}
