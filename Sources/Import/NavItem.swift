import FrontMatter

/// An entry of a generator's navigation as the import reads it: MkDocs' `nav:`, a Jekyll navigation data file,
/// a Hugo menu. Pages are named by their path as the default language has it (`guide/install.md`).
indirect enum NavItem: Equatable {
    /// A page, with the title the navigation gives it and, where the navigation numbers its entries itself
    /// (Hugo's menus), its weight.
    case page(String, title: String?, weight: Int? = nil)
    /// A link out of the site.
    case link(String, title: String, weight: Int? = nil)
    /// A titled group of entries.
    case section(String, items: [NavItem], weight: Int? = nil)

    /// The paths of the pages in the items, nested ones included, in order.
    static func pages(in items: [NavItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .page(let path, _, _): [path]
            case .link: []
            case .section(_, let children, _): pages(in: children)
            }
        }
    }

    /// Whether a navigation entry's target leads out of the site (`https://…`, `mailto:…`).
    static func isExternal(_ target: String) -> Bool {
        target.contains("://") || target.lowercased().hasPrefix("mailto:")
    }

    /// A URL as a navigation's targets and the old site's URLs are matched: without `index.html`, `.html`, a query, a
    /// fragment or a final `/` (`/docs/`, `/docs/index.html` and `/docs` name one page).
    static func urlKey(_ url: String) -> String {
        var key = String(url.prefix { $0 != "#" && $0 != "?" })
        if key.hasSuffix("index.html") { key.removeLast("index.html".count) }
        if key.hasSuffix(".html") { key.removeLast(".html".count) }
        while key.hasSuffix("/") { key.removeLast() }
        return key.hasPrefix("/") ? key : "/" + key
    }

    /// MkDocs' `nav:`: a list of page paths, `Title: path` pairs and `Title: [entries]` sections; an entry whose
    /// target is a URL (`GitHub: https://…`) is a link.
    static func mkdocs(_ nav: FrontMatterValue?) -> [NavItem] {
        guard case .list(let entries)? = nav else { return [] }
        return entries.flatMap { entry -> [NavItem] in
            switch entry {
            case .map(let pairs):
                pairs.compactMap { pair -> NavItem? in
                    if case .list = pair.value { return .section(pair.key, items: mkdocs(pair.value)) }
                    return pair.value.scalarText.map { target(of: $0, title: pair.key) }
                }
            case let value: value.scalarText.map { [target(of: $0, title: nil)] } ?? []
            }
        }
    }

    private static func target(of text: String, title: String?) -> NavItem {
        isExternal(text) ? .link(text, title: title ?? text) : .page(text, title: title)
    }
}
