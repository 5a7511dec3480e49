import Foundation
import FrontMatter

/// A Hugo site's pages by logical path, as `GetPage` finds them: `/functions/images/filter` for
/// `functions/images/Filter.md` or `functions/images/filter/index.md`, a section's for its `_index.md`. Read when a
/// shortcode first asks (what shortcodes of Hugo's documentation print of other pages), so that an import whose pages
/// ask nothing reads each page once.
final class HugoPageIndex {
    struct Page {
        var logicalPath: String
        /// The page's file in Content/, which a link names (`/functions/images/filter.md`).
        var link: String
        var frontMatter: FrontMatter
        var isSection: Bool
        /// The body, read again when asked: few pages' bodies are.
        var body: () -> Substring

        var title: String { frontMatter["title"]?.value.scalarText ?? "" }
        var linkTitle: String { frontMatter["linkTitle"]?.value.scalarText ?? title }
        var description: String { frontMatter["description"]?.value.scalarText ?? "" }
        /// Hugo's weight: 0 is none.
        var weight: Int? { frontMatter["weight"]?.value.scalarText.flatMap { Int($0) }.flatMap { $0 == 0 ? nil : $0 } }
        var date: String { frontMatter["date"]?.value.scalarText ?? "" }
    }

    /// Each page's language code, path in its content folder, Content/ path and text.
    typealias Source = [(language: String, basePath: String, contentPath: String, read: () -> String?)]

    private let source: Source
    /// The configuration's `cascade` entries, which every section's own come before.
    private let siteCascade: [FrontMatterValue]
    private lazy var pages: [String: [String: Page]] = Self.index(source)
    /// Each language's pages by their nearest section (`section(of:sections:)`).
    private lazy var pagesBySection: [String: [String: [Page]]] = pages.mapValues { pages in
        let sections = Set(pages.values.filter(\.isSection).map(\.logicalPath))
        return Dictionary(grouping: pages.values) { Self.section(of: $0.logicalPath, sections: sections) }
    }

    init(_ source: Source, cascade: FrontMatterValue? = nil) {
        self.source = source
        siteCascade = Self.entries(of: cascade)
    }

    /// A page's parameter as `.Params` has it: its front matter's (or its `params:` map's), else what the nearest
    /// `cascade` that targets it hands down, a section's before the configuration's.
    func param(_ key: String, of page: Page, language: String) -> FrontMatterValue? {
        if let own = page.frontMatter[key]?.value ?? page.frontMatter["params"]?.value.member(key) { return own }
        var sections: [Page] = []
        var path = page.logicalPath
        while path != "/" {
            path = Self.parent(of: path)
            if let section = pages[language]?[path], section.isSection { sections.append(section) }
        }
        let cascades = sections.flatMap { Self.entries(of: $0.frontMatter["cascade"]?.value) } + siteCascade
        for entry in cascades where Self.targets(entry, page) {
            if let value = entry.member("params")?.member(key) ?? entry.member(key) { return value }
        }
        return nil
    }

    private static func entries(of cascade: FrontMatterValue?) -> [FrontMatterValue] {
        if case .list(let entries)? = cascade { return entries }
        return cascade.map { [$0] } ?? []
    }

    /// Whether a cascade entry's `target` (once `_target`) takes in the page: its `path` and `kind` globs match.
    private static func targets(_ entry: FrontMatterValue, _ page: Page) -> Bool {
        guard let target = entry.member("target") ?? entry.member("_target") else { return true }
        let kind = page.logicalPath == "/" ? "home" : page.isSection ? "section" : "page"
        if let path = target.member("path")?.scalarText, !FileGlob.matches(path, page.logicalPath) { return false }
        if let kinds = target.member("kind")?.scalarText, !FileGlob.matches(kinds, kind) { return false }
        return true
    }

