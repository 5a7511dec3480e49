import Core

/// Writes a navigation's placement into one language's imported pages as sitegen's own keys: `weight`, `nav_title`
/// (or `title`), `nav_group` on each page; a folder section's title, weight and group on the folder's index page or
/// on an `_index.md` made for it; a link page (`nav_link`) for each link. A key the page sets itself is left as it is.
struct NavigationWriter {
    /// A page of the language, as the writer needs it.
    struct Page {
        /// Its position in the site's pages.
        var index: Int
        /// The title its front matter gives it.
        var ownTitle: String?
        /// The keys of its front matter.
        var ownKeys: Set<String>

        init(index: Int, page: SourcePage) {
            self.index = index
            ownTitle = page.string("title")
            ownKeys = Set(page.frontMatter.entries.map(\.key))
        }

        /// Whether the page sets an addition's key itself, or another key that means the same.
        func sets(_ key: String) -> Bool {
            let synonyms = ["weight": ["weight", "nav_order"], "nav_title": ["nav_title", "linkTitle"]]
            return !ownKeys.isDisjoint(with: synonyms[key] ?? [key])
        }
    }

    /// The language's pages by base path (`guide/install.md`).
    var pages: [String: Page]
    /// Whether a navigation title is the title of a page that has none of its own (MkDocs takes a page's title from
    /// its nav), rather than only the title the navigation shows for it (a Jekyll navigation file, a Hugo menu).
    var navTitleIsPageTitle: Bool
    /// A title of the navigation in the language; nil where a page title has no translation (the page's own serves).
    var translate: (String) -> String? = { $0 }
    /// The Content/ path of a base path in the language (`guide/_index.de.md`).
    var contentPath: (String) -> String = { $0 }
    var language = ""

    func write(_ placement: NavPlacement, into site: inout ImportedSite) {
        var written = 0
        for (path, entry) in placement.entries {
            guard let page = pages[path] else { continue }
            var additions = entry.weight.map { [FrontMatterAddition(key: "weight", value: .number($0))] } ?? []
            additions += titleAdditions(entry.title.flatMap(translate), of: page)
            if let group = entry.group { additions.append(FrontMatterAddition(key: "nav_group", value: .text(translate(group) ?? group))) }
            written += add(additions, to: page, in: &site) ? 1 : 0
        }
        if written > 0 { site.report.count("nav: entry → weight, title or group", written) }
        let folders = Set(pages.keys.flatMap(\.enclosingFolders))
        for section in placement.sections where folders.contains(section.folder) { writeSection(section, into: &site) }
        for link in placement.links where link.folder.isEmpty || folders.contains(link.folder) { writeLink(link, into: &site) }
    }

    /// The section's title, weight and group, on its folder's index page or an `_index.md` made for it. A folder with a
    /// `README.md`, which MkDocs publishes as the folder's page and sitegen as a page of its own, is left alone.
    private func writeSection(_ section: NavPlacement.Section, into site: inout ImportedSite) {
        guard !["README.md", "readme.md", "Readme.md"].contains(where: { pages[section.folder + "/" + $0] != nil }) else { return }
        let title = translate(section.title) ?? section.title
        var additions = [FrontMatterAddition(key: "weight", value: .number(section.weight))]
        if let group = section.group { additions.append(FrontMatterAddition(key: "nav_group", value: .text(translate(group) ?? group))) }
        if let index = ["index.md", "_index.md", "index.markdown", "_index.markdown"].lazy.compactMap({ pages[section.folder + "/" + $0] }).first {
            site.pages[index.index].additions.removeAll { ["weight", "title", "nav_title", "nav_group"].contains($0.key) }
            add(titleAdditions(title, of: index) + additions, to: index, in: &site)
            site.report.count("nav: section → title and weight of its folder's index page")
        } else {
            site.pages.append(.init(contentPath: contentPath(section.folder + "/_index.md"), text: "", additions: [.title(title)] + additions, language: language))
            site.report.count("nav: section → _index.md with its title and weight")
        }
    }

    /// A link page in the folder the link is listed in, named for its title.
    private func writeLink(_ link: NavPlacement.Link, into site: inout ImportedSite) {
        let taken = Set(site.pages.map(\.contentPath) + site.files.map(\.contentPath))
        let folder = link.folder.isEmpty ? "" : link.folder + "/"
        let name = Slug.url(link.title).isEmpty ? "link" : Slug.url(link.title)
        var path = contentPath(folder + name + ".md")
        var number = 1
        while taken.contains(path) {
            number += 1
            path = contentPath(folder + name + "-\(number).md")
        }
        var additions: [FrontMatterAddition] = [
            .title(translate(link.title) ?? link.title), FrontMatterAddition(key: "nav_link", value: .text(link.url)),
            FrontMatterAddition(key: "weight", value: .number(link.weight)),
        ]
        if let group = link.group { additions.append(FrontMatterAddition(key: "nav_group", value: .text(translate(group) ?? group))) }
        site.pages.append(.init(contentPath: path, text: "", additions: additions, language: language))
        site.report.count("nav: link → link page (nav_link)")
    }

    /// A navigation title as the page's `title` when it has none and the generator titles pages so, else as its
    /// `nav_title` when it differs from the page's own.
    private func titleAdditions(_ title: String?, of page: Page) -> [FrontMatterAddition] {
        guard let title, title != page.ownTitle else { return [] }
        if page.ownTitle == nil, navTitleIsPageTitle { return [.title(title)] }
        return [FrontMatterAddition(key: "nav_title", value: .text(title))]
    }

    /// Adds what neither the page nor an earlier navigation sets; whether anything was added.
    @discardableResult
    private func add(_ additions: [FrontMatterAddition], to page: Page, in site: inout ImportedSite) -> Bool {
        let earlier = Set(site.pages[page.index].additions.map(\.key))
        let added = additions.filter { !page.sets($0.key) && !earlier.contains($0.key) }
        site.pages[page.index].additions += added
        return !added.isEmpty
    }
}

extension FrontMatterAddition {
    static func title(_ title: String) -> FrontMatterAddition { FrontMatterAddition(key: "title", value: .text(title)) }
}
