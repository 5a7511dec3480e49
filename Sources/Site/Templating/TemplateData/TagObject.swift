import Templates

/// One of `site.tag_list`: `name`, `slug`, `url`, `count` and `pages`. An object rather than a
/// dictionary: the list is made once and held for the whole render, and as a dictionary it held a
/// `page` value of every page of every tag though the default layout
/// reads only the tags' names and counts. `pages` is made when a template reads it.
struct TagObject: TemplateObject {
    let tag: SiteIndex.Tag
    unowned let context: SiteContext

    /// In the order a dictionary of the same members lists them (`json`, `for`).
    var memberNames: [String] { ["count", "name", "pages", "slug", "url"] }

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "name": .string(tag.name)
        case "slug": .string(tag.slug)
        case "url": .string(tag.url)
        case "count": .number(Double(tag.pages.count))
        case "pages": context.values(of: tag.pages)
        default: nil
        }
    }
}
