import Core
/// What one build knows of the site's DocC catalogs: each article's URL and title, and each
/// image by name, so `<doc:Article>`, ``` ``Symbol`` ``` and `![](name)` resolve as DocC resolves them.
public struct DocCCatalog: Sendable, Hashable {
    /// A page of a catalog.
    public struct Article: Sendable, Hashable {
        /// Content/ path: `Guide.docc/Basics/TheBasics.md`.
        public var contentPath: String
        /// The page's URL.
        public var url: String
        /// Its title (first heading).
        public var title: String
        /// What its `## Topics` section curates (`DocCTopics.curation`).
        public var curation: DocCCuration
        /// The articles it curates.
        public var topics: [String] { curation.references }
        /// Its headings' anchors (`DocCHeadingAnchors`).
        public var headingAnchors: [String]
        /// What it says of itself: its abstract and card image, which lists of pages show, and its `@Options`.
        public var metadata: DocCPageMetadata
        /// Where its file is on disk, which tells where its catalog is.
        public var absolutePath: String?
        /// Creates an article.
        public init(contentPath: String, url: String, title: String, curation: DocCCuration = DocCCuration(), headingAnchors: [String] = [],
                    metadata: DocCPageMetadata = .init(), absolutePath: String? = nil) {
            self.contentPath = contentPath
            self.url = url
            self.title = title
            self.curation = curation
            self.headingAnchors = headingAnchors
            self.metadata = metadata
            self.absolutePath = absolutePath
        }

        /// Creates an article that curates `topics`, in no group.
        public init(contentPath: String, url: String, title: String, topics: [String]) {
            self.init(contentPath: contentPath, url: url, title: title, curation: DocCCuration(references: topics))
        }
    }

    /// An image and its dark variant, as site paths.
    public struct ImageSet: Sendable, Hashable {
        /// The light (or only) image.
        public var light: String
        /// The `~dark` variant, if the catalog has one.
        public var dark: String?
    }

    /// Articles by catalog root, then by lowercased file name without extension.
    private var articles: [String: [String: Article]] = [:]
    /// Images by catalog root, then by lowercased name without variant suffixes or extension.
    private var images: [String: [String: ImageSet]] = [:]
    /// Other files (code for tutorials, videos) by catalog root, then by lowercased file name with and without extension.
    private var files: [String: [String: String]] = [:]

    /// Each article's place in its catalog's curated reading order, by Content/ path.
    private var ranks: [String: Int] = [:]
    /// The `@Options(scope: global)` of each catalog that has one, by catalog root.
    private var catalogOptions: [String: DocCOptions] = [:]
    /// Files on disk by site path.
    private var absolutePaths: [String: String] = [:]
    /// Each catalog's folder on disk, by catalog root, as its files tell.
    private var folders: [String: String] = [:]

    /// A site without catalogs.
    public init() {}

    /// A file of the site that is not a page.
    public struct File: Sendable, Hashable {
        /// Content/ path: `Guide.docc/Resources/x.png`.
        public var contentPath: String
        /// The decoded site path it is published at: `/guide/Resources/x.png`.
        public var path: String
        /// Where it is on disk.
        public var absolutePath: String
        /// Creates a file.
        public init(contentPath: String, path: String, absolutePath: String) {
            self.contentPath = contentPath
            self.path = path
            self.absolutePath = absolutePath
        }
    }

    /// The catalogs' root articles (`rootArticles(_:)`), by Content/ path.
    private var roots: Set<String> = []
    /// Where each page of a catalog with a root is in the site's sections, by Content/ path.
    private var places: [String: Place] = [:]

    /// Where a page of a catalog goes in the site's sections, as DocC's curation nests it (`DocCTopics.places`).
    public struct Place: Sendable, Hashable {
        /// The section's path: the catalog's folder for its root's section, below it for a page that curates others.
        public var section: String
        /// Whether the page is the section's index (the root, or a page that curates others).
        public var isIndex: Bool
        /// The title of the Topics group its curator lists it in, if any.
        public var group: String?

        /// A place in `section`, as its index or not, in a group or not.
        public init(section: String, isIndex: Bool, group: String? = nil) {
            self.section = section
            self.isIndex = isIndex
            self.group = group
        }
    }
    /// The site path of each catalog file, by Content/ path.
    private var publishedFiles: [String: String] = [:]

