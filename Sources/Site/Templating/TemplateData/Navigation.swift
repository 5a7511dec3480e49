import Core

/// The sidebar: the Content/ tree with the current page marked. Only the
/// sections on the way to the current page are expanded, and a long section
/// lists its first pages and a link to the rest, so a site of thousands of pages
/// does not repeat thousands of links on every page.
struct Navigation: Sendable {
    let index: SiteIndex
    let baseURL: BaseURL
    /// Pages listed per expanded section before "More…".
    static let sectionLimit = 50
    /// Per section path, the entries a page outside them lists, each with its `<li>`: built on first use
    /// and shared, since every page of a section lists the same links and building them for each page
    /// repeated the same work on every page of the section.
    private let entryItems = Locked<[String: SectionItems]>([:])
    /// Where each page is among its section's entries, by page, so that the current page past the limit
    /// still finds its place: built on first use, 4 bytes a page, far less than a dictionary per section.
    private let entryPositions = Locked<[Int32]?>(nil)

    /// What every page shows of a section's entries.
    private struct SectionItems {
        /// The `<li>` of each entry listed (the subsections and the first pages), one after another: a page
        /// copies the runs between its own entry and the sections it expands in one piece each, rather than
        /// appending fifty links one by one. Only these are visited: going through all the entries of a
        /// section of thousands of pages for each of its pages made the sidebar quadratic.
        var html = ""
        /// Each listed entry: its position among the section's entries and where its `<li>` is in `html` (UTF-8 offsets).
        var listed: [(position: Int, item: Range<Int>)] = []
        var listedPageCount = 0
        /// The folders of other languages and versions in the section (the root, a version's folder), which are not listed.
        var otherEditions = 0

