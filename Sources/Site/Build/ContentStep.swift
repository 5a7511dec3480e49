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

    struct StaticFile: Sendable {
        var route: Route
        var absolutePath: String
    }
}

/// Step 2: read and parse every page across the cores, give each its URL,
/// render its Markdown, index the site and check its links.
enum ContentStep {
    static func run(inputs: SiteInputs, options: BuildOptions, diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteContent {
        let scan = ContentScanner.scan(contentDirectory: inputs.contentDirectory, siteRoot: options.sourceDirectory)
        diagnostics.add(scan.warnings)
        let pageFiles = scan.files.filter(\.isPage)
        let parsedResults = pageFiles.concurrentMap { file -> Result<ParsedPage, DiagnosticList> in
            Result { () throws(DiagnosticList) -> ParsedPage in try ParsedPage.read(file, sourcePath: "Content/" + file.contentPath) }
        }
        var parsed: [ParsedPage] = []
        for result in parsedResults {
            switch result {
            case .success(let page) where !page.metadata.draft || options.includeDrafts: parsed.append(page)
            case .success: continue
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()

        var routing = Routing()
        var pageURLs: [String: String] = [:]
        var routes: [Route] = []
        for page in parsed {
            let route = Route.page(contentPath: page.file.contentPath, slug: page.metadata.slug)
            routing.claim(route, by: page.sourcePath)
            pageURLs[page.file.contentPath] = route.url
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
        let renderOptions = ContentRendering(resolver: resolver, staticPaths: staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown)
        let siteTitle = inputs.config.title
        let pages = Array(zip(parsed, routes)).concurrentMap { page, route in
            renderOptions.render(page, route: route, siteTitle: siteTitle)
        }
        let index = SiteIndex(pages: pages)
        let checker = LinkChecker(resolver: resolver, index: index, staticPaths: staticPaths)
        let warnings = Array(zip(parsed.indices, parsed)).concurrentMap { position, page in
            checker.check(page: position, links: page.document.links, bodyLineOffset: page.bodyLineOffset)
        }
        diagnostics.add(warnings.flatMap { $0 })
        return SiteContent(index: index, staticFiles: staticFiles, routing: routing)
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
            title: parsed.title(siteTitle: siteTitle),
            isIndex: Route.isIndex(contentPath: contentPath),
            sectionPath: contentPath.split(separator: "/").dropLast().joined(separator: "/"),
            content: HTMLRenderer(options: options).render(document),
            headings: document.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) },
            plainText: plainText,
            wordCount: Self.wordCount(plainText))
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
