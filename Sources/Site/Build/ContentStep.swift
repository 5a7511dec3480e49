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
    /// A page read this build, or taken from the cache.
    private struct Source: Sendable {
        var file: ContentFile
        var status: FileStatus
        var cached: PageCache.Entry?
        var parsed: ParsedPage?

        var metadata: PageMetadata { parsed?.metadata ?? cached!.page.metadata }
        var sourcePath: String { "Content/" + file.contentPath }
    }

    /// - Parameters:
    ///   - cache: the pages of the previous build, reused where their file and link context did not change.
    ///   - scan: Content/'s files when the caller already knows them (an edit of known pages), else nil to list the folder.
    static func run(
        inputs: SiteInputs, options: BuildOptions, cache: PageCache, scan known: ContentScan? = nil, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent {
        let scan = known ?? ContentScanner.scan(contentDirectory: inputs.contentDirectory, siteRoot: options.sourceDirectory)
        diagnostics.add(scan.warnings)
        let pageFiles = scan.files.filter(\.isPage)
        let read = pageFiles.concurrentMap(concurrency: options.concurrency) { file -> Result<Source, DiagnosticList> in
            let status = file.status
            if let entry = cache.entries[file.contentPath], entry.status == status {
                return .success(Source(file: file, status: status, cached: entry))
            }
            return Result { () throws(DiagnosticList) -> Source in
                Source(file: file, status: status, parsed: try ParsedPage.read(file, sourcePath: "Content/" + file.contentPath))
            }
        }
        var sources: [Source] = []
        for result in read {
            switch result {
            case .success(let source) where !source.metadata.draft || options.includeDrafts:
                diagnostics.add(source.metadata.warnings)
                sources.append(source)
            case .success(let source): diagnostics.add(source.metadata.warnings)
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()

        var routing = Routing()
        var pageURLs: [String: String] = [:]
        var routes: [Route] = []
        for source in sources {
            let route = Route.page(
                contentPath: source.file.contentPath, slug: source.metadata.slug, url: source.metadata.url, keepingCase: inputs.config.keepsURLCase)
            routing.claim(route, by: source.sourcePath)
            pageURLs[source.file.contentPath] = route.url
            routes.append(route)
        }
        var staticFiles: [SiteContent.StaticFile] = []
        for file in scan.files where !file.isPage {
            let route = Route.file(contentPath: file.contentPath)
            routing.claim(route, by: "Content/" + file.contentPath)
            staticFiles.append(SiteContent.StaticFile(route: route, absolutePath: file.absolutePath))
        }
        diagnostics.add(routing.errors)
        try diagnostics.check()

        var linkResolver = LinkResolver(pageURLs: pageURLs, baseURL: inputs.config.baseURL)
        let staticPaths = Set(staticFiles.map { Route.percentDecoded($0.route.url) })
        let docCArticles = zip(sources, routes).compactMap { source, route -> DocCCatalog.Article? in
            guard DocCCatalog.root(of: source.file.contentPath) != nil else { return nil }
            let title = source.parsed.map { ParsedPage.title(
                metadata: $0.metadata, firstHeading: $0.firstHeading, contentPath: source.file.contentPath, siteTitle: inputs.config.title) }
            return DocCCatalog.Article(contentPath: source.file.contentPath, url: route.url, title: title ?? source.cached!.page.title,
                                       topics: source.parsed?.docCTopics ?? source.cached!.docCTopics)
        }
        linkResolver.docC = DocCCatalog(pages: docCArticles, staticFiles: Dictionary(
            staticFiles.map { (Route.percentDecoded($0.route.url), $0.absolutePath) }, uniquingKeysWith: { first, _ in first }))
        let resolver = linkResolver
        let linkKey = Self.linkKey(pageURLs: pageURLs, staticPaths: staticPaths, config: inputs.config, docC: resolver.docC)
        let rendering = ContentRendering(resolver: resolver, staticPaths: staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown)
        let siteTitle = inputs.config.title
        let rendered = Array(zip(sources, routes)).concurrentMap(concurrency: options.concurrency) { source, route -> Result<PageCache.Entry, DiagnosticList> in
            if let entry = source.cached, entry.linkKey == linkKey {
                var reused = entry
                reused.page = entry.page.titled(ParsedPage.title(
                    metadata: entry.page.metadata, firstHeading: entry.page.headings.first?.text, contentPath: source.file.contentPath, siteTitle: siteTitle))
                if reused.page !== entry.page {
                    reused.searchEntry = SearchIndex.entry(for: reused.page, baseURL: resolver.baseURL)
                }
                return .success(reused)
            }
            return Result { () throws(DiagnosticList) -> PageCache.Entry in
                let parsed: ParsedPage
                if let alreadyParsed = source.parsed {
                    parsed = alreadyParsed
                } else {
                    parsed = try ParsedPage.read(source.file, sourcePath: source.sourcePath)
                }
                let page = rendering.render(parsed, route: route, siteTitle: siteTitle)
                var entry = PageCache.Entry(
                    status: source.status, bodyLineOffset: parsed.bodyLineOffset, links: parsed.document.links,
                    linkKey: linkKey, page: page, searchEntry: SearchIndex.entry(for: page, baseURL: resolver.baseURL))
                entry.docCTopics = parsed.docCTopics
                return entry
            }
        }
        var entries: [PageCache.Entry] = []
        for result in rendered {
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()

        var changedPages: Set<String> = Set(cache.entries.keys)
        for (source, entry) in zip(sources, entries) {
            if source.cached?.linkKey == linkKey && source.cached?.page === entry.page {
                changedPages.remove(source.file.contentPath)
            } else {
                changedPages.insert(source.file.contentPath)
            }
        }
        let index = SiteIndex(pages: entries.map(\.page))
        // A page's links need checking again when it changed, or when what links can reach changed.
        let checkKey = Self.linkCheckKey(linkKey: linkKey, index: index)
        let checker = LinkChecker(resolver: resolver, index: index, staticPaths: staticPaths, generatesHome: inputs.templates.contains("list.html"))
        let changed = changedPages
        let checked = Array(entries.enumerated()).concurrentMap(concurrency: options.concurrency) { position, entry -> PageCache.Entry in
            guard entry.linkCheckKey != checkKey || changed.contains(entry.page.contentPath) else { return entry }
            var checked = entry
            checked.linkWarnings = checker.check(page: position, links: entry.links, bodyLineOffset: entry.bodyLineOffset)
            checked.linkCheckKey = checkKey
            return checked
        }
        var newCache = PageCache()
        for entry in checked {
            newCache.entries[entry.page.contentPath] = entry
            diagnostics.add(entry.linkWarnings)
        }
        return SiteContent(
            index: index, staticFiles: staticFiles, routing: routing, cache: newCache, changedPages: changedPages,
            searchEntries: checked.map(\.searchEntry), scan: scan, resolver: resolver, staticPaths: staticPaths,
            linkKey: linkKey, linkCheckKey: checkKey, shapeKey: shapeKey(of: index), inputsFingerprint: inputs.fingerprint)
    }

    /// The site's shape (see `SiteContent.shapeKey`).
    static func shapeKey(of index: SiteIndex) -> Int {
        var hasher = Hasher()
        for page in index.pages {
            hasher.combineBytes(of: page.contentPath)
            hasher.combineBytes(of: page.route.url)
            hasher.combineBytes(of: page.title)
            hasher.combine(page.metadata.date)
            hasher.combine(page.metadata.dateUTCOffset)
            hasher.combine(page.metadata.lastModified)
            hasher.combine(page.metadata.weight)
            for tag in page.metadata.tags { hasher.combineBytes(of: tag) }
            hasher.combine(page.metadata.tags.count)
            hasher.combine(page.metadata.draft)
            hasher.combineBytes(of: page.metadata.layout ?? "")
            for alias in page.metadata.aliases { hasher.combineBytes(of: alias) }
            hasher.combine(page.metadata.colorScheme)
        }
        return hasher.finalize()
    }

    /// What any page's links are checked against: the link context, and every page's headings and tags.
    static func linkCheckKey(linkKey: Int, index: SiteIndex) -> Int {
        var hasher = Hasher()
        hasher.combine(linkKey)
        for page in index.pages {
            for heading in page.headings { hasher.combineBytes(of: heading.id ?? "") }
            hasher.combine(page.headings.count)
        }
        for tag in index.tags { hasher.combineBytes(of: tag.slug) }
        return hasher.finalize()
    }

    /// Everything a page's rendered links depend on besides the page itself.
    static func linkKey(pageURLs: [String: String], staticPaths: Set<String>, config: SiteConfig, docC: DocCCatalog) -> Int {
        var hasher = Hasher()
        hasher.combine(docC)
        for key in pageURLs.keys.sorted() {
            hasher.combineBytes(of: key)
            hasher.combineBytes(of: pageURLs[key] ?? "")
        }
        for path in staticPaths.sorted() { hasher.combineBytes(of: path) }
        hasher.combine(config.baseURL)
        hasher.combine(config.allowsUnsafeMarkdown)
        return hasher.finalize()
    }
}

