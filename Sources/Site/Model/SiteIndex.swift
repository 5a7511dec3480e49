import Core
import Foundation

/// Everything about the site that depends on all its pages — sections,
/// navigation order, previous/next, tags, lookups by URL — built once per
/// build, in time linear in the number of pages.
final class SiteIndex: Sendable {
    /// A tag with the pages that carry it, newest first.
    struct Tag: Sendable {
        var name: String
        var slug: String
        var pages: [Int]
        /// The folder of the language whose pages these are (`de`), empty for the default language's.
        var folder = ""
        /// `/tags/swift/`, `/de/tags/swift/`.
        var url: String { Self.url(ofSlug: slug, folder: folder) }

        /// The slug of the tag named `name`: `Slug.url`, so that a template's `{{ tag | slugify }}`
        /// names the tag's page; `tag` for a name without a letter or digit.
        static func slug(ofName name: String) -> String {
            let slug = Slug.url(name)
            return slug.isEmpty ? "tag" : slug
        }

        /// The URL of the tag page whose slug is `slug`, in the language whose folder is `folder`.
        static func url(ofSlug slug: String, folder: String = "") -> String {
            (folder.isEmpty ? "" : "/" + folder) + "/tags/\(PercentEncoding.encodedPathSegment(slug))/"
        }
    }

    let pages: [Page]
    /// The link pages, which sections list among their pages (see `NavigationLink`).
    let links: [NavigationLink]
    /// Published pages, newest first (undated last, then by URL).
    let newestFirst: [Int]
    /// Sections by folder path.
    let sections: [String: Section]
    /// Tags sorted by name.
    let tags: [Tag]
    /// Page by URL.
    let pageByURL: PageLookup
    /// Page by Content/ path.
    let pageByContentPath: PageLookup
    /// Neighbours by page position, `-1` for none: an `Int?` takes 16 bytes, four of them a page.
    private let previousPage: [Int32]
    private let nextPage: [Int32]
    private let newerPage: [Int32]
    private let olderPage: [Int32]

    init(pages: [Page], links: [NavigationLink] = []) {
        self.pages = pages
        self.links = links
        pageByURL = PageLookup(pages, by: .url)
        pageByContentPath = PageLookup(pages, by: .contentPath)
        newestFirst = Self.sortedNewestFirst(Array(pages.indices), pages)
        let sections = Self.sections(of: pages, links: links)
        self.sections = sections
        tags = Self.tags(of: pages, newestFirst: newestFirst)
        (previousPage, nextPage) = Self.neighbours(in: sections.values.map(\.pages), count: pages.count)
        (newerPage, olderPage) = Self.neighbours(
            in: sections.values.map { section in Self.sortedNewestFirst(section.pages.filter { pages[$0].metadata.date != nil }, pages) },
            count: pages.count)
    }

    /// Each page's neighbours before and after it in the one list that has it, `-1` for none.
    private static func neighbours(in lists: [[Int]], count: Int) -> (before: [Int32], after: [Int32]) {
        var before = [Int32](repeating: -1, count: count)
        var after = [Int32](repeating: -1, count: count)
        for list in lists {
            for (position, page) in list.enumerated() {
                if position > 0 { before[page] = Int32(list[position - 1]) }
                if position + 1 < list.count { after[page] = Int32(list[position + 1]) }
            }
        }
        return (before, after)
    }

    private static func position(_ stored: Int32) -> Int? {
        stored < 0 ? nil : Int(stored)
    }

    /// The same index with some pages (by position) replaced by new versions that keep their place in the
    /// site — the same URL, title and front matter — so every order and list stays as it is.
    func replacing(_ replacements: [Int: Page]) -> SiteIndex {
        var pages = self.pages
        for (position, page) in replacements { pages[position] = page }
        return SiteIndex(pages: pages, structureOf: self)
    }

    private init(pages: [Page], structureOf other: SiteIndex) {
        self.pages = pages
        links = other.links
        newestFirst = other.newestFirst
        sections = other.sections
        tags = other.tags
        pageByURL = PageLookup(pages, sameKeysAs: other.pageByURL)
        pageByContentPath = PageLookup(pages, sameKeysAs: other.pageByContentPath)
        previousPage = other.previousPage
        nextPage = other.nextPage
        newerPage = other.newerPage
        olderPage = other.olderPage
    }

    /// The page before this one in its section's order.
    func previous(of page: Int) -> Int? { Self.position(previousPage[page]) }

    /// The page after this one in its section's order.
    func next(of page: Int) -> Int? { Self.position(nextPage[page]) }

    /// The next newer dated page of the same section (blog posts).
    func newer(than page: Int) -> Int? { Self.position(newerPage[page]) }

    /// The next older dated page of the same section.
    func older(than page: Int) -> Int? { Self.position(olderPage[page]) }

    /// The pages an index page lists: those of its section and of the sections below it, newest first.
    func listedPages(of page: Int) -> [Int] {
        guard pages[page].isIndex, let section = sections[pages[page].sectionPath] else { return [] }
        var listed: [Int] = []
        var pending = [section]
        while let current = pending.popLast() {
            listed += current.pages
            pending += current.subsections.compactMap { sections[$0] }
        }
        return Self.sortedNewestFirst(listed, pages)
    }

