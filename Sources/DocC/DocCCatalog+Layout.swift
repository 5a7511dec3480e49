/// Where a catalog's pages and files are published: under the catalog's name without `.docc`
/// (`TSPL.docc` → `/tspl/`), its root article at the catalog's own URL, as DocC's landing page.
extension DocCCatalog {
    /// What finding a catalog's root needs to know of one of its articles.
    public struct RootCandidate: Sendable {
        /// Content/ path: `Guide.docc/Guide.md`.
        public var contentPath: String
        /// The articles its `## Topics` curates.
        public var topics: [String]
        /// Whether it says it is the root (`DocCPageMetadata.marksRoot`).
        public var marksRoot: Bool
        /// Creates a candidate.
        public init(contentPath: String, topics: [String], marksRoot: Bool) {
            self.contentPath = contentPath
            self.topics = topics
            self.marksRoot = marksRoot
        }
    }

    /// The root article of each catalog, as DocC picks it: the one that marks itself the root
    /// (`@TechnologyRoot`, or titled with a module symbol), or the only such one directly in the
    /// catalog folder (symbols documented in articles are titled like modules, further down); else,
    /// of the articles directly in the catalog folder, the only one, or the only one whose Topics
    /// curate others. A catalog where none of these settles it has no root.
    public static func rootArticles(_ candidates: [RootCandidate]) -> Set<String> {
        var byCatalog: [String: [RootCandidate]] = [:]
        for candidate in candidates {
            guard let root = root(of: candidate.contentPath) else { continue }
            byCatalog[root, default: []].append(candidate)
        }
        var roots: Set<String> = []
        for (catalog, articles) in byCatalog {
            let marked = articles.filter(\.marksRoot)
            let topLevel = articles.filter { $0.contentPath.utf8.count > catalog.utf8.count && !$0.contentPath.dropFirst(catalog.count + 1).contains("/") }
            let curating = topLevel.filter { !$0.topics.isEmpty }
            if let only = [marked, topLevel.filter(\.marksRoot), topLevel, curating].first(where: { $0.count == 1 })?.first {
                roots.insert(only.contentPath)
            }
        }
        return roots
    }

    /// The Content/-relative path a catalog file is published as, for the site's usual routing:
    /// `TSPL.docc/Guide/Basics.md` → `tspl/Guide/Basics.md`, and the root article → `tspl/index.md`.
    /// The catalog's folder name is lowercased unless `keepingCase` (the site keeps URLs' case).
    /// The catalog of a module the site has symbol graphs of is published where DocC publishes it: its
    /// articles at `documentation/<module>/<article>` whatever folder they are in, its other files under
    /// `documentation/<module>/`. Paths outside a catalog are returned as they are.
    public static func publishedPath(of contentPath: String, isRoot: Bool, keepingCase: Bool, module: String? = nil) -> String {
        guard let catalog = root(of: contentPath) else { return contentPath }
        let inCatalog = String(contentPath.dropFirst(catalog.count + 1))
        if let module {
            let folder = "documentation/" + SymbolFileName.of(module.lowercased())
            guard isRoot || inCatalog.hasSuffix(".md") || inCatalog.hasSuffix(".tutorial") else { return folder + "/" + inCatalog }
            return folder + "/" + (isRoot ? "index.md" : articleName(inCatalog) + ".md")
        }
        let parent = catalog.split(separator: "/").dropLast().joined(separator: "/")
        var name = String(catalog.split(separator: "/").last!.dropLast(5))
        if !keepingCase { name = name.lowercased() }
        let folder = parent.isEmpty ? name : parent + "/" + name
        return folder + "/" + (isRoot ? "index.md" : inCatalog)
    }

    /// An article's last URL component as DocC makes it: its file name without extension, lowercased and made safe.
    static func articleName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        return SymbolFileName.of(stem.lowercased())
    }
}
