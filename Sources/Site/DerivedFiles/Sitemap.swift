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
        let site = SitemapSite(context: context)
        let pages = site.pages
        // A page a language shows from the default one is a copy whose canonical URL is the original's.
        let positions = pages.indices.filter { !pages[$0].folder.isFallback }.sorted { pages[$0].route.hasURL(before: pages[$1].route) }
        return .array(positions.map { .object(SitemapEntry(position: $0, site: site)) })
    }
}

/// What every entry of the sitemap reads, held once: an entry is its page's position and this, so that the
/// template's every read of an entry, which copies it, costs one reference count.
final class SitemapSite: Sendable {
    let pages: [Page]
    let baseURL: BaseURL
    let context: SiteContext

    init(context: SiteContext) {
        pages = context.index.pages
        baseURL = context.config.baseURL
        self.context = context
    }
}

/// One page of the sitemap: `permalink`, `lastmod` (its last change, else its date, in UTC; null when it
/// has neither) and `page`, its `page` value.
struct SitemapEntry: TemplateObject {
    let position: Int
    let site: SitemapSite

    var memberNames: [String] { ["permalink", "lastmod", "page"] }

    func member(_ name: String) -> TemplateValue? {
        let page = site.pages[position]
        switch name {
        case "permalink": return .string(site.baseURL.absoluteURL(page.route.url))
        case "lastmod": return (page.metadata.lastModified ?? page.metadata.date).map { .date($0, utcOffset: 0) } ?? .null
        case "page": return site.context.value(ofPage: position)
        default: return nil
        }
    }
}
