import FrontMatter

/// MkDocs' `nav:` in each language (the language's own `nav`, else the site's), placed in sitegen's navigation
/// (`NavPlacement`) and written on that language's pages (`NavigationWriter`): titles translated by the
/// language's `nav_translations`, section titles on the index page of the section's folder in that language or on
/// an `_index.md` made for it, links as link pages.
struct MkDocsNavigation {
    private let languages: SourceLanguages
    /// Each language's navigation placed, by code.
    private let placements: [String: NavPlacement]
    /// Each language's pages by base path, by code.
    private var pages: [String: [String: NavigationWriter.Page]] = [:]

    init(nav: FrontMatterValue?, languages: SourceLanguages) {
        self.languages = languages
        var placements: [String: NavPlacement] = [:]
        for language in languages.languages { placements[language.code] = NavPlacement(NavItem.mkdocs(language.nav ?? nav)) }
        self.placements = placements
    }

    /// Records a page placed so, which the site's pages will hold at `index`.
    mutating func add(_ page: SourcePage, placement: SourceLanguages.Placement, index: Int) {
        pages[placement.language.code, default: [:]][placement.basePath] = NavigationWriter.Page(index: index, page: page)
    }

    /// Writes each language's navigation on its pages, and lists what the navigation names but the docs folder does
    /// not hold, and what sitegen shows elsewhere than the navigation does.
    func write(into site: inout ImportedSite, docsFolder: String) {
        for language in languages.languages {
            guard let placement = placements[language.code] else { continue }
            let writer = NavigationWriter(
                pages: pages[language.code] ?? [:], navTitleIsPageTitle: true, translate: { language.navTitle($0) },
                contentPath: { [languages] in languages.contentPath(.init(language: language, basePath: $0)) }, language: language.code)
            writer.write(placement, into: &site)
        }
        guard let placement = placements[languages.defaultLanguage.code] else { return }
        let own = pages[languages.defaultLanguage.code] ?? [:]
        site.report.skipped += placement.entries.keys.filter { own[$0] == nil }.sorted().map { "nav: \($0): no such page in \(docsFolder)/" }
        site.report.skipped += placement.misplaced.map { "nav: \($0)" }
    }
}

extension SourceLanguages.Language {
    /// A nav title in this language: its translation, else the title itself in the default language
    /// or one with a nav of its own; nil when a translation is missing, so the page's own heading serves.
    func navTitle(_ title: String) -> String? {
        navTranslations[title] ?? (isDefault || nav != nil ? title : nil)
    }
}
