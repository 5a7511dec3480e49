/// Hugo's menu in each language (`HugoMenus`: the configuration's, or the language's own under `languages`, and
/// its pages' front matter), placed in sitegen's navigation (`NavPlacement`) and written on the language's pages
/// (`NavigationWriter`): a menu weight where a page has none, a menu name that is not the page's title as its
/// `nav_title`, and a menu entry out of the site as a link page. A page's `weight` and `linkTitle` mean to sitegen
/// what they mean to Hugo, and stay as they are.
struct HugoNavigation {
    private let languages: SourceLanguages
    /// Each language's menus, by code.
    private var menus: [String: HugoMenus] = [:]
    /// Each language's pages by base path, by code.
    private var pages: [String: [String: NavigationWriter.Page]] = [:]
    /// Each language's base paths by old URL (`NavItem.urlKey`), by code.
    private var urls: [String: [String: String]] = [:]

    init(config: ConfigFile, languages: SourceLanguages) {
        self.languages = languages
        for language in languages.languages {
            var menus = HugoMenus()
            let own = config.value("languages", language.code, "menus") ?? config.value("languages", language.code, "menu")
            menus.add(config: own ?? (language.isDefault ? config.value("menus") ?? config.value("menu") : nil))
            self.menus[language.code] = menus
        }
    }

    /// Records a page placed so, published at `oldURL`, which the site's pages will hold at `index`.
    mutating func add(_ page: SourcePage, placement: SourceLanguages.Placement, oldURL: String, index: Int) {
        let code = placement.language.code
        pages[code, default: [:]][placement.basePath] = NavigationWriter.Page(index: index, page: page)
        // A menu of another language may write its URLs with the language's folder or without it.
        for url in [oldURL, String(oldURL.dropFirst(placement.language.oldPrefix.count))] {
            urls[code, default: [:]][NavItem.urlKey(url)] = placement.basePath
        }
        menus[code]?.add(page: page, basePath: placement.basePath)
    }

    /// Writes each language's menu on its pages; lists what it names that no page is, and menus not read.
    func write(into site: inout ImportedSite) {
        for language in languages.languages {
            guard let menus = menus[language.code], !menus.menus.isEmpty else { continue }
            guard let name = menus.chosen else {
                if language.isDefault {
                    let names = menus.menus.keys.sorted().joined(separator: ", ")
                    site.report.skipped.append("menus \(names): not imported: sitegen's navigation is one menu, and none is 'main'")
                }
                continue
            }
            var unresolved: [String] = []
            let placement = NavPlacement(menus.items(page: { page($0, in: language.code) }, unresolved: &unresolved))
            let writer = NavigationWriter(
                pages: pages[language.code] ?? [:], navTitleIsPageTitle: false,
                contentPath: { [languages] in languages.contentPath(.init(language: language, basePath: $0)) }, language: language.code)
            writer.write(placement, into: &site)
            guard language.isDefault else { continue }
            site.report.skipped += unresolved + placement.misplaced.map { "menu '\(name)': \($0)" }
            site.report.skipped += menus.menus.keys.filter { $0 != name }.sorted().map { "menu '\($0)': not imported: sitegen's navigation shows only '\(name)'" }
        }
    }

    /// The base path of the page a `pageRef` (`/news`, `docs/intro.md`) or an old URL (`/documentation/`) names.
    private func page(_ target: String, in code: String) -> String? {
        let own = pages[code] ?? [:]
        let path = target.split(separator: "/").joined(separator: "/")
        let candidates = [path, path + ".md", path + "/_index.md", path + "/index.md"]
        return candidates.first { own[$0] != nil } ?? urls[code]?[NavItem.urlKey(target)]
    }
}
