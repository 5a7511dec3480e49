import Core
import DocC

/// Where a site's API reference goes: each module into a catalog, whose pages then publish at DocC's URLs
/// (`/documentation/<module>/…`), and each symbol's page into that catalog's tree, so that the sidebar nests
/// members under their type. A catalog page titled with a symbol (` # ``Module/Type`` `) is that symbol's
/// documentation extension: its content goes into the symbol's page and it is not a page of its own.
struct APIReferencePlacement: Sendable {
    let reference: APIReference
    /// The catalog (its Content/ path, `Docs.docc`) of each module, by module name.
    let catalogs: [String: String]
    /// The module of each catalog that documents one, by catalog.
    let modules: [String: String]
    /// The extension page of each reference page that has one.
    let extensionPages: [Int: ParsedPage]
    /// The Content/ paths of those pages, which are not published on their own.
    let extensionPaths: Set<String>
    /// A page titled with a symbol the graphs do not have: published as an article, with a warning.
    let warnings: [Diagnostic]

    /// - Parameters:
    ///   - sources: the site's pages, read.
    ///   - sourceCatalog: the catalog given as the source, which a module without a catalog of its own goes into.
    init(reference: APIReference, sources: [PageSource], sourceCatalog: String?) {
        self.reference = reference
        let titles = Self.documentedSymbols(of: sources)
        var catalogs: [String: String] = [:]
        let allCatalogs = Set(sources.compactMap { DocCCatalog.root(of: $0.file.contentPath) })
        for module in reference.modules.map({ reference.pages[$0].name }) {
            catalogs[module] = Self.catalog(of: module, among: allCatalogs, titles: titles, documentedModules: reference.modules.count)
                ?? sourceCatalog ?? module + ".docc"
        }
        self.catalogs = catalogs
        modules = Dictionary(catalogs.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var extensionPages: [Int: ParsedPage] = [:]
        var warnings: [Diagnostic] = []
        for (source, symbol) in titles {
            guard let catalog = DocCCatalog.root(of: source.file.contentPath), let module = modules[catalog] else { continue }
            if let page = Self.page(named: symbol, in: module, of: reference), let parsed = source.parsed {
                if extensionPages[page] == nil { extensionPages[page] = parsed }
            } else {
                warnings.append(Diagnostic(
                    .warning, "'\(source.file.sourcePath)' documents ``\(symbol)``, which the symbol graphs of \(module) do not have; it is published as an article",
                    at: SourceLocation(path: source.file.sourcePath, line: 1, column: 1)))
            }
        }
        self.extensionPages = extensionPages
        extensionPaths = Set(extensionPages.values.map(\.file.contentPath))
        self.warnings = warnings
    }

    /// The symbol each catalog page titled ``` ``Symbol`` ``` documents (catalog pages are parsed when the site has a reference).
    private static func documentedSymbols(of sources: [PageSource]) -> [(PageSource, String)] {
        sources.compactMap { source in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            return source.parsed?.docCMetadata?.documentedSymbol.map { (source, $0) }
        }
    }

    /// A module's catalog: the one whose root page is titled with the module, else the one named for it, else
    /// the only catalog of a site that documents one module.
    private static func catalog(of module: String, among catalogs: Set<String>, titles: [(PageSource, String)], documentedModules: Int) -> String? {
        if let titled = titles.first(where: { $0.1 == module }), let catalog = DocCCatalog.root(of: titled.0.file.contentPath) { return catalog }
        if let named = catalogs.sorted().first(where: { ($0.split(separator: "/").last ?? "") == module + ".docc" }) { return named }
        return documentedModules == 1 && catalogs.count == 1 ? catalogs.first : nil
    }

    /// The page a documentation extension's title names, from its module (` # ``Geometry`` `, ` # ``Geometry/Circle`` `,
    /// ` # ``Circle`` `).
    private static func page(named symbol: String, in module: String, of reference: APIReference) -> Int? {
        guard let modulePage = reference.page(identifier: module) else { return nil }
        if symbol == module || symbol == "/" + module { return modulePage }
        guard case .page(let page) = reference.resolve(symbol, from: modulePage) else { return nil }
        return page
    }

    /// The page of the module whose catalog holds `contentPath`, if any.
    func modulePage(ofCatalogPage contentPath: String) -> Int? {
        DocCCatalog.root(of: contentPath).flatMap { modules[$0] }.flatMap(reference.page(identifier:))
    }

    /// A page source for every page of the reference, filed in its module's catalog in `folder` (`contentPath(of:)`).
    func sources(in folder: ContentFolder) -> [PageSource] {
        let status = FileStatus(kind: .regular, size: 0, inode: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
        return reference.pages.indices.map { page in
            PageSource(
                file: ContentFile(contentPath: contentPath(of: page), folder: folder, status: extensionPages[page]?.file.status ?? status),
                url: reference.pages[page].url + "/", origin: .symbol(page))
        }
    }

    /// The Content/ path a reference page is filed under in its module's catalog: the module's page as the
    /// catalog's index, a page with members as the index of its own folder, any other as a file in its parent's.
    func contentPath(of page: Int) -> String {
        let entry = reference.pages[page]
        let catalog = catalogs[entry.module] ?? entry.module + ".docc"
        guard entry.parent != nil, let moduleURL = reference.page(identifier: entry.module).map({ reference.pages[$0].url }) else {
            return catalog + "/index.md"
        }
        let path = catalog + "/" + entry.url.dropFirst(moduleURL.count + 1)
        return entry.children.isEmpty ? path + ".md" : path + "/index.md"
    }
}
