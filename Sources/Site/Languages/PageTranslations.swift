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
        // A page a language borrows from the default one is no translation: no alternate names it.
        for (position, page) in pages.enumerated() where !page.folder.isFallback {
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

    /// The pages of `positions` in `language`: every one in a site of one language.
    func pages(_ positions: [Int], in language: SiteLanguages.Language, of pages: [Page]) -> [Int] {
        guard languages.isMultilingual else { return positions }
        return positions.filter { self.language(of: pages[$0]) == language }
    }

    /// The tags of `language`'s pages, each with only those pages and its language's URL; tags no page of the language has are left out.
    func tags(_ tags: [SiteIndex.Tag], in language: SiteLanguages.Language, of pages: [Page]) -> [SiteIndex.Tag] {
        guard languages.isMultilingual else { return tags }
        return tags.compactMap { tag in
            var own = tag
            own.pages = self.pages(tag.pages, in: language, of: pages)
            own.folder = languages.folder(of: language)
            return own.pages.isEmpty ? nil : own
        }
    }

    /// The home page URL of `language`: `/`, `/de/`.
    func homeURL(of language: SiteLanguages.Language) -> String {
        let folder = languages.folder(of: language)
        return folder.isEmpty ? "/" : "/" + folder + "/"
    }
}