    /// The sections from the root down to the page's own section (for breadcrumbs).
    func ancestry(of page: Int) -> [Section] {
        var chain: [Section] = []
        var path = pages[page].isIndex ? pages[page].parentSectionPath : pages[page].sectionPath
        while true {
            if let section = sections[path] { chain.insert(section, at: 0) }
            guard !path.isEmpty else { break }
            path = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        }
        return chain
    }

    static func sortedNewestFirst(_ indices: [Int], _ pages: [Page]) -> [Int] {
        indices.sorted { lhs, rhs in
            switch (pages[lhs].metadata.date, pages[rhs].metadata.date) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return pages[lhs].route.hasURL(before: pages[rhs].route)
            }
        }
    }

    private static func sections(of pages: [Page], links: [NavigationLink]) -> [String: Section] {
        var indexPage: [String: Int] = [:]
        var members: [String: [Section.Entry]] = [:]
        var folders: Set<String> = [""]
        func addFolders(from folder: String) {
            var folder = folder
            while !folder.isEmpty, folders.insert(folder).inserted {
                folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
            }
        }
        for (index, page) in pages.enumerated() {
            if page.isIndex {
                indexPage[page.sectionPath] = index
            } else {
                members[page.sectionPath, default: []].append(.page(index))
            }
            addFolders(from: page.sectionPath)
        }
        for (index, link) in links.enumerated() {
            members[link.sectionPath, default: []].append(.link(index))
            addFolders(from: link.sectionPath)
        }
        var children: [String: [String]] = [:]
        for folder in folders where !folder.isEmpty {
            let parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
            children[parent, default: []].append(folder)
        }
        /// The index page's navigation title, else the folder's name (a DocC catalog's without `.docc`, as in its URLs).
        func title(of folder: String) -> String {
            let name = folder.pathSegments().last ?? ""
            return indexPage[folder].map { pages[$0].navigationTitle } ?? String(name.hasSuffix(".docc") ? name.dropLast(5) : name)
        }
        var sections: [String: Section] = [:]
        for folder in folders {
            // Taken out as each section is made: its keys are made for it alone.
            let leaves = members.removeValue(forKey: folder) ?? []
            sections[folder] = section(
                folder, leaves: leaves, subsections: children[folder] ?? [], indexPage: indexPage, pages: pages, links: links, title: title(of:))
        }
        return sections
    }

    /// The section of `folder`, its pages and link pages (`leaves`) and its subsections in navigation order.
    private static func section(
        _ folder: String, leaves: [Section.Entry], subsections subsectionPaths: [String], indexPage: [String: Int], pages: [Page],
        links: [NavigationLink], title: (String) -> String
    ) -> Section {
        var keys = NavigationKeys(capacity: leaves.count + subsectionPaths.count, titleBytes: leaves.reduce(0) { total, leaf in
            if case .page(let page) = leaf { total + pages[page].title.utf8.count } else { total }
        })
        for leaf in leaves {
            switch leaf {
            case .page(let page): keys.append(pages[page])
            case .link(let link): keys.append(weight: links[link].weight, title: links[link].title, route: links[link].sortingRoute)
            case .section: preconditionFailure("a section's leaves are pages and links")
            }
        }
        for path in subsectionPaths {
            if let page = indexPage[path] { keys.append(pages[page]) } else { keys.append(weight: nil, title: title(path), route: Route(url: "/" + path + "/", outputPath: path + "/index.html")) }
        }
        // Subsections' keys follow the leaves'.
        let order = leaves.indices.sorted { keys.precedes($0, $1) }
        let subsections = subsectionPaths.indices.sorted { keys.precedes(leaves.count + $0, leaves.count + $1) }
        return Section(
            path: folder, indexPage: indexPage[folder], pages: order.compactMap { if case .page(let page) = leaves[$0] { page } else { nil } },
            subsections: subsections.map { subsectionPaths[$0] }, title: title(folder),
            entries: merged(leaves: order, of: leaves, subsections: subsections, of: subsectionPaths, keys: keys))
    }

    /// Pages and link pages (the leaves), and subsections, each already in navigation order (by position in `keys`,
    /// the subsections' after the leaves'), interleaved in it; a leaf before a subsection of the same key.
    private static func merged(
        leaves order: [Int], of leaves: [Section.Entry], subsections subsectionOrder: [Int], of paths: [String], keys: NavigationKeys
    ) -> [Section.Entry] {
        var entries: [Section.Entry] = []
        entries.reserveCapacity(order.count + subsectionOrder.count)
        var remaining = subsectionOrder[...]
        for leaf in order {
            while let subsection = remaining.first, keys.precedes(leaves.count + subsection, leaf) {
                entries.append(.section(paths[subsection]))
                remaining = remaining.dropFirst()
            }
            entries.append(leaves[leaf])
        }
        entries += remaining.map { .section(paths[$0]) }
        return entries
    }

    private static func tags(of pages: [Page], newestFirst: [Int]) -> [Tag] {
        var bySlug: [String: Tag] = [:]
        for index in newestFirst {
            for name in pages[index].metadata.tags {
                let slug = Tag.slug(ofName: name)
                bySlug[slug, default: Tag(name: name, slug: slug, pages: [])].pages.append(index)
            }
        }
        // Each tag's pages copied to an array of their exact count: grown by appends, an array keeps up to as
        // much again unused, and the tags are kept for the whole build.
        return bySlug.values.sorted { $0.slug < $1.slug }.map { tag in
            Tag(name: tag.name, slug: tag.slug, pages: tag.pages.withUnsafeBufferPointer { Array($0) })
        }
    }
}
