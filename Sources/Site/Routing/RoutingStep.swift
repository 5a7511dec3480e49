import Core
import DocC
import Foundation
import FrontMatter

/// Step 2: Content/ is listed, every page's front matter is read (its body is read when step 3 parses it),
/// and every page and file gets its URL, each output path claimed once. A page whose file did not change
/// since the previous build is taken from the page cache, unread.
enum RoutingStep {
    /// - Parameters:
    ///   - cache: the pages of the previous build, reused where their file did not change.
    ///   - scan: Content/'s files when the caller already knows them (an edit of known pages), else nil to list the folder.
    ///   - read: pages read already this build (an edit that turned out to change more than those pages).
    static func run(
        inputs: SiteInputs, options: BuildOptions, mode: BuildMode, cache: PageCache, scan known: ContentScan?, read: [ParsedPage],
        diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> RoutedContent {
        let scan = known ?? ContentScanner.scan(inputs, siteRoot: options.contentLinkRoot ?? options.sourceDirectory)
        diagnostics.add(scan.warnings)
        let alreadyRead = Dictionary(read.map { ($0.file.contentPath, $0) }, uniquingKeysWith: { first, _ in first })
        let reference = apiReference(of: inputs, scan: scan, diagnostics: &diagnostics)
        // A site with an API reference reads its catalogs' pages whole: their titles say which are symbols' extension files,
        // whose content every symbol page's Topics may need.
        var (sources, links) = try readPages(
            of: scan, cache: cache, read: alreadyRead, parsingCatalogs: reference != nil, options: options, diagnostics: &diagnostics)
        let placement = reference.map { APIReferencePlacement(reference: $0, sources: sources, sourceCatalog: inputs.catalogFolder) }
        if let placement {
            diagnostics.add(placement.warnings)
            sources.removeAll { placement.extensionPaths.contains($0.file.contentPath) }
        }
        let unextended = extensionPagesWithoutSymbols(sources, modules: placement?.modules ?? [:])
        diagnostics.add(unextended.warnings)
        sources.removeAll { unextended.paths.contains($0.file.contentPath) }
        let staticFiles = scan.files.filter { !$0.isPage }
        var routes = route(sources, staticFiles: staticFiles, modules: placement?.modules ?? [:], keepingCase: inputs.config.keepsURLCase)
        var resolver = linkResolver(sources: sources, staticFiles: staticFiles, routes: routes, config: inputs.config)
        resolver.apiReference = placement
        if let placement {
            let symbolSources = placement.sources(in: ContentFolder(path: inputs.contentDirectory + "/", displayPrefix: inputs.sourcePrefix))
            for source in symbolSources {
                let route = Route.page(contentPath: source.file.contentPath, url: source.url)
                routes.routing.claim(route, by: source.file)
                routes.pages.append(route)
            }
            sources += symbolSources
        }
        diagnostics.add(routes.routing.errors)
        try diagnostics.check()

        let staticPaths = Set(routes.staticFiles.map { PercentEncoding.decoded($0.route.url) })
        let batches = stride(from: 0, to: sources.count, by: RoutedContent.Batch.size).map { start in
            let range = start..<min(start + RoutedContent.Batch.size, sources.count)
            return RoutedContent.Batch(sources: Array(sources[range]), routes: Array(routes.pages[range]))
        }
        return RoutedContent(
            // Only a next build lists Content/ from what this one found.
            scan: mode.remembers ? scan : ContentScan(files: [], warnings: scan.warnings),
            batches: batches, links: links, routing: routes.routing, staticFiles: routes.staticFiles, resolver: resolver,
            staticPaths: staticPaths, cache: cache, apiReference: placement, catalogChrome: routes.catalogChrome)
    }

    /// Where every page and static file goes, claimed once.
    private struct Routes {
        var routing = Routing()
        /// The route of each source, in order.
        var pages: [Route] = []
        var staticFiles: [SiteContent.StaticFile] = []
        /// The DocC catalogs' root articles, by Content/ path.
        var docCRoots: Set<String> = []
        /// The DocC catalogs' own header and footer, by catalog.
        var catalogChrome: [String: CatalogChrome] = [:]
    }

    /// Every page that is not a draft left out: taken from the cache when its file did not change, else read; and the
    /// link pages, which are listed by the navigation rather than routed (a link page is never cached, as it is never rendered).
    private static func readPages(
        of scan: ContentScan, cache: PageCache, read alreadyRead: [String: ParsedPage], parsingCatalogs: Bool, options: BuildOptions,
        diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> (pages: [PageSource], links: [NavigationLink]) {
        // Of the front matter, routing keeps only the slug and URL; whether the page is a draft and what is wrong with it are asked here.
        typealias Read = (source: PageSource, draft: Bool, warnings: [Diagnostic], link: NavigationLink?)
        @Sendable func read(_ source: PageSource, _ metadata: PageMetadata) -> Read {
            guard let target = metadata.navLink else { return (source, metadata.draft, metadata.warnings, nil) }
            let link = NavigationLink(contentPath: source.file.contentPath, metadata: metadata, target: target)
            return (source, metadata.draft, metadata.warnings + unpublishedText(of: source.file), link)
        }
        let results = scan.files.filter(\.isPage).concurrentMap(concurrency: options.concurrency) { file -> Result<Read, DiagnosticList> in
            if let entry = cache.entries[file.contentPath], entry.status == file.status, !(parsingCatalogs && entry.page.docC != nil) {
                return .success(read(PageSource(file: file, metadata: entry.page.metadata, origin: .cached(entry)), entry.page.metadata))
            }
            if let parsed = alreadyRead[file.contentPath] {
                return .success(read(PageSource(file: file, metadata: parsed.metadata, origin: .parsed(parsed)), parsed.metadata))
            }
            return Result { () throws(DiagnosticList) -> Read in
                let page = try PageFile.read(file)
                guard page.isDocC else {
                    return read(PageSource(file: file, metadata: page.metadata, origin: .read(page)), page.metadata)
                }
                let parsed = try ParsedPage(page)
                return read(PageSource(file: file, metadata: parsed.metadata, origin: .parsed(parsed)), parsed.metadata)
            }
        }
        var sources: [PageSource] = []
        var links: [NavigationLink] = []
        sources.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let read):
                diagnostics.add(read.warnings)
                guard !read.draft || options.includeDrafts else { continue }
                if let link = read.link { links.append(link) } else { sources.append(read.source) }
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()
        return (sources, links)
    }

    /// A DocC catalog's files are routed where DocC publishes them (`DocCCatalog.publishedPath`), its root article (or
    /// its module's page, a page of the API reference) as `/documentation/<root>/`. A catalog's `Info.plist` is read
    /// for its name, and not published.
    private static func route(_ sources: [PageSource], staticFiles: [ContentFile], modules: [String: String], keepingCase: Bool) -> Routes {
        var routes = Routes()
        let catalogPages = sources.compactMap { source -> (PageSource, DocCPageMetadata)? in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            return (source, source.parsed?.docCMetadata ?? source.cached!.page.docC ?? DocCPageMetadata())
        }
        routes.docCRoots = DocCCatalog.rootArticles(catalogPages.compactMap { source, metadata in
            guard modules[DocCCatalog.root(of: source.file.contentPath)!] == nil else { return nil }
            return DocCCatalog.RootCandidate(
                contentPath: source.file.contentPath, topics: (source.parsed?.docCTopics ?? source.cached!.docCTopics).references, marksRoot: metadata.marksRoot)
        })
        let names = catalogNames(catalogPages, staticFiles: staticFiles, modules: modules, roots: routes.docCRoots)
        routes.catalogChrome = CatalogChrome.of(staticFiles)
        let tutorialTables = Set(catalogPages.filter { $0.1.isTutorialTable }.map(\.0.file.contentPath))
        for source in sources {
            let contentPath = source.file.contentPath
            var path = contentPath
            if let catalog = DocCCatalog.root(of: contentPath), let names = names[catalog] {
                let role: DocCCatalog.Role = routes.docCRoots.contains(contentPath) ? .root : tutorialTables.contains(contentPath) ? .tutorialTable : .page
                path = DocCCatalog.publishedPath(of: contentPath, role: role, names: names)
            }
            let route = Route.page(contentPath: path, slug: source.slug, url: source.url, keepingCase: keepingCase)
            routes.routing.claim(route, by: source.file)
            routes.pages.append(route)
        }
        for file in staticFiles {
            var path = file.contentPath
            if let catalog = DocCCatalog.root(of: path), let names = names[catalog] {
                guard path != catalog + "/Info.plist", !CatalogChrome.holds(path), !SymbolGraphSet.isCatalogGraph(file) else { continue }
                path = DocCCatalog.publishedPath(of: path, role: .file, names: names)
            }
            let route = Route.file(contentPath: path)
            routes.routing.claim(route, by: file)
            routes.staticFiles.append(SiteContent.StaticFile(route: route, absolutePath: file.absolutePath))
        }
        return routes
    }

    /// The names of each catalog: from its `Info.plist`, the module of its API reference or of the title of its root page,
    /// and its root page's file.
    private static func catalogNames(
        _ pages: [(PageSource, DocCPageMetadata)], staticFiles: [ContentFile], modules: [String: String], roots: Set<String>
    ) -> [String: DocCCatalog.Names] {
        var catalogs: [String: (module: String?, root: String?)] = [:]
        for (source, metadata) in pages {
            let catalog = DocCCatalog.root(of: source.file.contentPath)!
            var known = catalogs[catalog] ?? (modules[catalog], nil)
            if roots.contains(source.file.contentPath) {
                known.root = source.file.contentPath
                if known.module == nil, let symbol = metadata.documentedSymbol, !symbol.contains("/") { known.module = symbol }
            }
            catalogs[catalog] = known
        }
        for file in staticFiles {
            guard let catalog = DocCCatalog.root(of: file.contentPath), catalogs[catalog] == nil else { continue }
            catalogs[catalog] = (modules[catalog], nil)
        }
        let infos = Dictionary(staticFiles.compactMap { file -> (String, String)? in
            guard let catalog = DocCCatalog.root(of: file.contentPath), file.contentPath == catalog + "/Info.plist" else { return nil }
            return (catalog, file.absolutePath)
        }, uniquingKeysWith: { first, _ in first })
        return catalogs.reduce(into: [:]) { names, entry in
            let info = infos[entry.key].flatMap { DocCCatalogInfo.read(catalogAt: ($0 as NSString).deletingLastPathComponent) } ?? DocCCatalogInfo()
            names[entry.key] = DocCCatalog.Names(catalog: entry.key, info: info, module: entry.value.module, rootFile: entry.value.root)
        }
    }

    /// What links resolve against: every page's URL, and the DocC catalogs' articles, titles and files.
    private static func linkResolver(sources: [PageSource], staticFiles: [ContentFile], routes: Routes, config: SiteConfig) -> LinkResolver {
        let pageURLs = PageURLs(contentPaths: sources.map(\.file.contentPath), routes: routes.pages)
        var resolver = LinkResolver(pageURLs: pageURLs, baseURL: config.baseURL)
        let docCArticles = zip(sources, routes.pages).compactMap { source, route -> DocCCatalog.Article? in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            let title = source.parsed.map { ParsedPage.title(
                metadata: $0.metadata, firstHeading: $0.firstHeading, contentPath: source.file.contentPath, siteTitle: config.title) }
            return DocCCatalog.Article(contentPath: source.file.contentPath, url: route.url, title: title ?? source.cached!.page.title,
                                       curation: source.parsed?.docCTopics ?? source.cached!.docCTopics,
                                       headingAnchors: source.parsed?.docC.map(DocCHeadingAnchors.anchors(in:))
                                           ?? source.cached!.page.headings.compactMap(\.id),
                                       metadata: source.parsed?.docCMetadata ?? source.cached!.page.docC ?? DocCPageMetadata(),
                                       absolutePath: source.file.absolutePath)
        }
        let files = zip(staticFiles, routes.staticFiles).map { file, published in
            DocCCatalog.File(contentPath: file.contentPath, path: PercentEncoding.decoded(published.route.url), absolutePath: file.absolutePath)
        }
        resolver.docC = DocCCatalog(pages: docCArticles, files: files, roots: routes.docCRoots)
        if config.languages.hasEditions {
            resolver.translations = LinkTranslations(
                languages: config.languages, languagePaths: Set(sources.map(\.file.contentPath) + staticFiles.map(\.contentPath)), pageURLs: pageURLs)
        }
        return resolver
    }
}

/// What step 2 hands step 3: every page with its route, in batches to parse and render, and what their
/// links resolve against.
struct RoutedContent: Sendable {
    /// What listing Content/ found; its files only when a next build starts from this one.
    var scan: ContentScan
    var batches: [Batch]
    /// The link pages, which the navigation lists and nothing renders.
    var links: [NavigationLink]
    var routing: Routing
    var staticFiles: [SiteContent.StaticFile]
    var resolver: LinkResolver
    /// Decoded site paths of the static files (`/images/a b.png`).
    var staticPaths: Set<String>
    /// The previous build's pages (empty for a first build).
    var cache: PageCache
    /// Where the API reference's pages are, when the site has one.
    var apiReference: APIReferencePlacement?
    /// The DocC catalogs' own header and footer, by catalog.
    var catalogChrome: [String: CatalogChrome]