    private static func parent(of path: String) -> String {
        "/" + path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The page a path names in a language: absolute (`/functions/images`), else relative to the folder of the page at
    /// `basePath`, then to the content folder.
    func page(_ path: String, language: String, from basePath: String) -> Page? {
        let folder = basePath.split(separator: "/").dropLast()
        let candidates = path.hasPrefix("/") ? [path] : [folder.joined(separator: "/") + "/" + path, path]
        return candidates.lazy.compactMap { self.pages[language]?[Self.logicalPath($0)] }.first
    }

    /// `text` with each relative link that names no page from the folder of the page at `basePath` but names one from
    /// the content folder pointed at that page, as a link render hook that looks pages up with `.Page.GetPage` finds
    /// them (Hugo's documentation's: `[Date](methods/page/date/)` on /templates/introduction/); and how many were.
    func rootingLinks(in text: String, language: String, from basePath: String) -> (text: String, rooted: Int) {
        var rooted = 0
        let folder = basePath.split(separator: "/").dropLast().joined(separator: "/")
        let text = LinkDestinations.replacing(in: text) { link in
            let destination = link.destination.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            let path = destination.prefix { $0 != "#" && $0 != "?" }
            guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":"), !path.contains("{"),
                  pages[language]?[Self.logicalPath(folder + "/" + path)] == nil,
                  let page = pages[language]?[Self.logicalPath(String(path))] else { return nil }
            rooted += 1
            return MarkdownOutput.destination(page.link + destination.dropFirst(path.count))
        }
        return (text, rooted)
    }

    /// The regular pages of the section at a logical path, sorted by title as `.RegularPages.ByTitle` sorts them: those
    /// whose nearest section is it (a page in a folder that is no section belongs to the section around it).
    func regularPages(inSection section: String, language: String) -> [Page] {
        let members = pagesBySection[language]?[section] ?? []
        return members.filter { !$0.isSection }.sorted { ($0.title.lowercased(), $0.title, $0.logicalPath) < ($1.title.lowercased(), $1.title, $1.logicalPath) }
    }

    /// The sections and regular pages whose nearest section is the one at a logical path (`.Pages`), or its sections
    /// alone (`.Sections`), in Hugo's default order: by weight (none last), newest first, then by link title.
    func children(ofSection section: String, language: String, sectionsOnly: Bool = false) -> [Page] {
        let members = pagesBySection[language]?[section] ?? []
        return members.filter { $0.logicalPath != section && (!sectionsOnly || $0.isSection) }.sorted { a, b in
            let (weightA, weightB) = (a.weight ?? .max, b.weight ?? .max)
            if weightA != weightB { return weightA < weightB }
            if a.date != b.date { return a.date > b.date }
            return (a.linkTitle.lowercased(), a.linkTitle, a.logicalPath) < (b.linkTitle.lowercased(), b.linkTitle, b.logicalPath)
        }
    }

    /// `/a/b/c` for `a/b/c.md`, `a/b/c/index.md`, `a/b/c/_index.md` or `/A/B/C/`.
    static func logicalPath(_ path: String) -> String {
        var components = path.lowercased().split(separator: "/").map(String.init)
        if let last = components.last {
            for suffix in [".md", ".markdown"] where last.hasSuffix(suffix) { components[components.count - 1] = String(last.dropLast(suffix.count)) }
            if ["index", "_index"].contains(components.last) { components.removeLast() }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The nearest folder above a page that is a section: one with an `_index.md`, or a folder of the content root.
    private static func section(of path: String, sections: Set<String>) -> String {
        var components = path.split(separator: "/").dropLast()
        while components.count > 1 {
            let candidate = "/" + components.joined(separator: "/")
            if sections.contains(candidate) { return candidate }
            components = components.dropLast()
        }
        return "/" + components.joined(separator: "/")
    }

    private static func index(_ source: Source) -> [String: [String: Page]] {
        var pages: [String: [String: Page]] = [:]
        for file in source {
            guard let text = file.read() else { continue }
            let path = logicalPath(file.basePath)
            let isSection = file.basePath.split(separator: "/").last?.hasPrefix("_index.") == true
            let read = file.read
            let body = { read().map { SourcePage(text: $0, path: file.basePath).parts.body } ?? "" }
            let page = Page(logicalPath: path, link: "/" + file.contentPath, frontMatter: SourcePage(text: text, path: file.basePath).frontMatter,
                            isSection: isSection, body: body)
            if pages[file.language]?[path] == nil || isSection { pages[file.language, default: [:]][path] = page }
        }
        return pages
    }
}
