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
        for entry in section.entries {
            switch entry {
            case .page(let page):
                // The current page is always listed, even past the limit.
                guard shown < Self.sectionLimit || page == currentPage else { continue }
                shown += 1
                html += "<li>" + link(to: page, currentPage: currentPage) + "</li>"
            case .section(let path):
                guard let child = index.sections[path] else { continue }
                let expanded = currentSection == path || currentSection.hasPrefix(path + "/")
                html += "<li class=\"nav-section\">"
                if expanded {
                    html += "<details open><summary>" + sectionLabel(child, currentPage: currentPage) + "</summary>"
                    list(child, currentPage: currentPage, currentSection: currentSection, into: &html)
                    html += "</details>"
                } else {
                    html += sectionLabel(child, currentPage: currentPage)
                }
                html += "</li>"
            }
        }
        let hidden = section.pages.count - shown
        if hidden > 0, let indexPage = section.indexPage {
            html += "<li class=\"nav-more\"><a href=\"\(HTMLEscaping.attribute(baseURL.url(index.pages[indexPage].route.url)))\">\(hidden) more…</a></li>"
        }
        html += "</ul>"
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
