import Core
import Templates

/// `sitemap` in the templates of sitemap.xml and robots.txt.
struct SitemapObject: TemplateObject {
    unowned let context: SiteContext

    var memberNames: [String] { ["entries", "url"] }

    func member(_ name: String) -> TemplateValue? {
        let baseURL = context.config.baseURL
        switch name {
        case "entries": return entries
        // Crawlers need an absolute URL: without a host in the base URL there is none to give.
        case "url": return baseURL.isAbsolute ? .string(baseURL.absoluteURL("/sitemap.xml")) : .null
        default: return nil
        }
    }

    /// Every page, in the order of their URLs; made only when a template reads them (robots.txt does not).
    private var entries: TemplateValue {
        let pages = context.index.pages
        let positions = pages.indices.sorted { pages[$0].route.hasURL(before: pages[$1].route) }
        return .array(positions.map { .object(SitemapEntry(position: $0, page: pages[$0], context: context)) })
    }
}

/// One page of the sitemap: `permalink`, `lastmod` (its last change, else its date, as the W3C date
/// in UTC the sitemap protocol asks for; null when it has neither) and `page`, its `page` value.
struct SitemapEntry: TemplateObject {
    let position: Int
    let page: Page
    unowned let context: SiteContext

    var memberNames: [String] { ["permalink", "lastmod", "page"] }

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "permalink": .string(context.config.baseURL.absoluteURL(page.route.url))
        case "lastmod": (page.metadata.lastModified ?? page.metadata.date).map { .string(CivilDate($0).iso8601Date) } ?? .null
        case "page": context.value(ofPage: position)
        default: nil
        }
    }
}
