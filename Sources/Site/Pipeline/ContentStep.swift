import Core
import DocC
import Foundation
import FrontMatter
import Highlight
import Markdown

/// Step 2: read and parse every page across the cores, give each its URL,
/// render its Markdown, index the site and check its links. Pages whose file
/// and link context did not change since the cached build are reused.
enum ContentStep {
    /// A page read this build, or taken from the cache. Until the page is rendered (which reads the
    /// file again and parses only its body) its front matter waits boxed, and only what routing needs
    /// is inline: holding every page's parsed Markdown at once would make the build's memory grow with
    /// page bodies. A DocC page is parsed at once, as its title and curation place the pages of its catalog.
    private struct Source: Sendable {
        var file: ContentFile
        /// The front matter's `slug`, and `url` or `permalink`.
        var slug: String?
        var url: String?
        /// Boxed: inline, a cache entry or a parsed page would make every page's source some 600 bytes
        /// larger, in an array of every page's.
        var origin: Origin

        indirect enum Origin: Sendable {
            /// What reading the front matter found, for the read that renders the page.
            case frontMatter(ParsedPage.Preamble)
            case cached(PageCache.Entry)
            case parsed(ParsedPage)
        }

        init(file: ContentFile, metadata: PageMetadata, origin: Origin) {
            self.file = file
            slug = metadata.slug
            url = metadata.url
            self.origin = origin
        }

        var sourcePath: String { file.sourcePath }

        var cached: PageCache.Entry? {
            if case .cached(let entry) = origin { entry } else { nil }
        }

        var parsed: ParsedPage? {
            if case .parsed(let parsed) = origin { parsed } else { nil }
        }

        var preamble: ParsedPage.Preamble? {
            if case .frontMatter(let preamble) = origin { preamble } else { nil }
        }
    }

    /// Where every page and static file goes, claimed once.
    private struct Routes {
        var routing = Routing()
        /// The route of each source, in order.
        var pages: [Route] = []
        var staticFiles: [SiteContent.StaticFile] = []
        /// The DocC catalogs' root articles, by Content/ path.
        var docCRoots: Set<String> = []
    }

