import Core

/// The content of the home page the build makes when Content/ has no index.md: the top-level
/// sections, pages and link pages as the sidebar orders them (the layout adds the recent pages); in a site of several languages,
/// each language's home without one gets its own.
enum GeneratedHome {
    /// The list of `language`'s home: its folder's sections and pages; the default language's leaves the other languages' folders out.
    static func sectionList(index: SiteIndex, baseURL: BaseURL, language: SiteLanguages.Language, languages: SiteLanguages) -> String {
        guard let root = index.sections[languages.folder(of: language)] else { return "" }
        var items = ""
        for entry in root.entries {
            if case .section(let path) = entry, languages.language(ofLanguagePath: path + "/") != language { continue }
            let link: (title: String, url: String)?
            switch entry {
            case .page(let page): link = (index.pages[page].navigationTitle, baseURL.url(index.pages[page].route.url))
            case .section(let path):
                let section = index.sections[path]
                link = (section?.indexPage ?? section?.pages.first).map { (section?.title ?? path, baseURL.url(index.pages[$0].route.url)) }
            case .link(let position):
                link = (index.links[position].title, index.links[position].url(baseURL))
            }
            guard let link else { continue }
            items += "<li><a href=\"\(HTMLEscaping.attribute(link.url))\">\(HTMLEscaping.text(link.title))</a></li>\n"
        }
        return items.isEmpty ? "" : "<ul class=\"card-list\">\n" + items + "</ul>\n"
    }
}
