import Core
import Foundation
import Highlight
import Markdown

/// What the Content/ folder holds once every page is parsed, routed and rendered.
struct SiteContent: Sendable {
    var index: SiteIndex
    /// Files copied as they are.
    var staticFiles: [StaticFile]
    var routing: Routing
    /// The pages as the next incremental build will find them.
    var cache: PageCache
    /// Content/ paths of pages whose rendered content is new since the cached build (all of them without a cache),
    /// plus pages that are gone.
    var changedPages: Set<String>

    struct StaticFile: Sendable {
        var route: Route
        var absolutePath: String
    }
}

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

    static func run(inputs: SiteInputs, options: BuildOptions, cache: PageCache, diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteContent {
        let scan = ContentScanner.scan(contentDirectory: inputs.contentDirectory, siteRoot: options.sourceDirectory)
        diagnostics.add(scan.warnings)
        let pageFiles = scan.files.filter(\.isPage)
        let read = pageFiles.concurrentMap { file -> Result<Source, DiagnosticList> in
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
            case .success(let source) where !source.metadata.draft || options.includeDrafts: sources.append(source)
            case .success: continue
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()

        var routing = Routing()
        var pageURLs: [String: String] = [:]
        var routes: [Route] = []
        for source in sources {
            let route = Route.page(contentPath: source.file.contentPath, slug: source.metadata.slug)
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

        let resolver = LinkResolver(pageURLs: pageURLs, baseURL: inputs.config.baseURL)
        let staticPaths = Set(staticFiles.map { Route.percentDecoded($0.route.url) })
        let linkKey = Self.linkKey(pageURLs: pageURLs, staticPaths: staticPaths, config: inputs.config)
        let rendering = ContentRendering(resolver: resolver, staticPaths: staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown)
        let siteTitle = inputs.config.title
        let rendered = Array(zip(sources, routes)).concurrentMap { source, route -> Result<PageCache.Entry, DiagnosticList> in
            if let entry = source.cached, entry.linkKey == linkKey {
                var reused = entry
                reused.page = entry.page.titled(ParsedPage.title(
                    metadata: entry.page.metadata, firstHeading: entry.page.headings.first?.text, contentPath: source.file.contentPath, siteTitle: siteTitle))
                return .success(reused)
            }
            return Result { () throws(DiagnosticList) -> PageCache.Entry in
                let parsed: ParsedPage
                if let alreadyParsed = source.parsed {
                    parsed = alreadyParsed
                } else {
                    parsed = try ParsedPage.read(source.file, sourcePath: source.sourcePath)
                }
                return PageCache.Entry(
                    status: source.status,
                    bodyLineOffset: parsed.bodyLineOffset, links: parsed.document.links,
                    linkKey: linkKey, page: rendering.render(parsed, route: route, siteTitle: siteTitle))
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

        var newCache = PageCache()
        var changedPages: Set<String> = Set(cache.entries.keys)
        for (source, entry) in zip(sources, entries) {
            newCache.entries[source.file.contentPath] = entry
            if source.cached?.linkKey == linkKey { changedPages.remove(source.file.contentPath) } else { changedPages.insert(source.file.contentPath) }
        }
        let index = SiteIndex(pages: entries.map(\.page))
        let checker = LinkChecker(resolver: resolver, index: index, staticPaths: staticPaths)
        let warnings = Array(entries.enumerated()).concurrentMap { position, entry in
            checker.check(page: position, links: entry.links, bodyLineOffset: entry.bodyLineOffset)
        }
        diagnostics.add(warnings.flatMap { $0 })
        return SiteContent(index: index, staticFiles: staticFiles, routing: routing, cache: newCache, changedPages: changedPages)
    }

    /// Everything a page's rendered links depend on besides the page itself.
    static func linkKey(pageURLs: [String: String], staticPaths: Set<String>, config: SiteConfig) -> Int {
        var hasher = Hasher()
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

/// How a page's Markdown becomes HTML on this site: links through the resolver,
/// code through the highlighter, images with `~dark`/`~night` siblings as `<picture>`.
struct ContentRendering: Sendable {
    let resolver: LinkResolver
    /// Decoded site paths of the static files (`/images/a b.png`).
    let staticPaths: Set<String>
    let allowsUnsafeHTML: Bool

    func render(_ parsed: ParsedPage, route: Route, siteTitle: String) -> Page {
        let contentPath = parsed.file.contentPath
        var options = RenderOptions()
        options.allowsUnsafeHTML = allowsUnsafeHTML
        options.headingAnchors = true
        let resolver = self.resolver
        options.resolveURL = { destination, _ in resolver.resolve(destination, from: contentPath) }
        options.highlightCode = { code, language in Highlighter.highlight(code, language: language) }
        let staticPaths = self.staticPaths
        options.imageVariants = { source in
            Self.variants(of: source, from: contentPath, resolver: resolver, staticPaths: staticPaths)
        }
        let document = parsed.document
        let plainText = document.plainText
        return Page(
            contentPath: contentPath,
            sourcePath: parsed.sourcePath,
            absolutePath: parsed.file.absolutePath,
            route: route,
            metadata: parsed.metadata,
            title: ParsedPage.title(metadata: parsed.metadata, firstHeading: document.headings.first?.text, contentPath: contentPath, siteTitle: siteTitle),
            isIndex: Route.isIndex(contentPath: contentPath),
            sectionPath: contentPath.split(separator: "/").dropLast().joined(separator: "/"),
            content: HTMLRenderer(options: options).render(document),
            headings: document.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) },
            plainText: plainText,
            wordCount: Self.wordCount(plainText),
            summary: parsed.metadata.description ?? TextExcerpt.make(Self.textAfterTitle(of: document), maximumLength: 160))
    }

    /// Sibling files `photo~dark.png` and `photo~night.png` of an image, as resolved URLs.
    static func variants(of source: String, from contentPath: String, resolver: LinkResolver, staticPaths: Set<String>) -> [ImageVariant] {
        let target = resolver.target(of: source, from: contentPath)
        guard let path = target.path, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return [] }
        var variants: [ImageVariant] = []
        for appearance in ["dark", "night"] {
            let sibling = path[..<dot] + "~" + appearance + path[dot...]
            if staticPaths.contains(String(sibling)) {
                variants.append(ImageVariant(appearance: appearance, source: resolver.resolve(String(sibling), from: contentPath)))
            }
        }
        return variants
    }

    /// The text of a document without a leading level-1 heading, which repeats the title in listings.
    static func textAfterTitle(of document: Document) -> String {
        guard case .heading(level: 1, _, _)? = document.blocks.first else { return document.plainText }
        var body = document
        body.blocks.removeFirst()
        return body.plainText
    }

    /// Words are runs of non-space characters.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if !isSpace && !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }
}