    /// - Parameters:
    ///   - cache: the pages of the previous build, reused where their file and link context did not change.
    ///   - scan: Content/'s files when the caller already knows them (an edit of known pages), else nil to list the folder.
    ///   - remembered: whether a next build reads what this one made (`serve`): then the returned content's cache
    ///     holds every page. Otherwise it holds none, only what search takes in of each page is kept
    ///     (`SiteContent.searchPages`), and no changed pages are listed: nothing compares them with a previous build.
    static func run(
        inputs: SiteInputs, options: BuildOptions, cache: PageCache, scan known: ContentScan? = nil,
        remembered: Bool = true, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent {
        var scan = known ?? ContentScanner.scan(
            contentDirectory: inputs.contentDirectory, folder: inputs.catalogFolder, siteRoot: options.sourceDirectory, displayPrefix: inputs.sourcePrefix)
        diagnostics.add(scan.warnings)
        var rendered = try render(scan, inputs: inputs, options: options, cache: cache, diagnostics: &diagnostics)
        // Only a next build lists Content/ from what this one found: a plain build lets go of its listing before
        // the index is made, where the content step's peak is.
        if !remembered { scan.files = [] }
        // Only a render step that keeps a previous build's files asks what changed since: a plain build's has none,
        // and every page's path in a set was some 4 MB through its render step at 100,000 pages.
        let changedPages = remembered ? changedPages(since: cache, entries: rendered.entries) : []
        let index = SiteIndex(pages: rendered.entries.map(\.page))
        // A page's links need checking again when it changed, or when what links can reach changed.
        let headingIDs = rendered.entries.map(\.headingIDs)
        let checkKey = Self.linkCheckKey(linkKey: rendered.linkKey, headingIDs: headingIDs, index: index)
        let checker = LinkChecker(
            resolver: rendered.resolver, index: index, headingIDs: headingIDs, staticPaths: rendered.staticPaths,
            generatesHome: inputs.templates.contains("list.html"))
        checkLinks(of: &rendered.entries, changedPages: changedPages, checker: checker, checkKey: checkKey, concurrency: options.concurrency)
        addWarnings(of: rendered.entries, index: index, checker: checker, concurrency: options.concurrency, to: &diagnostics)
        // Filled only for a next build: at 100,000 pages its table alone was some 13 MB of a build's peak.
        var newCache = PageCache(vocabulary: cache.vocabulary)
        if remembered {
            newCache.entries.reserveCapacity(rendered.entries.count)
            for entry in rendered.entries { newCache.entries[entry.page.contentPath] = entry }
        }
        return SiteContent(
            index: index, staticFiles: rendered.staticFiles, routing: rendered.routing, cache: newCache, changedPages: changedPages,
            scan: scan, linkKey: rendered.linkKey, linkCheckKey: checkKey, linkChecker: checker, inputsFingerprint: inputs.fingerprint,
            spool: rendered.spool, searchPages: remembered || !inputs.config.buildsSearchIndex ? [] : rendered.entries.map(\.search))
    }

    /// What reading, routing and rendering every page leaves for the rest of the step.
    private struct RenderedPages {
        var entries: [PageCache.Entry]
        var routing: Routing
        var staticFiles: [SiteContent.StaticFile]
        var resolver: LinkResolver
        var staticPaths: Set<String>
        var linkKey: LinkKey
        var spool: ContentSpool
    }

    /// Every page read, routed and rendered. The pages' sources and routes wait in batches, each let go of once
    /// its pages are rendered: at 100,000 pages every page's source at once was some 24 MB at the end of rendering,
    /// the content step's peak.
    private static func render(
        _ scan: ContentScan, inputs: SiteInputs, options: BuildOptions, cache: PageCache, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> RenderedPages {
        var (batches, rendered) = try readAndRoute(scan, inputs: inputs, options: options, cache: cache, diagnostics: &diagnostics)
        let rendering = ContentRendering(
            resolver: rendered.resolver, staticPaths: rendered.staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown,
            spool: rendered.spool, vocabulary: inputs.config.buildsSearchIndex ? cache.vocabulary : nil)
        rendered.entries.reserveCapacity(batches.reduce(0) { $0 + $1.sources.count })
        batches.reverse()
        while let batch = batches.popLast() {
            rendered.entries += renderPages(
                batch, rendering: rendering, linkKey: rendered.linkKey, siteTitle: inputs.config.title, concurrency: options.concurrency,
                diagnostics: &diagnostics)
        }
        try diagnostics.check()
        return rendered
    }

    /// Pages to render, with their routes.
    private struct Batch {
        var sources: [Source]
        var routes: [Route]
        /// Pages rendered at once, across the cores.
        static let size = 2048
    }

    /// Every page read and routed, in batches to render, and what rendering them needs (with no entries yet).
    private static func readAndRoute(
        _ scan: ContentScan, inputs: SiteInputs, options: BuildOptions, cache: PageCache, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> ([Batch], RenderedPages) {
        let sources = try readPages(of: scan, cache: cache, options: options, diagnostics: &diagnostics)
        let staticFiles = scan.files.filter { !$0.isPage }
        let routes = route(sources, staticFiles: staticFiles, keepingCase: inputs.config.keepsURLCase)
        diagnostics.add(routes.routing.errors)
        try diagnostics.check()

        let resolver = linkResolver(sources: sources, staticFiles: staticFiles, routes: routes, config: inputs.config)
        let staticPaths = Set(routes.staticFiles.map { Route.percentDecoded($0.route.url) })
        let batches = stride(from: 0, to: sources.count, by: Batch.size).map { start in
            let range = start..<min(start + Batch.size, sources.count)
            return Batch(sources: Array(sources[range]), routes: Array(routes.pages[range]))
        }
        let rendered = RenderedPages(
            entries: [], routing: routes.routing, staticFiles: routes.staticFiles, resolver: resolver, staticPaths: staticPaths,
            linkKey: Self.linkKey(pageURLs: resolver.pageURLs, staticPaths: staticPaths, config: inputs.config, docC: resolver.docC),
            spool: ContentSpool(in: (options.resolvedOutputDirectory as NSString).deletingLastPathComponent))
        return (batches, rendered)
    }

    /// Every page that is not a draft left out: taken from the cache when its file did not change, else read and parsed.
    private static func readPages(
        of scan: ContentScan, cache: PageCache, options: BuildOptions, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> [Source] {
        // Of the rest of the front matter, only whether the page is a draft and what is wrong with it.
        typealias Read = (source: Source, draft: Bool, warnings: [Diagnostic])
        let read = scan.files.filter(\.isPage).concurrentMap(concurrency: options.concurrency) { file -> Result<Read, DiagnosticList> in
            if let entry = cache.entries[file.contentPath], entry.status == file.status {
                let metadata = entry.page.metadata
                return .success((Source(file: file, metadata: metadata, origin: .cached(entry)), metadata.draft, metadata.warnings))
            }
            return Result { () throws(DiagnosticList) -> Read in
                guard DocCCatalog.root(of: file.contentPath) != nil else {
                    let preamble = try ParsedPage.readPreamble(file, sourcePath: file.sourcePath)
                    let metadata = preamble.metadata
                    return (Source(file: file, metadata: metadata, origin: .frontMatter(preamble)), metadata.draft, metadata.warnings)
                }
                let parsed = try ParsedPage.read(file, sourcePath: file.sourcePath)
                return (Source(file: file, metadata: parsed.metadata, origin: .parsed(parsed)), parsed.metadata.draft, parsed.metadata.warnings)
            }
        }
        var sources: [Source] = []
        sources.reserveCapacity(read.count)
        for result in read {
            switch result {
            case .success(let read):
                diagnostics.add(read.warnings)
                if !read.draft || options.includeDrafts { sources.append(read.source) }
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()
        return sources
    }

    /// A DocC catalog's files are routed as if the catalog folder had no `.docc` and its root article
    /// were the folder's index.md (`DocCCatalog.publishedPath`).
    private static func route(_ sources: [Source], staticFiles: [ContentFile], keepingCase: Bool) -> Routes {
        var routes = Routes()
        routes.docCRoots = DocCCatalog.rootArticles(sources.compactMap { source in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            return DocCCatalog.RootCandidate(
                contentPath: source.file.contentPath, topics: source.parsed?.docCTopics ?? source.cached!.docCTopics,
                marksRoot: source.parsed?.docCMetadata?.marksRoot ?? source.cached!.page.docC?.marksRoot ?? false)
        })
        for source in sources {
            let contentPath = source.file.contentPath
            let route = Route.page(
                contentPath: DocCCatalog.publishedPath(of: contentPath, isRoot: routes.docCRoots.contains(contentPath), keepingCase: keepingCase),
                slug: source.slug, url: source.url, keepingCase: keepingCase)
            routes.routing.claim(route, by: source.file)
            routes.pages.append(route)
        }
        for file in staticFiles {
            let route = Route.file(contentPath: DocCCatalog.publishedPath(of: file.contentPath, isRoot: false, keepingCase: keepingCase))
            routes.routing.claim(route, by: file)
            routes.staticFiles.append(SiteContent.StaticFile(route: route, absolutePath: file.absolutePath))
        }
        return routes
    }

    /// What links resolve against: every page's URL, and the DocC catalogs' articles, titles and files.
    private static func linkResolver(sources: [Source], staticFiles: [ContentFile], routes: Routes, config: SiteConfig) -> LinkResolver {
        let pageURLs = PageURLs(contentPaths: sources.map(\.file.contentPath), routes: routes.pages)
        var resolver = LinkResolver(pageURLs: pageURLs, baseURL: config.baseURL)
        let docCArticles = zip(sources, routes.pages).compactMap { source, route -> DocCCatalog.Article? in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            let title = source.parsed.map { ParsedPage.title(
                metadata: $0.metadata, firstHeading: $0.firstHeading, contentPath: source.file.contentPath, siteTitle: config.title) }
            return DocCCatalog.Article(contentPath: source.file.contentPath, url: route.url, title: title ?? source.cached!.page.title,
                                       topics: source.parsed?.docCTopics ?? source.cached!.docCTopics)
        }
        let files = zip(staticFiles, routes.staticFiles).map { file, published in
            DocCCatalog.File(contentPath: file.contentPath, path: Route.percentDecoded(published.route.url), absolutePath: file.absolutePath)
        }
        resolver.docC = DocCCatalog(pages: docCArticles, files: files, roots: routes.docCRoots)
        return resolver
    }

    /// A batch's pages' Markdown as HTML across the cores: a cached page is reused while the link context
    /// (`linkKey`) and its title are the ones it was rendered with. The errors of a page that fails go to `diagnostics`.
    private static func renderPages(
        _ batch: Batch, rendering: ContentRendering, linkKey: LinkKey, siteTitle: String, concurrency: Int?, diagnostics: inout Diagnostics
    ) -> [PageCache.Entry] {
        // By position: pairs of sources and routes would copy every page's.
        let rendered = Array(batch.sources.indices).concurrentMap(concurrency: concurrency) { position -> Result<PageCache.Entry, DiagnosticList> in
            let source = batch.sources[position], route = batch.routes[position]
            // A page whose title changed (it falls back to the site's) is rendered again: search indexes the title with the text.
            if let entry = source.cached, entry.linkKey == linkKey, entry.page.title == ParsedPage.title(
                metadata: entry.page.metadata, firstHeading: entry.page.headingList.firstText, contentPath: source.file.contentPath, siteTitle: siteTitle) {
                return .success(entry)
            }
            return Result { () throws(DiagnosticList) -> PageCache.Entry in
                let parsed: ParsedPage
                if let alreadyParsed = source.parsed {
                    parsed = alreadyParsed
                } else {
                    parsed = try ParsedPage.read(source.file, sourcePath: source.sourcePath, preamble: source.preamble)
                }
                return entry(
                    for: rendering.render(parsed, route: route, siteTitle: siteTitle), parsed: parsed, status: source.file.status,
                    linkKey: linkKey, spool: rendering.spool)
            }
        }
        var entries: [PageCache.Entry] = []
        entries.reserveCapacity(rendered.count)
        for result in rendered {
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        return entries
    }

    /// What the build keeps of a page it has just rendered. This is the one moment a page's HTML and
    /// text are in memory, once per page rendered: whatever is derived from them (what search takes
    /// in, the unconverted-syntax check) is taken here, and only that is kept.
    static func entry(
        for rendered: ContentRendering.RenderedPage, parsed: ParsedPage, status: FileStatus, linkKey: LinkKey, spool: ContentSpool
    ) -> PageCache.Entry {
        PageCache.Entry(PageCache.Rendered(
            status: status, bodyLineOffset: parsed.bodyLineOffset, links: SpooledLinks(rendered.links, in: spool), linkKey: linkKey,
            page: rendered.page, search: rendered.search, headingIDs: rendered.headingIDs, syntaxWarnings: UnconvertedSyntax.warnings(inHTML: rendered.html, of: rendered.page),
            docCTopics: parsed.docCTopics))
    }
}
