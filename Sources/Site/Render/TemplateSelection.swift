import Templates

/// Which template renders a page: front matter `layout`; else the section's
/// template (`docs.html` for Content/docs/…); else `page.html`. Index pages use
/// `list.html` unless their front matter names a layout.
enum TemplateSelection {
    static func template(for page: Page, in library: TemplateLibrary) throws(DiagnosticList) -> String {
        var candidates: [String] = []
        if let layout = page.metadata.layout {
            candidates.append(layout.hasSuffix(".html") ? layout : layout + ".html")
        } else if page.isIndex {
            candidates.append("list.html")
        } else {
            if !page.topSection.isEmpty { candidates.append(page.topSection + ".html") }
            candidates.append("page.html")
        }
        if let found = candidates.first(where: library.contains) { return found }
        let looked = candidates.map { "Templates/" + $0 }.joined(separator: ", ")
        throw DiagnosticList([Diagnostic(.error, "no template for \(page.sourcePath): looked for \(looked)")])
    }
}

import Core