    /// Pages to render, with their routes. Each batch is let go of once its pages are rendered: every page's
    /// source at once, to the end of rendering, would be the content step's peak.
    struct Batch: Sendable {
        var sources: [PageSource]
        var routes: [Route]
        /// Pages rendered at once, across the cores.
        static let size = 2048
    }
}

/// A page as step 2 found it: taken from the cache, or read. Only what routing needs is inline; the rest
/// is boxed, as every page's source is held at once until its batch is rendered.
struct PageSource: Sendable {
    var file: ContentFile
    /// The front matter's `slug`, and `url` or `permalink`.
    var slug: String?
    var url: String?
    var origin: Origin

    indirect enum Origin: Sendable {
        case cached(PageCache.Entry)
        /// A Markdown page whose front matter was read, its body still on disk.
        case read(PageFile)
        /// A page parsed already: a DocC page, whose title and curation routing needs, or a page an edit read.
        case parsed(ParsedPage)
        /// A page of the API reference, by its position in it.
        case symbol(Int)
    }

    init(file: ContentFile, metadata: PageMetadata, origin: Origin) {
        self.file = file
        slug = metadata.slug
        url = metadata.url
        self.origin = origin
    }

    /// A page of the API reference, filed at `file` and published at `url`.
    init(file: ContentFile, url: String, origin: Origin) {
        self.file = file
        self.url = url
        self.origin = origin
    }

    var cached: PageCache.Entry? {
        if case .cached(let entry) = origin { entry } else { nil }
    }

    var parsed: ParsedPage? {
        if case .parsed(let parsed) = origin { parsed } else { nil }
    }
}
