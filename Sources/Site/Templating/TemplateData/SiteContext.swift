import Core
import Foundation
import FrontMatter
import Templates
import Theme

/// Everything templates can reach about the site, shared by every page's
/// render: built once per build, read concurrently.
final class SiteContext: Sendable {
    let index: SiteIndex
    let config: SiteConfig
    let navigation: Navigation
    /// Each page's versions in the site's languages.
    let translations: PageTranslations
    let themeHead: String
    /// The DocC catalogs' own header and footer, by catalog.
    let catalogChrome: [String: CatalogChrome]
    /// The layout's words for readers, per language.
    let strings: LayoutStrings
    /// `site.data`: the data files.
    let data: TemplateValue
    /// Site-wide collections (`site.pages`, `site.tags`…), built on first use and shared by every render.
    private let collections = Locked<[String: TemplateValue]>([:])

    init(
        index: SiteIndex, config: SiteConfig, themeHead: String, catalogChrome: [String: CatalogChrome] = [:],
        strings: LayoutStrings = LayoutStrings(), data: TemplateValue = .dictionary([:])
    ) {
        self.index = index
        self.config = config
        self.themeHead = themeHead
        self.catalogChrome = catalogChrome
        self.strings = strings
        self.data = data
        navigation = Navigation(index: index, baseURL: config.baseURL, languages: config.languages)
        translations = PageTranslations(pages: index.pages, languages: config.languages)
    }

    /// The `page` value of a page.
    func value(ofPage page: Int) -> TemplateValue {
        .object(PageObject(position: page, page: index.pages[page], context: self))
    }

    /// `page` for the page being rendered: it keeps what is costly to make and read more than once.
    func value(ofRenderedPage page: Int) -> TemplateValue {
        .object(RenderedPageObject(PageObject(position: page, page: index.pages[page], context: self)))
    }

    /// `page` values of a list of pages.
    func values(of positions: [Int]) -> TemplateValue {
        let pages = index.pages
        return .array(positions.map { .object(PageObject(position: $0, page: pages[$0], context: self)) })
    }

    /// The `site` value of a page in the site's default language, or of a generated page.
    var siteValue: TemplateValue {
        .object(SiteObject(context: self, language: config.languages.defaultLanguage))
    }

    /// The `site` value of a page in `language`: its title, its language and direction.
    func siteValue(in language: SiteLanguages.Language) -> TemplateValue {
        .object(SiteObject(context: self, language: language))
    }

    /// The `strings` value of a page in `language`: the layout's words in it.
    func stringsValue(language: String) -> TemplateValue {
        strings.value(forLanguage: language)
    }

    /// The `theme` value for a page that may force a color scheme.
    func themeValue(forcedScheme: PageMetadata.ColorScheme?) -> TemplateValue {
        .dictionary([
            "head": .html(themeHead),
            "html_attributes": .html(ThemeMarkup.htmlAttributes(forcedScheme: forcedScheme?.rawValue)),
        ])
    }

    /// The site's shape: every page's shape members as templates read them, and the link pages. Every page's
    /// render depends on it (navigation, lists and pagers show other pages' titles, dates, order…).
    var shapeKey: ShapeKey {
        ShapeKey { hasher in
            for (position, page) in index.pages.enumerated() {
                let page = PageObject(position: position, page: page, context: self)
                for name in PageObject.shapeMembers {
                    hasher.combine(templateValue: page.member(name) ?? .null)
                }
            }
            // Link pages are not pages, but every page's navigation lists them.
            for link in index.links {
                for text in [link.contentPath, link.target, link.title, link.group ?? ""] { hasher.combineBytes(of: text) }
                hasher.combine(link.weight)
            }
        }
    }

    /// A site-wide collection, computed once.
    func collection(_ name: String, _ make: () -> TemplateValue) -> TemplateValue {
        if let cached = collections.withLock({ $0[name] }) { return cached }
        let value = make()
        collections.withLock { $0[name] = value }
        return value
    }

    /// The "Edit this page" URL, when site.json sets repoURL.
    func editURL(of page: Page) -> String? {
        guard let repoURL = config.repoURL else { return nil }
        let repo = repoURL.hasSuffix("/") ? String(repoURL.dropLast()) : repoURL
        var editPath = config.editPath ?? "edit/main/Content/"
        while editPath.hasPrefix("/") { editPath.removeFirst() }
        if !editPath.isEmpty && !editPath.hasSuffix("/") { editPath += "/" }
        // A page of an older version is edited in its version's folder, in place of Content/; one read from git is not edited.
        if case .versioned(let name, _) = page.folder.naming {
            guard case .folder(let folder)? = config.versions.all.first(where: { $0.name == name })?.source, editPath.hasSuffix("Content/") else { return nil }
            editPath = editPath.dropLast("Content/".count) + folder + "/"
        }
        return repo + "/" + editPath + page.folder.filePath(of: page.contentPath).pathSegments().map { PercentEncoding.encodedPathSegment(String($0)) }.joined(separator: "/")
    }
}
