import Core
import Templates

extension SiteObject {
    /// `site.nav`: the header's links in this value's language, each `title`, `url` and `section` (the top-level
    /// section it leads into, which the layouts compare with `page.section` to mark the current one; null for a link
    /// that leaves the site). site.json's `"nav"` when it has one, else the language's top-level sections with an
    /// index page, in navigation order, each titled as the sidebar titles it.
    func headerLinks() -> TemplateValue {
        guard let configured = context.config.nav else {
            return .array(topSectionPaths().compactMap { path in
                guard let section = context.index.sections[path], let indexPage = section.indexPage else { return nil }
                let url = context.index.pages[indexPage].route.url
                return Self.headerLink(title: section.title, url: url, section: context.config.languages.topSection(ofSectionPath: path))
            })
        }
        let home = context.translations.homeURL(of: language)
        return .array(configured.map { link in
            guard link.isSiteRelative else { return Self.headerLink(title: link.title, url: link.url, section: nil) }
            // The same place in the page's language and version: `/docs/` is `/de/docs/` on a German page.
            let section = link.url.split(separator: "/", maxSplits: 1).first.map(String.init)
            return Self.headerLink(title: link.title, url: home + link.url.dropFirst(), section: section)
        })
    }

    /// The paths of this value's language's top-level sections in navigation order: the default language's root
    /// holds the other languages' folders, which are not its sections.
    func topSectionPaths() -> [String] {
        let languages = context.config.languages
        return (context.index.sections[languages.folder(of: language)]?.subsections ?? []).filter { path in
            languages.language(ofLanguagePath: path + "/") == language
        }
    }

    private static func headerLink(title: String, url: String, section: String?) -> TemplateValue {
        .dictionary(["title": .string(title), "url": .string(url), "section": section.map(TemplateValue.string) ?? .null])
    }
}
