import Core
import Templates

/// Which template renders a page: front matter `layout`; else the section's
/// template (`docs.html` for Content/docs/…); else `page.html`. Index pages use
/// `list.html` unless their front matter names a layout. A layout the site has
/// no template for (Jekyll's `post`, Hugo's `single`) falls back to that default,
/// as in Jekyll, with one warning per layout name.
enum TemplateSelection {
    /// What the choice depends on: pages that agree on it use the same template.
    struct Key: Hashable, Sendable {
        var layout: String?
        var isIndex: Bool
        var topSection: String

        init(_ page: Page, languages: SiteLanguages) {
            layout = page.metadata.layout
            isIndex = page.isIndex
            topSection = languages.topSection(ofSectionPath: page.sectionPath)
        }
    }

    /// The template of every page, each distinct choice made once, and a warning for each layout
    /// name that has no template.
    static func templates(
        for pages: [Page], in library: TemplateLibrary, languages: SiteLanguages
    ) -> (choices: [Key: Result<String, DiagnosticList>], warnings: [Diagnostic]) {
        var choices: [Key: Result<String, DiagnosticList>] = [:]
        var missingLayouts: Set<String> = []
        var warnings: [Diagnostic] = []
        for page in pages {
            let key = Key(page, languages: languages)
            guard choices[key] == nil else { continue }
            choices[key] = Result { () throws(DiagnosticList) in
                let choice = try template(for: page, topSection: key.topSection, in: library)
                if let layout = choice.missingLayout, missingLayouts.insert(layout).inserted {
                    warnings.append(Diagnostic(
                        .warning, "layout '\(layout)' (first used by \(page.sourcePath)) has no template \(fileName(ofLayout: layout)) in Templates/: its pages use the default layout",
                        kind: .unknownLayout))
                }
                return choice.template
            }
        }
        return (choices, warnings)
    }

    static func fileName(ofLayout layout: String) -> String {
        layout.hasSuffix(".html") ? layout : layout + ".html"
    }

    /// The page's template, and the layout its front matter names when the site has no template for
    /// it. A template that exists but does not compile is an error at its location, never a fallback.
    static func template(for page: Page, topSection: String, in library: TemplateLibrary) throws(DiagnosticList) -> (template: String, missingLayout: String?) {
        var candidates: [String] = []
        var missingLayout: String?
        if let layout = page.metadata.layout {
            if try library.exists(fileName(ofLayout: layout)) {
                return (fileName(ofLayout: layout), nil)
            }
            missingLayout = layout
        }
        if page.isIndex {
            candidates.append("list.html")
        } else {
            if !topSection.isEmpty { candidates.append(topSection + ".html") }
            candidates.append("page.html")
        }
        for candidate in candidates where try library.exists(candidate) { return (candidate, missingLayout) }
        let looked = candidates.map { "Templates/" + $0 }.joined(separator: ", ")
        throw DiagnosticList([Diagnostic(.error, "no template for \(page.sourcePath): looked for \(looked)")])
    }
}
