import FrontMatter

/// MkDocs' `nav:` in each language (the language's own `nav`, else the site's): each page's weight
/// and title, the title translated by the language's `nav_translations`; and each nav section's
/// title and weight, written where sitegen's section titles come from: the index page of the
/// section's folder in that language, or an `_index.md` made for it.
struct MkDocsNavigation {
    private struct PlacedPage {
        /// The page's position in the site's pages.
        var index: Int
        /// Whether its front matter has a title, which the nav's does not replace.
        var titlesItself: Bool
    }

    private let languages: SourceLanguages
    /// Each language's nav order, by code.
    private let orders: [String: NavOrder]
    /// Each language's pages by base path, by code.
    private var pages: [String: [String: PlacedPage]] = [:]

    init(nav: FrontMatterValue?, languages: SourceLanguages) {
        self.languages = languages
        var orders: [String: NavOrder] = [:]
        for language in languages.languages { orders[language.code] = NavOrder(language.nav ?? nav) }
        self.orders = orders
    }

    /// The weight and title the nav gives the page placed so, which the site's pages will hold at `index`.
    mutating func additions(for placement: SourceLanguages.Placement, page: SourcePage, index: Int) -> [FrontMatterAddition] {
        let titlesItself = page.frontMatter["title"] != nil
        pages[placement.language.code, default: [:]][placement.basePath] = PlacedPage(index: index, titlesItself: titlesItself)
        guard let entry = orders[placement.language.code]?.entries[placement.basePath] else { return [] }
        var additions = [FrontMatterAddition(key: "weight", value: .number(entry.weight))]
        if !titlesItself, let title = placement.language.navTitle(entry.title) { additions.append(.title(title)) }
        return additions
    }

    /// Gives each nav section, in each language with pages in its folder, its title and weight:
    /// on the folder's index page, or on an `_index.md` made for it. A folder with a `README.md`,
    /// which MkDocs publishes as the folder's page and sitegen as a page of its own, is left alone.
    func addSections(to site: inout ImportedSite) {
        for language in languages.languages {
            let own = pages[language.code] ?? [:]
            let folders = Set(own.keys.flatMap(Self.folders(of:)))
            for section in orders[language.code]?.sections ?? [] where folders.contains(section.folder) {
                guard !["README.md", "readme.md", "Readme.md"].contains(where: { own[section.folder + "/" + $0] != nil }) else { continue }
                let title = FrontMatterAddition.title(language.navTranslations[section.title] ?? section.title)
                let weight = FrontMatterAddition(key: "weight", value: .number(section.weight))
                if let index = ["index.md", "_index.md", "index.markdown", "_index.markdown"].lazy.compactMap({ own[section.folder + "/" + $0] }).first {
                    site.pages[index.index].additions.removeAll { $0.key == "weight" || $0.key == "title" }
                    site.pages[index.index].additions += index.titlesItself ? [weight] : [title, weight]
                    site.report.count("nav: section → title and weight of its folder's index page")
                } else {
                    let contentPath = languages.contentPath(.init(language: language, basePath: section.folder + "/_index.md"))
                    site.pages.append(.init(contentPath: contentPath, text: "", additions: [title, weight], language: language.code))
                    site.report.count("nav: section → _index.md with its title and weight")
                }
            }
        }
    }

    /// `a`, `a/b` for `a/b/c.md`.
    private static func folders(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}

extension SourceLanguages.Language {
    /// A nav title in this language: its translation, else the title itself in the default language
    /// or one with a nav of its own; nil when a translation is missing, so the page's own heading serves.
    func navTitle(_ title: String?) -> String? {
        guard let title else { return nil }
        return navTranslations[title] ?? (isDefault || nav != nil ? title : nil)
    }
}

extension FrontMatterAddition {
    static func title(_ title: String) -> FrontMatterAddition { FrontMatterAddition(key: "title", value: .text(title)) }
}