    /// The index of `pages`, the site's other `files` and the catalogs' root articles (`roots`).
    public init(pages: [Article], files staticFiles: [File], roots: Set<String> = []) {
        self.roots = roots
        for page in pages {
            guard let root = Self.root(of: page.contentPath) else { continue }
            articles[root, default: [:]][Self.stem(page.contentPath).lowercased()] = page
            if let options = page.metadata.catalogOptions { catalogOptions[root] = options }
            if let absolutePath = page.absolutePath { noteFolder(of: root, from: page.contentPath, at: absolutePath) }
        }
        for (catalog, byName) in articles {
            let sorted = byName.values.sorted { $0.contentPath < $1.contentPath }
            ranks.merge(DocCTopics.ranks(of: sorted, byName: byName)) { first, _ in first }
            if let root = sorted.first(where: { roots.contains($0.contentPath) }) {
                places.merge(DocCTopics.places(of: sorted, byName: byName, root: root.contentPath, catalog: catalog)) { first, _ in first }
            }
        }
        var lights: [String: [String: String]] = [:]
        var darks: [String: [String: String]] = [:]
        for file in staticFiles.sorted(by: { $0.path < $1.path }) {
            let path = file.path
            guard let root = Self.root(of: file.contentPath), let slash = path.lastIndex(of: "/") else { continue }
            absolutePaths[path] = file.absolutePath
            publishedFiles[file.contentPath] = path
            noteFolder(of: root, from: file.contentPath, at: file.absolutePath)
            let name = String(path[path.index(after: slash)...])
            files[root, default: [:]][name.lowercased()] = path
            // DocC names videos and tutorial files with or without their extension.
            if let dot = name.firstIndex(of: "."), files[root]?[name[..<dot].lowercased()] == nil {
                files[root, default: [:]][name[..<dot].lowercased()] = path
            }
            guard let image = ImageName(name) else { continue }
            if image.isDark {
                darks[root, default: [:]][image.key] = darks[root]?[image.key].map { Self.preferred($0, path) } ?? path
            } else {
                lights[root, default: [:]][image.key] = lights[root]?[image.key].map { Self.preferred($0, path) } ?? path
            }
        }
        for (root, names) in lights {
            for (key, light) in names { images[root, default: [:]][key] = ImageSet(light: light, dark: darks[root]?[key]) }
        }
        for (root, names) in darks {
            for (key, dark) in names where images[root]?[key] == nil { images[root, default: [:]][key] = ImageSet(light: dark, dark: nil) }
        }
    }

    /// Where the catalog `root` is on disk, from where one of its files is, unless known already.
    private mutating func noteFolder(of root: String, from contentPath: String, at absolutePath: String) {
        let inCatalog = contentPath.dropFirst(root.count)
        if folders[root] == nil, absolutePath.hasSuffix(inCatalog) { folders[root] = String(absolutePath.dropLast(inCatalog.count)) }
    }

    /// The catalog folder (`docs/Guide.docc`) a Content/ path lies in, if any.
    public static func root(of contentPath: String) -> String? {
        // Bytes, not Characters: every link of every page asks, and splitting into Characters ran
        // Unicode's grapheme rules over every path. ".docc" holds no "/", so it can only end a component.
        let end = contentPath.utf8.withContiguousStorageIfAvailable(catalogEnd) ?? catalogEnd(Array(contentPath.utf8))
        return end.map { String(decoding: contentPath.utf8.prefix($0), as: UTF8.self) }
    }

    /// The length of the path up to the end of its first component ending in `.docc`, if one does.
    private static func catalogEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int? where Bytes.Index == Int {
        let suffix = ".docc".utf8
        var end = bytes.startIndex
        while end != bytes.endIndex {
            end = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if end - bytes.startIndex >= suffix.count, bytes[(end - suffix.count)..<end].elementsEqual(suffix) { return end - bytes.startIndex }
        }
        return nil
    }

    /// The article `reference` names (the text after `doc:`, without `#fragment`), by its file name.
    /// An empty reference (`doc:#Heading`) is the page itself.
    public func article(_ reference: String, from contentPath: String) -> Article? {
        guard let root = Self.root(of: contentPath) else { return nil }
        let name = reference.split(separator: "/").last.map(String.init) ?? Self.stem(contentPath)
        return articles[root]?[name.lowercased()]
    }

