import FrontMatter

/// MkDocs' `nav:` read as the order of its pages: each page's position (its weight in sitegen)
/// and the title the nav gives it.
struct NavOrder {
    struct Entry: Equatable {
        var weight: Int
        var title: String?
    }

    /// Entries by docs path (`guide/install.md`).
    private(set) var entries: [String: Entry] = [:]

    init(_ nav: FrontMatterValue?) {
        guard case .list(let items)? = nav else { return }
        add(items)
    }

    private mutating func add(_ items: [FrontMatterValue]) {
        for item in items {
            switch item {
            case .string(let path): addPage(path, title: nil)
            case .map(let pairs):
                for pair in pairs {
                    switch pair.value {
                    case .list(let children): add(children)
                    case let value: if let path = value.scalarText { addPage(path, title: pair.key) }
                    }
                }
            default: continue
            }
        }
    }

    private mutating func addPage(_ path: String, title: String?) {
        guard !path.contains("://"), entries[path] == nil else { return }
        entries[path] = Entry(weight: (entries.count + 1) * 10, title: title)
    }
}
