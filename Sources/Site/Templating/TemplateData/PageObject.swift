import Core
import DocC
import Foundation
import FrontMatter
import Templates

/// `page` in templates: members are computed when a template reads them, so a
/// layout that never shows `page.prev` never pays for it. Three words, so a template value holds it
/// without a box of its own: a tag page lists thousands (the page being rendered is a `RenderedPageObject`).
struct PageObject: TemplateObject {
    /// The page's position in the site index.
    let position: Int
    /// The page, held rather than looked up in the index at each read: every lookup retained the index and
    /// its array of pages, shared by both cores, and a tag page listing thousands of pages waited on them.
    let page: Page
    unowned let context: SiteContext

    /// Members derived from the page's content rather than its place in the site (a DocC page's
    /// `@Metadata` is part of its content).
    static let contentMembers: Set<String> = [
        "content", "toc", "headings", "summary", "description", "params", "word_count", "reading_time", "starts_with_h1",
        "authors", "title_heading", "kind", "icon", "image", "accent", "api_reference", "navigation_tree",
    ]

    /// Members that lead to other pages; what they show follows from those pages' own members.
    static let relationMembers: Set<String> = ["pages", "prev", "next", "newer", "older", "breadcrumbs", "navigation"]

    /// What templates can read of a page besides its content and its relations: the site's shape.
    /// Derived from `names`, so a member added there is part of the shape unless it is declared content
    /// (reported to the render tracker) or a relation; a rebuild cannot miss it.
    static let shapeMembers = names.filter { !contentMembers.contains($0) && !relationMembers.contains($0) && !catalogMembers.contains($0) }

    /// Members that show the page's DocC catalog's own header and footer: the render key holds each catalog's once
    /// (`TemplateStep`), rather than the shape holding them for every page of the catalog.
    static let catalogMembers: Set<String> = ["catalog_header", "catalog_footer"]

    static let names = [
        "title", "url", "permalink", "date", "description", "summary", "content", "toc", "headings", "tags", "tag_links",
        "params", "section", "section_path", "pages", "prev", "next", "newer", "older", "word_count", "reading_time", "starts_with_h1",
        "authors", "draft", "source",
        "is_index", "is_home", "breadcrumbs", "navigation", "color_scheme", "edit_url", "weight", "slug", "layout", "aliases",
        "title_heading", "kind", "icon", "image", "accent", "api_reference", "navigation_tree", "catalog_header", "catalog_footer",
        "language", "translations", "languages", "fallback", "canonical", "versions", "nav_title", "nav_group",
    ]

    var memberNames: [String] { Self.names }

    func member(_ name: String) -> TemplateValue? {
        reportRead(of: name)
        return value(of: name, headings: { page.headings })
    }

    /// `content` as the spool keeps it: printed, a page's HTML is copied from bytes to bytes.
    func markupUTF8(_ name: String) -> [UInt8]? {
        guard name == "content" else { return nil }
        reportRead(of: name)
        return page.body.bytes
    }

    /// Tells the render being tracked that it read the page's content, when `name` is a content member.
    func reportRead(of name: String) {
        if let tracker = RenderTracker.current, Self.contentMembers.contains(name) {
            tracker.readContent(of: position, contentPath: page.contentPath)
        }
    }

    /// Whether the page has a table of contents: every page but a symbol's without members, whose few short
    /// sections (Declaration, Parameters, Return Value) fit on one screen, as DocC shows them without one.
    /// The header and footer of the catalog the page is in, if it has either.
    private var catalogChrome: CatalogChrome? {
        guard page.docC != nil, let catalog = DocCCatalog.root(of: page.contentPath) else { return nil }
        return context.catalogChrome[catalog]
    }

    private var showsTableOfContents: Bool {
        page.docC?.documentedSymbol == nil || page.docC?.navigationTree == nil || page.isIndex
    }

