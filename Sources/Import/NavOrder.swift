import FrontMatter

/// MkDocs' `nav:` read as the order of its pages: each page's position (its weight in sitegen)
/// and the title the nav gives it; and its sections whose pages share a folder, which is the
/// section sitegen makes of that folder.
struct NavOrder {
    struct Entry: Equatable {
        var weight: Int
        var title: String?
    }

    /// A nav section as sitegen's section of a folder: its title, and the weight of its first page.
    struct Section: Equatable {
        var folder: String
        var title: String
        var weight: Int
    }

    /// Entries by docs path (`guide/install.md`).
    private(set) var entries: [String: Entry] = [:]
    /// Sections in nav order, outer before inner; a folder has one, the first that claims it.
    private(set) var sections: [Section] = []

    init(_ nav: FrontMatterValue?) {
        guard case .list(let items)? = nav else { return }
        var found: [(title: String, pages: [String])] = []
        add(items, sections: &found)
        var claimed: Set<String> = [""]
        for (title, pages) in found {
            guard let first = pages.first, let weight = entries[first]?.weight else { continue }
            let folder = Self.commonFolder(of: pages)
            guard claimed.insert(folder).inserted else { continue }
            sections.append(Section(folder: folder, title: title, weight: weight))
        }
    }

    /// Adds the items' pages, and their sections to `sections` before the sections inside them;
    /// returns the docs paths of the pages in the items, nested ones included.
    @discardableResult
    private mutating func add(_ items: [FrontMatterValue], sections: inout [(title: String, pages: [String])]) -> [String] {
        var paths: [String] = []
        for item in items {
            switch item {
            case .string(let path): paths += addPage(path, title: nil)
            case .map(let pairs):
                for pair in pairs {
                    switch pair.value {
                    case .list(let children):
                        let position = sections.count
                        sections.append((pair.key, []))
                        let inner = add(children, sections: &sections)
                        sections[position].pages = inner
                        paths += inner
                    case let value: if let path = value.scalarText { paths += addPage(path, title: pair.key) }
                    }
                }
            default: continue
            }
        }
        return paths
    }

    /// The page's path, or none for a link out of the site.
    private mutating func addPage(_ path: String, title: String?) -> [String] {
        guard !path.contains("://") else { return [] }
        if entries[path] == nil { entries[path] = Entry(weight: (entries.count + 1) * 10, title: title) }
        return [path]
    }

    /// The deepest folder holding every one of the paths (`basics` for `basics/a.md`, `basics/b/c.md`).
    private static func commonFolder(of paths: [String]) -> String {
        var common = paths[0].split(separator: "/").dropLast()
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast()
            common = common.prefix(zip(common, folders).prefix { $0 == $1 }.count)
        }
        return common.joined(separator: "/")
    }
}
