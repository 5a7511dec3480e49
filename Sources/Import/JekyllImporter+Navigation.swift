extension JekyllImporter {
    /// The navigation data files (`JekyllNavigation`) written on the pages they list, one after another in name
    /// order: a page the first places keeps its place. What they name that no page is, is listed.
    func addNavigation(into site: inout ImportedSite) throws {
        var byURL: [String: String] = [:]
        var byName: [String: [String]] = [:]
        var pages: [String: NavigationWriter.Page] = [:]
        for (index, page) in site.pages.enumerated() {
            if let url = page.oldURL { byURL[NavItem.urlKey(url)] = page.contentPath }
            let stem = page.contentPath.split(separator: "/").last?.split(separator: ".").first.map(String.init) ?? ""
            byName[stem, default: []].append(page.contentPath)
            pages[page.contentPath] = NavigationWriter.Page(index: index, page: SourcePage(text: page.text, path: page.contentPath))
        }
        let navigation = try JekyllNavigation(site: site) { target in
            byURL[NavItem.urlKey(target)] ?? byName[target].flatMap { $0.count == 1 ? $0[0] : nil }
        }
        var lastWeight = 0
        for file in navigation.files {
            let placement = NavPlacement(file.items, weightsAfter: lastWeight)
            lastWeight = placement.lastWeight
            NavigationWriter(pages: pages, navTitleIsPageTitle: false).write(placement, into: &site)
            site.report.skipped += placement.misplaced.map { "\(file.path): \($0)" }
        }
        site.report.skipped += navigation.unresolved
        if navigation.untargeted > 0 {
            site.report.skipped.append("_data/: \(navigation.untargeted) navigation entries without a link (headings of a page, which its table of contents lists)")
        }
    }
}
