import Templates

/// Which template renders a page: front matter `layout`; else the section's
/// template (`docs.html` for Content/docs/…); else `page.html`. Index pages use
/// `list.html` unless their front matter names a layout.
enum TemplateSelection {
    /// What the choice depends on: pages that agree on it use the same template.
    struct Key: Hashable, Sendable {
        var layout: String?
        var isIndex: Bool
        var topSection: String

        init(_ page: Page) {
            layout = page.metadata.layout
            isIndex = page.isIndex
            topSection = page.topSection
        }
    }

    /// The template of every page, each distinct choice made once.
    static func templates(for pages: [Page], in library: TemplateLibrary) -> [Key: Result<String, DiagnosticList>] {
        var choices: [Key: Result<String, DiagnosticList>] = [:]
        for page in pages {
            let key = Key(page)
            if choices[key] == nil {
                choices[key] = Result { () throws(DiagnosticList) in try template(for: page, in: library) }
            }
        }
        return choices
    }

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
        for candidate in candidates where try library.exists(candidate) { return candidate }
        let looked = candidates.map { "Templates/" + $0 }.joined(separator: ", ")
        throw DiagnosticList([Diagnostic(.error, "no template for \(page.sourcePath): looked for \(looked)")])
    }
}

import Core
