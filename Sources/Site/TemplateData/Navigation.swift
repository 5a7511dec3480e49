import Core

/// The sidebar: the Content/ tree with the current page marked. Only the
/// sections on the way to the current page are expanded, and a long section
/// lists its first pages and a link to the rest, so a 10,000-page site does not
/// repeat 10,000 links on every page.
struct Navigation: Sendable {
    let index: SiteIndex
    let baseURL: BaseURL
    /// Pages listed per expanded section before "More…".
    static let sectionLimit = 50
    /// Per section path, each entry's `<li>` as a page outside that entry shows it (nil for a page past
    /// the limit): built on first use and shared, since every page of a section lists the same links
    /// and building them for each page was 4 % of a build of 10,000 pages.
    private let entryItems = Locked<[String: [String?]]>([:])

    init(index: SiteIndex, baseURL: BaseURL) {
        self.index = index
        self.baseURL = baseURL
    }

    /// The sidebar for `currentPage` (nil for generated pages such as tag pages).
    func html(currentPage: Int?) -> String {
        guard let root = index.sections[""] else { return "" }
        let current = currentPage.map { index.pages[$0] }
        let currentSection = current?.sectionPath ?? ""
        var html = ""
        list(root, currentPage: currentPage, currentSection: currentSection, into: &html)
        return html
    }

    private func list(_ section: Section, currentPage: Int?, currentSection: String, into html: inout String) {
        html += "<ul class=\"nav-list\">"
        var shown = 0
        for (entry, item) in zip(section.entries, items(of: section)) {
            switch entry {
            case .page(let page):
                // The current page is always listed, even past the limit.
                guard let item = page == currentPage ? self.item(entry, currentPage: currentPage) : item else { continue }
                shown += 1
                html += item
            case .section(let path):
                guard let child = index.sections[path] else { continue }
                guard currentSection == path || currentSection.hasPrefix(path + "/") else {
                    html += (child.indexPage == currentPage ? self.item(entry, currentPage: currentPage) : item) ?? ""
                    continue
                }
                html += "<li class=\"nav-section\"><details open><summary>" + sectionLabel(child, currentPage: currentPage) + "</summary>"
                list(child, currentPage: currentPage, currentSection: currentSection, into: &html)
                html += "</details></li>"
            }
        }
        let hidden = section.pages.count - shown
        if hidden > 0, let indexPage = section.indexPage {
            html += "<li class=\"nav-more\"><a href=\"\(HTMLEscaping.attribute(baseURL.url(index.pages[indexPage].route.url)))\">\(hidden) more…</a></li>"
        }
        html += "</ul>"
    }

    /// The `<li>` of each of a section's entries as a page outside it sees them; nil past the limit.
    private func items(of section: Section) -> [String?] {
        if let items = entryItems.withLock({ $0[section.path] }) { return items }
        var pagesListed = 0
        let items = section.entries.map { entry -> String? in
            if case .page = entry {
                guard pagesListed < Self.sectionLimit else { return nil }
                pagesListed += 1
            }
            return item(entry, currentPage: nil)
        }
        entryItems.withLock { $0[section.path] = items }
        return items
    }

    /// One entry's `<li>`, a section collapsed.
    private func item(_ entry: Section.Entry, currentPage: Int?) -> String? {
        switch entry {
        case .page(let page): return "<li>" + link(to: page, currentPage: currentPage) + "</li>"
        case .section(let path):
            guard let child = index.sections[path] else { return nil }
            return "<li class=\"nav-section\">" + sectionLabel(child, currentPage: currentPage) + "</li>"
        }
    }

    private func sectionLabel(_ section: Section, currentPage: Int?) -> String {
        guard let page = section.indexPage else { return "<span>\(HTMLEscaping.text(section.title))</span>" }
        return link(to: page, currentPage: currentPage)
    }

    private func link(to page: Int, currentPage: Int?) -> String {
        let target = index.pages[page]
        let current = page == currentPage ? " aria-current=\"page\"" : ""
        return "<a href=\"\(HTMLEscaping.attribute(baseURL.url(target.route.url)))\"\(current)>\(HTMLEscaping.text(target.title))</a>"
    }
}
