/// Each page's versions in the site's languages: the pages whose language paths share a neutral path
/// (`guide/intro.md`, `de/guide/intro.md`, whether written `intro.de.md` or in `de/`).
struct PageTranslations: Sendable {
    let languages: SiteLanguages
    /// The pages of each neutral path that has more than one, in the order the site declares its languages.
    private let versionsByNeutralPath: [String: [Int]]

    init(pages: [Page], languages: SiteLanguages) {
        self.languages = languages
        guard languages.isMultilingual else {
            versionsByNeutralPath = [:]
            return
        }
        var groups: [String: [Int]] = [:]
        for (position, page) in pages.enumerated() {
            groups[languages.neutralPath(ofLanguagePath: page.contentPath), default: []].append(position)
        }
        let order = Dictionary(uniqueKeysWithValues: languages.all.enumerated().map { ($1.code, $0) })
        versionsByNeutralPath = groups.filter { $0.value.count > 1 }.mapValues { versions in
            versions.sorted { order[languages.language(ofLanguagePath: pages[$0].contentPath).code]! < order[languages.language(ofLanguagePath: pages[$1].contentPath).code]! }
        }
    }

    /// The page's language.
    func language(of page: Page) -> SiteLanguages.Language {
        languages.language(ofLanguagePath: page.contentPath)
    }

    /// The pages that are `page` in every language it is written in, itself included; just itself when it has no translation.
    func versions(of position: Int, in pages: [Page]) -> [Int] {
        guard languages.isMultilingual else { return [position] }
        return versionsByNeutralPath[languages.neutralPath(ofLanguagePath: pages[position].contentPath)] ?? [position]
    }

    /// The home page URL of `language`: `/`, `/de/`.
    func homeURL(of language: SiteLanguages.Language) -> String {
        let folder = languages.folder(of: language)
        return folder.isEmpty ? "/" : "/" + folder + "/"
    }
}