    /// The member called `name`; `toc` and `headings` are made from `headings`.
    func value(of name: String, headings: () -> [Page.Heading]) -> TemplateValue? {
        switch name {
        case "title": return .string(page.title)
        case "url": return .string(page.route.url)
        case "permalink": return .string(context.config.baseURL.absoluteURL(page.route.url))
        case "date": return page.metadata.date.map { .date($0, utcOffset: page.metadata.dateUTCOffset) } ?? .null
        case "description": return page.metadata.description.map(TemplateValue.string) ?? .null
        case "summary": return .string(page.summary)
        case "content": return .html(page.content)
        case "toc": return .html(showsTableOfContents ? TableOfContents.html(headings()) : "")
        case "headings": return .array(headings().map { .object(HeadingObject(heading: $0)) })
        case "tags": return .array(page.metadata.tags.map(TemplateValue.string))
        case "tag_links":
            return .array(page.metadata.tags.map { tag in
                .dictionary(["name": .string(tag), "url": .string(SiteIndex.Tag.url(
                    ofSlug: SiteIndex.Tag.slug(ofName: tag), folder: context.config.languages.folder(of: context.translations.language(of: page))))])
            })
        case "params": return .dictionary(Dictionary(page.metadata.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        case "section": return .string(context.config.languages.topSection(ofSectionPath: page.sectionPath))
        case "section_path": return .string(page.sectionPath)
        case "pages": return page.isIndex ? context.values(of: context.index.listedPages(of: position)) : .array([])
        case "prev": return related(context.index.previous(of: position))
        case "next": return related(context.index.next(of: position))
        case "newer": return related(context.index.newer(than: position))
        case "older": return related(context.index.older(than: position))
        case "word_count": return .number(Double(page.wordCount))
        case "reading_time": return .number(Double(page.readingTime))
        case "starts_with_h1": return .bool(page.startsWithH1)
        case "authors": return PageAuthors.value(of: page.metadata.params, data: context.data)
        case "draft": return .bool(page.metadata.draft)
        case "source": return .string(page.sourcePath)
        case "is_index": return .bool(page.isIndex)
        case "is_home": return .bool(page.route.url == context.translations.homeURL(of: context.translations.language(of: page)))
        case "language": return .string(context.translations.language(of: page).code)
        case "translations": return translations()
        case "languages": return languageMenu()
        case "fallback": return fallback()
        case "canonical": return .string(context.config.baseURL.absoluteURL(context.index.pages[canonicalPage].route.url))
        case "versions": return VersionLinks(context: context).menu(contentPath: page.contentPath, language: context.translations.language(of: page))
        case "breadcrumbs": return breadcrumbs()
        // A page of a module's documentation has its module's whole tree instead (`navigation_tree`, drawn by the layout's
        // script): thousands of pages each listing the way to themselves cost more than the one file; without the
        // script, its breadcrumbs lead up and its Topics down.
        case "navigation": return .html(page.docC?.navigationTree == nil ? context.navigation.html(currentPage: position) : "")
        case "color_scheme": return page.metadata.colorScheme.map { .string($0.rawValue) } ?? .null
        case "edit_url": return context.editURL(of: page).map(TemplateValue.string) ?? .null
        case "weight": return page.metadata.weight.map { .number(Double($0)) } ?? .null
        case "nav_title": return .string(page.navigationTitle)
        case "nav_group": return page.metadata.navGroup.map(TemplateValue.string) ?? .null
        case "slug": return page.metadata.slug.map(TemplateValue.string) ?? .null
        case "layout": return page.metadata.layout.map(TemplateValue.string) ?? .null
        case "aliases": return .array(page.metadata.aliases.map(TemplateValue.string))
        case "title_heading": return page.docC?.eyebrow.map(TemplateValue.string) ?? .null
        case "api_reference": return .bool(page.docC?.navigationTree != nil)
        case "navigation_tree": return page.docC?.navigationTree.map { .string(context.config.baseURL.url($0)) } ?? .null
        case "kind": return page.docC?.kind.map(TemplateValue.string) ?? .null
        case "icon": return page.docC?.icon.map(Self.image) ?? .null
        case "image": return page.docC?.card.map { .string($0.source) } ?? frontMatterImage
        case "accent": return page.docC?.color.map(TemplateValue.string) ?? .null
        case "curates_topics": return .bool(page.docC?.curatesTopics ?? false)
        case "catalog_header": return catalogChrome?.header.map(TemplateValue.html) ?? .null
        case "catalog_footer": return catalogChrome?.footer.map(TemplateValue.html) ?? .null
        default: return nil
        }
    }

    /// Front matter `image:`, the page's Open Graph image.
    private var frontMatterImage: TemplateValue {
        guard case .string(let path)? = page.metadata.params.first(where: { $0.key == "image" })?.value else { return .null }
        return .string(path)
    }

    private static func image(_ image: DocCPageMetadata.Image) -> TemplateValue {
        .dictionary(["url": .string(image.source), "alt": .string(image.alt ?? "")])
    }

    private func related(_ other: Int?) -> TemplateValue {
        other.map(context.value(ofPage:)) ?? .null
    }

    /// The page in every language it is written in, itself included: `<link rel="alternate" hreflang>`.
    private func translations() -> TemplateValue {
        let pages = context.index.pages
        return .array(context.translations.versions(of: position, in: pages).map { version in
            let language = context.translations.language(of: pages[version])
            return .dictionary(["code": .string(language.code), "name": .string(language.name), "url": .string(pages[version].route.url),
                                "title": .string(pages[version].title), "current": .bool(version == position),
                                "default": .bool(context.config.languages.isDefault(language))])
        })
    }

    /// The default language's page this one shows, for a page of a language that falls back.
    private var fallbackOriginal: Int? {
        guard page.folder.isFallback else { return nil }
        let languages = context.config.languages
        return context.index.pageByContentPath[languages.neutralPath(ofLanguagePath: page.contentPath)]
    }

    /// The page search engines should index for this one: the original of a page a language borrows, and the same page
    /// in the default version for a page of another version that the default one has.
    private var canonicalPage: Int {
        let original = fallbackOriginal ?? position
        guard context.config.versions.isVersioned else { return original }
        return VersionLinks(context: context).page(context.index.pages[original].contentPath, inVersion: "") ?? original
    }

    /// For a default-language page shown in another language: its language's `code` and `name` and the original's `url`.
    private func fallback() -> TemplateValue {
        guard let original = fallbackOriginal else { return .null }
        let language = context.config.languages.defaultLanguage
        return .dictionary(["code": .string(language.code), "name": .string(language.name), "url": .string(context.index.pages[original].route.url)])
    }

    /// Every language of the site, each with this page in it, or its home when the page has no translation there.
    private func languageMenu() -> TemplateValue {
        let pages = context.index.pages
        let versions = context.translations.versions(of: position, in: pages)
        let current = context.translations.language(of: page)
        let languages = context.config.languages
        let neutral = languages.neutralPath(ofLanguagePath: page.contentPath)
        return .array(languages.languages(ofVersion: current.version).map { language in
            // A language that falls back shows the page too, in its own chrome.
            let version = versions.first { context.translations.language(of: pages[$0]) == language }
                ?? context.index.pageByContentPath[languages.languagePath(of: neutral, in: language)]
            return .dictionary(["code": .string(language.code), "name": .string(language.name), "current": .bool(language == current),
                                "url": .string(version.map { pages[$0].route.url } ?? context.translations.homeURL(of: language)),
                                "translated": .bool(version.map { !pages[$0].folder.isFallback } ?? false)])
        })
    }

    private func breadcrumbs() -> TemplateValue {
        // A translation's trail starts at its language's home (in its version), not the default language's.
        let languageFolder = context.config.languages.folder(of: context.translations.language(of: page))
        return .array(context.index.ancestry(of: position).compactMap { section in
            guard let indexPage = section.indexPage, indexPage != position,
                  languageFolder.isEmpty || section.path.utf8.count >= languageFolder.utf8.count else { return nil }
            let target = context.index.pages[indexPage]
            return .dictionary(["title": .string(target.title), "url": .string(target.route.url)])
        })
    }
}

extension TemplateValue {
    /// Front matter values as templates see them.
    init(_ value: FrontMatterValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number, _): self = .number(number)
        case .string(let string): self = .string(string)
        case .date(let date, let text): self = .date(date, utcOffset: FrontMatterDate.parseKeepingOffset(text)?.utcOffset ?? 0)
        case .list(let items): self = .array(items.map(TemplateValue.init))
        case .map(let entries): self = .dictionary(Dictionary(entries.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
