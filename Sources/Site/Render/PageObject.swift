import Core
import Foundation
import Templates

/// `page` in templates: members are computed when a template reads them, so a
/// layout that never shows `page.prev` never pays for it.
struct PageObject: TemplateObject {
    let page: Int
    unowned let context: SiteContext
    /// Set while rendering for a builder that rebuilds incrementally.
    let tracker: RenderTracker?

    /// Members derived from the page's content rather than its place in the site.
    static let contentMembers: Set<String> = [
        "content", "toc", "headings", "summary", "description", "params", "word_count", "reading_time",
    ]

    static let names = [
        "title", "url", "permalink", "date", "description", "summary", "content", "toc", "headings", "tags", "tag_links",
        "params", "section", "section_path", "pages", "prev", "next", "newer", "older", "word_count", "reading_time", "draft", "source",
        "is_index", "is_home", "breadcrumbs", "navigation", "color_scheme", "edit_url", "weight", "slug", "layout", "aliases",
    ]

    var memberNames: [String] { Self.names }

    func member(_ name: String) -> TemplateValue? {
        let page = context.index.pages[self.page]
        let metadata = page.metadata
        if let tracker, Self.contentMembers.contains(name) {
            tracker.readContent(of: self.page, contentPath: page.contentPath)
        }
        switch name {
        case "title": return .string(page.title)
        case "url": return .string(page.route.url)
        case "permalink": return .string(context.config.baseURL.absoluteURL(page.route.url))
        case "date": return metadata.date.map(TemplateValue.date) ?? .null
        case "description": return metadata.description.map(TemplateValue.string) ?? .null
        case "summary": return .string(page.summary)
        case "content": return .html(page.content)
        case "toc": return .html(context.tableOfContents[self.page])
        case "headings":
            return .array(page.headings.map { heading in
                .dictionary(["level": .number(Double(heading.level)), "text": .string(heading.text), "id": heading.id.map(TemplateValue.string) ?? .null])
            })
        case "tags": return .array(metadata.tags.map(TemplateValue.string))
        case "tag_links":
            return .array(metadata.tags.map { tag in
                .dictionary(["name": .string(tag), "url": .string("/tags/\(Route.percentEncoded(Slug.make(tag)))/")])
            })
        case "params": return .dictionary(Dictionary(metadata.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        case "section": return .string(page.topSection)
        case "section_path": return .string(page.sectionPath)
        case "pages": return page.isIndex ? context.values(of: context.index.listedPages(of: self.page), tracker: tracker) : .array([])
        case "prev": return context.index.previous(of: self.page).map { context.value(ofPage: $0, tracker: tracker) } ?? .null
        case "next": return context.index.next(of: self.page).map { context.value(ofPage: $0, tracker: tracker) } ?? .null
        case "newer": return context.index.newer(than: self.page).map { context.value(ofPage: $0, tracker: tracker) } ?? .null
        case "older": return context.index.older(than: self.page).map { context.value(ofPage: $0, tracker: tracker) } ?? .null
        case "word_count": return .number(Double(page.wordCount))
        case "reading_time": return .number(Double(page.readingTime))
        case "draft": return .bool(metadata.draft)
        case "source": return .string(page.sourcePath)
        case "is_index": return .bool(page.isIndex)
        case "is_home": return .bool(page.route.url == "/")
        case "breadcrumbs": return breadcrumbs(of: page)
        case "navigation": return .html(context.navigation.html(currentPage: self.page))
        case "color_scheme": return metadata.colorScheme.map { .string($0.rawValue) } ?? .null
        case "edit_url": return context.editURL(of: page).map(TemplateValue.string) ?? .null
        case "weight": return metadata.weight.map { .number(Double($0)) } ?? .null
        case "slug": return metadata.slug.map(TemplateValue.string) ?? .null
        case "layout": return metadata.layout.map(TemplateValue.string) ?? .null
        case "aliases": return .array(metadata.aliases.map(TemplateValue.string))
        default: return nil
        }
    }

    private func breadcrumbs(of page: Page) -> TemplateValue {
        .array(context.index.ancestry(of: self.page).compactMap { section in
            guard let indexPage = section.indexPage, indexPage != self.page else { return nil }
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
        case .date(let date, _): self = .date(date)
        case .list(let items): self = .array(items.map(TemplateValue.init))
        case .map(let entries): self = .dictionary(Dictionary(entries.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
