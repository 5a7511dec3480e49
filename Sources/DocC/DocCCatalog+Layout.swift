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

    /// What DocC names a catalog by in its URLs.
    public struct Names: Sendable, Hashable {
        /// The folder of its articles and tutorials (`documentation/<bundle>/…`, `tutorials/<bundle>/…`): the
        /// `Info.plist` display name, else the module its root page documents, else the catalog's folder name.
        public var bundle: String
        /// The folder of its root page (`documentation/<root>/`): the module it documents, else its file name.
        public var root: String?

        /// The names of the catalog at `catalog` (`docs/Guide.docc`) from what is known of it.
        /// - Parameters:
        ///   - module: the module whose page roots the catalog (an API reference's, or the one its root page is titled with).
        ///   - rootFile: the Content/ path of its root article, if it has one.
        public init(catalog: String, info: DocCCatalogInfo, module: String?, rootFile: String?) {
            let folderName = String(catalog.split(separator: "/").last!.dropLast(5))
            bundle = DocCCatalog.urlReadable(info.displayName ?? module ?? folderName)
            root = module.map(DocCCatalog.urlReadable) ?? rootFile.map { DocCCatalog.urlReadable(DocCCatalog.stem($0)) }
        }
    }

    /// What a catalog file is, for where DocC publishes it.
    public enum Role: Sendable {
        /// The catalog's landing page.
        case root
        /// An article or a tutorial (`.md`, or a `.tutorial` holding `@Tutorial` or `@Article`).
        case page
        /// A `.tutorial` holding `@Tutorials`: the table of contents of the catalog's tutorials.
        case tutorialTable
        /// Anything else: an image, a code file, a video.
        case file
    }

    /// The Content/-relative path a catalog file is published as, for the site's usual routing, where DocC
    /// publishes it: the root page at `documentation/<root>/`, articles at `documentation/<bundle>/<name>`
    /// and tutorials at `tutorials/<bundle>/<name>` whatever folder they are in, a tutorials table at
    /// `tutorials/<name>/`, and other files under `documentation/<bundle>/` in the folders they are in.
    /// Paths outside a catalog are returned as they are.
    public static func publishedPath(of contentPath: String, role: Role, names: Names) -> String {
        guard let catalog = root(of: contentPath) else { return contentPath }
        let inCatalog = String(contentPath.dropFirst(catalog.count + 1))
        let articles = "documentation/" + names.bundle + "/"
        switch role {
        case .root: return "documentation/" + (names.root ?? names.bundle) + "/index.md"
        case .page where contentPath.hasSuffix(".tutorial"): return "tutorials/" + names.bundle + "/" + articleName(inCatalog) + ".md"
        case .page: return articles + articleName(inCatalog) + ".md"
        case .tutorialTable: return "tutorials/" + articleName(inCatalog) + "/index.md"
        case .file: return articles + inCatalog
        }
    }

    /// An article's last URL component as DocC makes it: its file name without extension, lowercased and made readable.
    static func articleName(_ path: String) -> String {
        urlReadable(stem(path))
    }

    /// A name as DocC writes it in a URL path: lowercased, each character a path may not hold (a space, any
    /// non-ASCII letter) made a `-`.
    public static func urlReadable(_ name: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(name.unicodeScalars.count)
        for scalar in name.lowercased().unicodeScalars {
            result.unicodeScalars.append(scalar.isASCII && pathAllowed.contains(UInt8(scalar.value)) ? scalar : "-")
        }
        return result
    }

    /// The characters RFC 3986 allows in a path, `/` included, as Foundation's `urlPathAllowed` has them.
    private static let pathAllowed = Set("!$&'()*+,-./0123456789:;=@abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_~".utf8)
}
