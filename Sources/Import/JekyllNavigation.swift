import Core
import FrontMatter

/// A Jekyll site's navigation data files (`_data/*nav*.yml`, which its layouts loop over to draw menus and
/// sidebars), each read as a navigation: an entry's title (`title`, `header`, `name`, `text`), its target (`url`,
/// `link`, `href`, `permalink`), and its entries (its first member that is a list: Jekyll's own docs list `docs`,
/// swift.org `pages`), or a list of page names (`- installation`). Targets are the old site's URLs, found among the
/// imported pages' old URLs; a target out of the site is a link.
struct JekyllNavigation {
    /// The file (`_data/docs_nav.yml`) and its entries.
    var files: [(path: String, items: [NavItem])] = []
    /// Targets no imported page was published at, with the file that names them.
    var unresolved: [String] = []
    /// Entries with neither a target nor entries (a heading of its page, as swift.org's `sections`).
    var untargeted = 0

    private static let titleKeys = ["title", "header", "name", "text", "label"]
    private static let targetKeys = ["url", "link", "href", "permalink", "path"]

    /// Reads the navigation files of the site; `page` finds the page at an old URL or named so (`installation`).
    init(site: ImportedSite, page: (String) -> String?) throws {
        for name in site.files(under: "_data") where !name.contains("/") && name.lowercased().contains("nav") {
            guard name.hasSuffix(".yml") || name.hasSuffix(".yaml"), let text = site.read("_data/" + name) else { continue }
            let path = "_data/" + name
            let value = try Self.list(SourceText(path: site.source + "/" + path, text: text))
            files.append((path, items(value, in: path, page: page)))
        }
    }

    /// A YAML file whose top is a list, read as the value of a key (the front matter parser reads maps); a mistake
    /// is located in the file as written.
    private static func list(_ source: SourceText) throws(Diagnostic) -> FrontMatterValue? {
        let text = String(decoding: source.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 == "---" ? "" : $0 }
        let wrapped = "items:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        do throws(Diagnostic) {
            return try FrontMatterParser.document(SourceText(path: source.path, text: wrapped), format: .yaml)["items"]?.value
        } catch {
            var unwrapped = error
            if var location = error.location {
                location.line -= 1
                location.column = max(1, location.column - 2)
                unwrapped.location = location
            }
            unwrapped.sourceLine = error.sourceLine.map { String($0.dropFirst(2)) }
            throw unwrapped
        }
    }

    private mutating func items(_ value: FrontMatterValue?, in path: String, page: (String) -> String?) -> [NavItem] {
        guard case .list(let entries)? = value else { return [] }
        return entries.flatMap { entry -> [NavItem] in
            guard case .map(let members) = entry else {
                return entry.scalarText.flatMap { self.target($0, title: nil, in: path, page: page) }.map { [$0] } ?? []
            }
            let title = Self.titleKeys.lazy.compactMap { key in members.first { $0.key == key }?.value.scalarText }.first
            let target = Self.targetKeys.lazy.compactMap { key in members.first { $0.key == key }?.value.scalarText }.first
            let children = members.first { if case .list = $0.value { true } else { false } }.map { items($0.value, in: path, page: page) } ?? []
            let own = target.flatMap { self.target($0, title: children.isEmpty ? title : nil, in: path, page: page) }.map { [$0] } ?? []
            if own.isEmpty, target == nil, children.isEmpty { untargeted += 1 }
            guard !children.isEmpty else { return own }
            // An entry with entries is a section, its own target its first page; without a title, its entries stand on their own.
            return title.map { [NavItem.section($0, items: own + children)] } ?? own + children
        }
    }

    private mutating func target(_ target: String, title: String?, in path: String, page: (String) -> String?) -> NavItem? {
        if NavItem.isExternal(target) { return .link(target, title: title ?? target) }
        if let found = page(target) { return .page(found, title: title) }
        unresolved.append("\(path): \(target): no imported page was published there")
        return nil
    }
}