        /// Appends the `<li>`s at `offsets` of `html`.
        func copy(_ offsets: Range<Int>, into output: inout String) {
            guard !offsets.isEmpty else { return }
            let utf8 = html.utf8
            output.append(contentsOf: html[utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: offsets.upperBound)])
        }
    }

    /// Where each section is among its parent's entries, by path.
    private let subsectionPositions: [String: Int]
    /// The site's languages: a page's sidebar is its language's tree, and the default language's leaves the others' folders out.
    private let languages: SiteLanguages

    init(index: SiteIndex, baseURL: BaseURL, languages: SiteLanguages = SiteLanguages(single: "en")) {
        self.index = index
        self.baseURL = baseURL
        self.languages = languages
        var positions: [String: Int] = [:]
        for section in index.sections.values {
            for (position, entry) in section.entries.enumerated() {
                if case .section(let path) = entry { positions[path] = position }
            }
        }
        subsectionPositions = positions
    }

    /// The sidebar for `currentPage` (nil for generated pages such as tag pages, which give their `language`).
    func html(currentPage: Int?, language generatedPageLanguage: SiteLanguages.Language? = nil) -> String {
        let current = currentPage.map { index.pages[$0] }
        let currentSection = current?.sectionPath ?? ""
        let language = current.map { languages.language(ofLanguagePath: $0.contentPath) } ?? generatedPageLanguage ?? languages.defaultLanguage
        guard let root = index.sections[languages.folder(of: language)] else { return "" }
        var html = ""
        list(root, currentPage: currentPage, currentSection: currentSection, into: &html)
        return html
    }

    private func list(_ section: Section, currentPage: Int?, currentSection: String, into html: inout String) {
        html += "<ul class=\"nav-list\">"
        let items = items(of: section)
        // The entry on the way to the current page (the page, or the subsection that holds it) is always listed,
        // even past the limit, at its place among the entries; any other listed subsection stays collapsed.
        var pathPosition = currentPage.flatMap { position(of: $0, in: section) } ?? position(ofSubsectionLeadingTo: currentSection, in: section)
        var shown = items.listed.count
        // Where the run of shared `<li>`s not yet copied starts.
        var run = 0
        for (position, item) in items.listed {
            if let path = pathPosition, path <= position {
                items.copy(run..<item.lowerBound, into: &html)
                html += groupLabel(before: path, in: section)
                appendPathEntry(section.entries[path], currentPage: currentPage, currentSection: currentSection, into: &html)
                pathPosition = nil
                run = path == position ? item.upperBound : item.lowerBound
                if path == position { continue }
                shown += 1
            }
            // A subsection whose index is the current page is listed with its link marked, collapsed.
            guard currentPage != nil, case .section(let path) = section.entries[position], index.sections[path]?.indexPage == currentPage else { continue }
            items.copy(run..<item.lowerBound, into: &html)
            html += groupLabel(before: position, in: section) + (self.item(section.entries[position], currentPage: currentPage) ?? "")
            run = item.upperBound
        }
        items.copy(run..<items.html.utf8.count, into: &html)
        if let path = pathPosition {
            html += groupLabel(before: path, in: section)
            appendPathEntry(section.entries[path], currentPage: currentPage, currentSection: currentSection, into: &html)
            shown += 1
        }
        let hidden = section.entries.count - shown - items.otherEditions
        if hidden > 0, let indexPage = section.indexPage {
            html += "<li class=\"nav-more\"><a href=\"\(HTMLEscaping.attribute(baseURL.url(index.pages[indexPage].route.url)))\">\(hidden) more…</a></li>"
        }
        html += "</ul>"
    }

    /// The current page's own entry, or the subsection on the way to it, expanded.
    private func appendPathEntry(_ entry: Section.Entry, currentPage: Int?, currentSection: String, into html: inout String) {
        guard case .section(let path) = entry, let child = index.sections[path] else {
            html += item(entry, currentPage: currentPage) ?? ""
            return
        }
        html += "<li class=\"nav-section\"><details open><summary>" + sectionLabel(child, currentPage: currentPage) + "</summary>"
        list(child, currentPage: currentPage, currentSection: currentSection, into: &html)
        html += "</details></li>"
    }

    /// A section's listed entries as a page outside them sees them.
    private func items(of section: Section) -> SectionItems {
        if let items = entryItems.withLock({ $0[section.path] }) { return items }
        var items = SectionItems()
        for (position, entry) in section.entries.enumerated() {
            // A folder of another language or version (`de`, `1.0`, `1.0/de`) is not listed with the pages of this one.
            if languages.hasEditions, case .section(let path) = entry,
               languages.language(ofLanguagePath: path + "/") != languages.language(ofLanguagePath: section.path + "/") {
                items.otherEditions += 1
                continue
            }
            if case .page = entry {
                guard items.listedPageCount < Self.sectionLimit else { continue }
                items.listedPageCount += 1
            }
            if let item = item(entry, currentPage: nil) {
                let start = items.html.utf8.count
                items.html += groupLabel(before: position, in: section) + item
                items.listed.append((position, start..<items.html.utf8.count))
            }
        }
        entryItems.withLock { [items] in $0[section.path] = items }
        return items
    }

    /// Where the subsection of `section` that holds `currentSection` is among its entries, if one does.
    private func position(ofSubsectionLeadingTo currentSection: String, in section: Section) -> Int? {
        guard section.path.isEmpty || currentSection.hasPrefix(section.path + "/") else { return nil }
        let rest = section.path.isEmpty ? Substring(currentSection) : currentSection.dropFirst(section.path.count + 1)
        guard let name = rest.split(separator: "/").first else { return nil }
        let path = section.path.isEmpty ? String(name) : section.path + "/" + name
        return subsectionPositions[path]
    }

    /// Where `page` is among the section's entries, if it is one of them.
    private func position(of page: Int, in section: Section) -> Int? {
        let positions = entryPositions.withLock { positions in
            if let positions { return positions }
            var made = [Int32](repeating: -1, count: index.pages.count)
            for section in index.sections.values {
                for (position, entry) in section.entries.enumerated() {
                    if case .page(let page) = entry { made[page] = Int32(position) }
                }
            }
            positions = made
            return made
        }
        let position = Int(positions[page])
        return position >= 0 && position < section.entries.count && section.entries[position] == .page(page) ? position : nil
    }

    /// The heading of the group that starts at the entry at `position` (a DocC Topics group such as `Essentials`, a
    /// `nav_group`), shown above the group's entries as DocC's sidebar shows it; a rule where a group ends before an
    /// entry of none; else empty.
    private func groupLabel(before position: Int, in section: Section) -> String {
        guard let group = group(of: section.entries[position]) else {
            // An entry after a group is not one of it (MkDocs' "Release Notes" after its "Version" section): a rule
            // ends the group. Screen readers skip it: it says nothing the entries do not, and a separator role would
            // make it no list item.
            return position > 0 && self.group(of: section.entries[position - 1]) != nil ? "<li class=\"nav-group-end\" aria-hidden=\"true\"></li>" : ""
        }
        if position > 0, self.group(of: section.entries[position - 1]) == group { return "" }
        return "<li class=\"nav-group\"><span class=\"nav-group-title\">\(HTMLEscaping.text(group))</span></li>"
    }

    private func group(of entry: Section.Entry) -> String? {
        switch entry {
        case .page(let page): index.pages[page].navigationGroup
        case .section(let path): index.sections[path]?.indexPage.flatMap { index.pages[$0].navigationGroup }
        case .link(let link): index.links[link].group
        }
    }

    /// One entry's `<li>`, a section collapsed.
    private func item(_ entry: Section.Entry, currentPage: Int?) -> String? {
        switch entry {
        case .page(let page): return "<li>" + link(to: page, currentPage: currentPage) + "</li>"
        case .section(let path):
            guard let child = index.sections[path] else { return nil }
            return "<li class=\"nav-section\">" + sectionLabel(child, currentPage: currentPage) + "</li>"
        case .link(let position):
            let link = index.links[position]
            let external = link.isExternal ? " class=\"nav-external\"" : ""
            return "<li\(external)><a href=\"\(HTMLEscaping.attribute(link.url(baseURL)))\">\(HTMLEscaping.text(link.title))</a></li>"
        }
    }

    private func sectionLabel(_ section: Section, currentPage: Int?) -> String {
        guard let page = section.indexPage else { return "<span>\(HTMLEscaping.text(section.title))</span>" }
        return link(to: page, currentPage: currentPage)
    }

    private func link(to page: Int, currentPage: Int?) -> String {
        let target = index.pages[page]
        let current = page == currentPage ? " aria-current=\"page\"" : ""
        return "<a href=\"\(HTMLEscaping.attribute(baseURL.url(target.route.url)))\"\(current)>\(HTMLEscaping.text(target.navigationTitle))</a>"
    }
}
