import Core
import Templates

/// `page` for pages the build makes itself (tag pages, the tag list, 404):
/// it answers every member a content page has, so layouts shared with
/// content pages render without undefined-variable warnings.
struct GeneratedPageObject: TemplateObject {
    let title: String
    let url: String
    let pages: [Int]
    /// Extra members (`tag`, `tags`).
    let extra: [String: TemplateValue]
    /// The language of the page: its sidebar is that language's.
    let language: SiteLanguages.Language
    unowned let context: SiteContext

    var memberNames: [String] { PageObject.names + extra.keys.sorted() }

    func member(_ name: String) -> TemplateValue? {
        if let value = extra[name] { return value }
        switch name {
        case "title": return .string(title)
        case "url": return .string(url)
        case "permalink": return .string(context.config.baseURL.absoluteURL(url))
        case "summary", "section", "section_path", "source": return .string("")
        case "content", "toc": return .html("")
        case "headings", "tags", "tag_links", "breadcrumbs", "aliases", "authors": return .array([])
        case "params": return .dictionary([:])
        case "pages": return context.values(of: pages)
        case "word_count": return .number(0)
        case "reading_time": return .number(0)
        case "draft", "is_home", "starts_with_h1": return .bool(false)
        case "is_index": return .bool(true)
        case "navigation": return .html(context.navigation.html(currentPage: nil, language: language))
        default: return PageObject.names.contains(name) ? .null : nil
        }
    }
}