    /// The heading of the page at `contentPath` that `<doc:name>` names when no article is named so, as DocC
    /// resolves it: its anchor, matched in any case.
    public func heading(_ name: String, onPage contentPath: String) -> String? {
        guard !name.contains("/"), let page = article("", from: contentPath) else { return nil }
        let wanted = Slug.docCAnchor(name).lowercased()
        return page.headingAnchors.first { $0.lowercased() == wanted }
    }

    /// The article titled or named `symbol` (``` ``Type/member`` ``` looks up `member`, then `Type`).
    func symbolArticle(_ symbol: String, from contentPath: String) -> Article? {
        guard let root = Self.root(of: contentPath), let pages = articles[root] else { return nil }
        let name = symbol.split(separator: "/").last.map { String($0.prefix { $0 != "(" }) } ?? symbol
        return pages[name.lowercased()]
    }

    /// The image named `name` (no extension, as DocC writes it), or nil.
    public func image(_ name: String, from contentPath: String) -> ImageSet? {
        guard let root = Self.root(of: contentPath) else { return nil }
        let bare = name.split(separator: "/").last.map(String.init) ?? name
        return images[root]?[ImageName(bare)?.key ?? bare.lowercased()]
    }

    /// The site path of a catalog file by name (`Sample.swift`, `intro.mp4` or `intro`), or nil.
    public func file(_ name: String, from contentPath: String) -> String? {
        guard let root = Self.root(of: contentPath) else { return nil }
        return files[root]?[name.lowercased()]
    }

    /// What the `@Options(scope: global)` of the catalog `contentPath` is in says, if it has one.
    public func catalogOptions(of contentPath: String) -> DocCOptions? {
        Self.root(of: contentPath).flatMap { catalogOptions[$0] }
    }

    /// The article's place in the reading order its catalog's `## Topics` sections curate.
    public func curationRank(of contentPath: String) -> Int? {
        ranks[contentPath]
    }

    /// The site path of the catalog file at `contentPath` (`Guide.docc/Resources/a.png` →
    /// `/guide/Resources/a.png`), for links that name it by its place in Content/.
    public func publishedPath(ofFile contentPath: String) -> String? {
        publishedFiles[contentPath]
    }

    /// Whether the article is its catalog's landing page.
    public func isRoot(_ contentPath: String) -> Bool {
        roots.contains(contentPath)
    }

    /// Where the catalog `contentPath` is in is on disk, as its pages and files tell.
    public func folder(ofCatalog contentPath: String) -> String? {
        Self.root(of: contentPath).flatMap { folders[$0] }
    }

    /// Where the page at `contentPath` goes in the site's sections; nil outside a catalog with a root.
    public func place(of contentPath: String) -> Place? {
        places[contentPath]
    }

    /// Where a catalog file (a site path from `file(_:from:)`) is on disk.
    public func absolutePath(of path: String) -> String? {
        absolutePaths[path]
    }

    /// A file's name without its extension: `MigratingTo1.7.md` → `MigratingTo1.7`, as DocC names articles.
    static func stem(_ contentPath: String) -> String {
        let file = contentPath.split(separator: "/").last.map(String.init) ?? contentPath
        return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    }

    /// Of two files of one image, the `@2x` one (sharper on every screen; `max-width` scales it).
    private static func preferred(_ one: String, _ other: String) -> String {
        other.contains("@2x") && !one.contains("@2x") ? other : one
    }
}

/// `name~dark@2x.png` read as DocC reads it: the name, and whether it is the dark variant.
struct ImageName {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "svg", "gif", "webp"]
    /// Lowercased name without `~dark`, `@2x` or extension.
    var key: String
    var isDark: Bool

    init?(_ file: String) {
        guard let dot = file.lastIndex(of: ".") else {
            self.init(stem: Substring(file))
            return
        }
        guard Self.extensions.contains(file[file.index(after: dot)...].lowercased()) else { return nil }
        self.init(stem: file[..<dot])
    }

    private init(stem: Substring) {
        var name = stem
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = name.dropLast(3) }
        isDark = name.hasSuffix("~dark")
        if isDark { name = name.dropLast(5) }
        if name.hasSuffix("~light") { name = name.dropLast(6) }
        key = name.lowercased()
    }
}
