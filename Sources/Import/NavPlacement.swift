/// A generator's navigation placed in sitegen's, whose sections are Content/'s folders: each page's weight, nav
/// title and group; each nav section whose pages share a folder of their own as that folder's section (its title,
/// weight and group); any other nav section as a group of its folder's section (`nav_group`), as MkDocs' "Guides"
/// of pages at the top of docs/; and each link out of the site as a link page in the folder it is listed in.
/// The navigation's top is the folder all its pages share (Jekyll's docs list only `docs/…`).
struct NavPlacement {
    struct Entry: Equatable {
        /// Nil for the index page of the folder the entry is listed in, which is that section's own link.
        var weight: Int?
        var title: String?
        var group: String?
    }

    /// A nav section as the section of a folder.
    struct Section: Equatable {
        var folder: String
        var title: String
        /// The weight of its first entry, unless the navigation gives it its own.
        var weight: Int
        /// The group it is listed under in its parent's section.
        var group: String?
    }

    /// A link out of the site, listed in `folder`'s section.
    struct Link: Equatable {
        var folder: String
        var title: String
        var url: String
        var weight: Int
        var group: String?
    }

    /// Entries by path (`guide/install.md`); a page listed twice keeps its first place.
    private(set) var entries: [String: Entry] = [:]
    /// Folder sections in navigation order, outer before inner; a folder has one, the first that claims it.
    private(set) var sections: [Section] = []
    private(set) var links: [Link] = []
    /// Pages sitegen lists elsewhere than the navigation does: in their own folder's section, which is not the one
    /// the navigation lists them in, or as their section's own link rather than under a group.
    private(set) var misplaced: [String] = []
    private var claimed: Set<String> = []
    /// The last weight given: a navigation placed after this one numbers on from it.
    private(set) var lastWeight: Int

    /// Places the items; the weights given start after `weightsAfter`.
    init(_ items: [NavItem], weightsAfter: Int = 0) {
        lastWeight = weightsAfter
        let pages = NavItem.pages(in: items)
        let top = pages.isEmpty ? "" : Self.commonFolder(of: pages)
        claimed = [top]
        place(items, in: top, group: nil)
    }

    private mutating func place(_ items: [NavItem], in folder: String, group: String?) {
        for item in items {
            switch item {
            case .page(let path, let title, let weight): placePage(path, title: title, weight: weight, in: folder, group: group)
            case .link(let url, let title, let weight):
                links.append(Link(folder: folder, title: title, url: url, weight: weight ?? nextWeight(), group: group))
            case .section(let title, let children, let weight):
                let pages = NavItem.pages(in: children)
                let common = pages.isEmpty ? nil : Self.commonFolder(of: pages)
                if let common, Self.folder(common, isInside: folder), claimed.insert(common).inserted {
                    sections.append(Section(folder: common, title: title, weight: weight ?? lastWeight + 10, group: group))
                    if common.containingFolder != folder { misplaced.append("\(common)/: the section '\(title)', shown inside \(common.containingFolder)/") }
                    place(children, in: common, group: nil)
                } else {
                    place(children, in: folder, group: title)
                }
            }
        }
    }

    private mutating func placePage(_ path: String, title: String?, weight: Int?, in folder: String, group: String?) {
        guard entries[path] == nil else { return }
        let pageFolder = path.containingFolder
        if Self.isIndex(path), pageFolder == folder {
            entries[path] = Entry(weight: nil, title: title)
            if let group { misplaced.append("\(path): listed under '\(group)', shown as its section's own link") }
            return
        }
        let isSubsection = Self.isIndex(path) && pageFolder.containingFolder == folder
        if pageFolder != folder, !isSubsection {
            misplaced.append("\(path): listed in \(folder.isEmpty ? "the top" : folder + "/")\(group.map { " under '\($0)'" } ?? ""), shown in its own folder's section")
            entries[path] = Entry(weight: weight ?? nextWeight(), title: title)
            return
        }
        entries[path] = Entry(weight: weight ?? nextWeight(), title: title, group: group)
    }

    private mutating func nextWeight() -> Int {
        lastWeight += 10
        return lastWeight
    }

    /// Whether a path names a section's index page, which sitegen shows as the section's own link.
    static func isIndex(_ path: String) -> Bool {
        ["index.md", "_index.md", "index.markdown", "_index.markdown"].contains(path.split(separator: "/").last.map(String.init) ?? "")
    }

    /// Whether `inner` is a folder below `outer` (`` being the top).
    private static func folder(_ inner: String, isInside outer: String) -> Bool {
        outer.isEmpty ? !inner.isEmpty : inner.hasPrefix(outer + "/")
    }

    /// The deepest folder holding every one of the paths (`basics` for `basics/a.md`, `basics/b/c.md`).
    static func commonFolder(of paths: [String]) -> String {
        var common = paths[0].split(separator: "/").dropLast()
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast()
            common = common.prefix(zip(common, folders).prefix { $0 == $1 }.count)
        }
        return common.joined(separator: "/")
    }
}
