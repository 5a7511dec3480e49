import FrontMatter

/// Hugo's menus in one language: the entries of the configuration's `menus` (`[[menus.main]]`: `name`, `url` or
/// `pageRef`, `weight`, `parent`, `identifier`) and those pages' front matter adds (`menu: main`, `menu: [main]`,
/// `menu: {main: {weight: 20, parent: …}}`). Sitegen's navigation is one menu: `main`, else the only one there is.
struct HugoMenus {
    struct Entry {
        var name: String?
        /// What children name as their `parent`: the `identifier`, else the name (a page's title by default).
        var identifier: String?
        var parent: String?
        var weight: Int?
        /// The page's base path (`docs/_index.md`) for a page's entry; else `pageRef`, or `url`, as written.
        var target: String?
        var isPage = false
    }

    /// Entries by menu name, in the order found.
    private(set) var menus: [String: [Entry]] = [:]

    /// Adds the configuration's menus (`menus` or `menu`: a list of entries for each name).
    mutating func add(config value: FrontMatterValue?) {
        guard case .map(let named)? = value else { return }
        for menu in named {
            guard case .list(let entries) = menu.value else { continue }
            for case .map(let fields) in entries {
                let entry = FrontMatterValue.map(fields)
                let weight = entry.member("weight").flatMap { $0.scalarText.flatMap { Int($0) } }
                menus[menu.key, default: []].append(Entry(
                    name: entry.member("name")?.scalarText, identifier: entry.member("identifier")?.scalarText ?? entry.member("name")?.scalarText,
                    parent: entry.member("parent")?.scalarText, weight: weight,
                    target: entry.member("pageRef")?.scalarText ?? entry.member("url")?.scalarText))
            }
        }
    }

    /// Adds the entries a page's front matter makes (`menu`, `menus`), named by the page's title unless they name themselves.
    mutating func add(page: SourcePage, basePath: String) {
        guard let value = page.frontMatter["menu"]?.value ?? page.frontMatter["menus"]?.value else { return }
        let pageWeight = page.string("weight").flatMap { Int($0) }
        let pageName = page.string("linkTitle") ?? page.string("title")
        func entry(_ settings: FrontMatterValue?) -> Entry {
            let name = settings?.member("name")?.scalarText
            return Entry(
                name: name, identifier: settings?.member("identifier")?.scalarText ?? name ?? pageName,
                parent: settings?.member("parent")?.scalarText,
                weight: settings?.member("weight")?.scalarText.flatMap { Int($0) } ?? pageWeight, target: basePath, isPage: true)
        }
        switch value {
        case .map(let named): for menu in named { menus[menu.key, default: []].append(entry(menu.value)) }
        case .list(let names): for name in names.compactMap(\.scalarText) { menus[name, default: []].append(entry(nil)) }
        default: if let name = value.scalarText { menus[name, default: []].append(entry(nil)) }
        }
    }

    /// The menu sitegen's navigation shows: `main`, else the only one; nil when there is none, or several and no `main`.
    var chosen: String? {
        menus["main"] != nil ? "main" : menus.count == 1 ? menus.keys.first : nil
    }

    /// The chosen menu as navigation items: siblings by weight, then name; an entry with children a section, its own
    /// target its first page. `page` finds a page's base path by a `pageRef` or a URL of the old site; a target it
    /// does not find, and a `parent` no entry is, are listed in `unresolved`.
    func items(page: (String) -> String?, unresolved: inout [String]) -> [NavItem] {
        guard let name = chosen, let entries = menus[name] else { return [] }
        let identifiers = Set(entries.compactMap(\.identifier))
        for entry in entries where entry.parent.map({ !identifiers.contains($0) }) ?? false {
            unresolved.append("menu '\(name)': \(entry.name ?? entry.target ?? "an entry"): no entry is its parent '\(entry.parent!)'; listed at the top")
        }
        func level(under parent: String?) -> [NavItem] {
            let children = entries.filter { entry in
                parent == nil ? entry.parent.map { !identifiers.contains($0) } ?? true : entry.parent == parent
            }
            return Self.sorted(children).flatMap { entry -> [NavItem] in
                let own = target(of: entry, menu: name, page: page, unresolved: &unresolved)
                let nested = entry.identifier.map { level(under: $0) } ?? []
                guard !nested.isEmpty else { return own }
                return entry.name.map { [NavItem.section($0, items: own + nested, weight: entry.weight)] } ?? own + nested
            }
        }
        return level(under: nil)
    }

    private func target(of entry: Entry, menu: String, page: (String) -> String?, unresolved: inout [String]) -> [NavItem] {
        guard let target = entry.target else { return [] }
        if entry.isPage { return [.page(target, title: entry.name, weight: entry.weight)] }
        if NavItem.isExternal(target) { return [.link(target, title: entry.name ?? target, weight: entry.weight)] }
        if let found = page(target) { return [.page(found, title: entry.name, weight: entry.weight)] }
        unresolved.append("menu '\(menu)': \(target): no imported page is there")
        return []
    }

    /// Hugo's menu order: weighted entries first by weight, then by name.
    private static func sorted(_ entries: [Entry]) -> [Entry] {
        entries.enumerated().sorted { lhs, rhs in
            switch (lhs.element.weight.flatMap { $0 == 0 ? nil : $0 }, rhs.element.weight.flatMap { $0 == 0 ? nil : $0 }) {
            case let (left?, right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                let (left, right) = ((lhs.element.name ?? lhs.element.identifier ?? "").lowercased(), (rhs.element.name ?? rhs.element.identifier ?? "").lowercased())
                return left != right ? left < right : lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
