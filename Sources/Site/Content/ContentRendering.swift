import Core
import DocC
import Foundation
import FrontMatter
import Highlight
import Markdown

/// How a page's Markdown becomes HTML on this site: links through the resolver,
/// code through the highlighter, images with `~dark`/`~night` siblings as `<picture>`.
struct ContentRendering: Sendable {
    let resolver: LinkResolver
    /// Decoded site paths of the static files (`/images/a b.png`).
    let staticPaths: Set<String>
    /// What every page renders with (`RenderOptions.site`); each page adds its own links, code and images.
    let options: RenderOptions
    /// Where pages' HTML waits for their templates.
    let spool: ContentSpool
    /// What search takes in of each page; nil when site.json turns search off.
    let search: SearchAnalysis?
    /// The API reference's pages, when the site has one.
    var apiReference: APIReferenceRendering? = nil
    /// Where pages with the same tags share them.
    let tagLists = TagListPool()
    /// What renders the bodies of pages that are templates.
    var pageTemplates: PageTemplates? = nil

    /// A page just rendered, with what only this moment has in memory: its HTML (UTF-8, as the spool
    /// keeps it), what search takes in of it, its headings' ids and its links. The page itself keeps
    /// none of them (its content is in the spool).
    struct RenderedPage {
        var page: Page
        var html: [UInt8]
        var search: SearchPage
        var headingIDs: HeadingIDs
        var links: [LinkOccurrence]
        /// What rendering found wrong (a symbol link that names nothing).
        var warnings: [Diagnostic] = []
    }

    /// Renders the page's body as a template, when its front matter asks.
    /// - Throws: the body's template errors, at their line and column in the page's file.
    func renderTemplate(of parsed: inout ParsedPage, route: Route) throws(DiagnosticList) {
        guard parsed.metadata.isTemplate, let pageTemplates else { return }
        parsed = try pageTemplates.rendering(parsed, route: route)
    }

    /// What a page's rendered body depends on besides the page: nil for a page whose body is not a template.
    func templateKey(of parsed: ParsedPage) -> PageTemplateKey? {
        guard let body = parsed.template else { return nil }
        return pageTemplates?.key(of: body)
    }

    /// Whether a page's body rendered with `key` would render the same now: a page whose body is not a template does.
    func isCurrent(templateKey key: PageTemplateKey?, metadata: PageMetadata) -> Bool {
        guard metadata.isTemplate, let pageTemplates else { return key == nil }
        return key.map(pageTemplates.isCurrent) ?? false
    }

    func render(_ parsed: ParsedPage, route: Route, siteTitle: String) -> RenderedPage {
        let contentPath = parsed.file.contentPath
        var options = self.options
        options.escapedTemplateValues = parsed.template?.map.escapedText ?? []
        let resolver = self.resolver
        options.resolveURL = { destination, _ in resolver.resolve(destination, from: contentPath) }
        options.highlightCode = { code, language in Highlighter.highlightUTF8(code, language: language) }
        let staticPaths = self.staticPaths
        options.imageVariants = { source in
            Self.variants(of: source, from: contentPath, resolver: resolver, staticPaths: staticPaths)
        }
        let unresolved = Locked<[SymbolPageLinks.Unresolved]>([])
        var problems: [DocCProblem] = []
        let (body, renderedLinks) = body(of: parsed, options: options, unresolvedSymbols: unresolved, problems: &problems)
        let links = parsed.template == nil ? renderedLinks : renderedLinks.map { link in
            let written = parsed.writtenLocation(line: link.line, column: link.column)
            return LinkOccurrence(destination: link.destination, isImage: link.isImage, line: written.line, column: written.column)
        }
        let content = body.html
        let text = PageText(body.text, collectingSearchText: search != nil)
        let headings = body.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) }
        let docCPlace = resolver.docC.place(of: contentPath)
        let title = ParsedPage.title(metadata: parsed.metadata, firstHeading: headings.first?.text, contentPath: contentPath, siteTitle: siteTitle)
        // The page's postings go to the spool with its HTML, in one write.
        let (html, search) = search.map { search in
            search.page(at: contentPath, title: title, text: text.search).spooled(in: spool, with: content)
        } ?? (spool.store(content), .unindexed)
        let page = Page(
            contentPath: contentPath,
            folder: parsed.file.folder,
            route: route,
            metadata: metadata(of: parsed),
            title: title,
            isIndex: docCPlace?.isIndex ?? Route.isIndex(contentPath: contentPath),
            startsWithH1: Page.startsWithH1(content),
            body: html,
            headings: HeadingList(headings, spool: spool),
            wordCount: text.wordCount,
            summary: parsed.metadata.description.map(PageBody.init) ?? spool.store(text.summary(maximumLength: 160)),
            docC: parsed.docCMetadata.map { docCMetadata($0, of: contentPath) }, docCPlace: docCPlace)
        let warnings = unresolved.withLock { $0 }.map { Self.warning($0, in: parsed) } + DocCPageWarnings.problems(problems, in: parsed)
            // A fallback page is the default language's file again, whose own page warns.
            + (parsed.file.folder.isFallback ? [] : Self.bodyWarnings(body, in: parsed) + (parsed.template?.warnings ?? []))
        let headingIDs = HeadingIDs(headings, elementIDs: body.elementIDs, ignoringCase: parsed.docC != nil)
        return RenderedPage(page: page, html: content, search: search, headingIDs: headingIDs, links: links, warnings: warnings)
    }

    /// A symbol link of a catalog page that names nothing, where it is written.
    private static func warning(_ unresolved: SymbolPageLinks.Unresolved, in parsed: ParsedPage) -> Diagnostic {
        let message = "unresolved symbol link '\(unresolved.link)': \(unresolved.reason)"
        let body = SourceText(path: parsed.sourcePath, bytes: parsed.body.bytes)
        let offset = ["``\(unresolved.link)``", "doc:\(unresolved.link)"].lazy.compactMap { parsed.body.bytes.firstRange(of: Array($0.utf8))?.lowerBound }.first
        var location = body.location(ofOffset: offset ?? 0)
        location.line += parsed.bodyLineOffset
        return Diagnostic(.warning, message, at: location, kind: .brokenLink)
    }

    /// What the Markdown removed (raw HTML) or left as written (an emoji or icon shortcode, an mkautodoc block), each
    /// quoting its line of the body as written.
    private static func bodyWarnings(_ body: RenderedMarkdown, in parsed: ParsedPage) -> [Diagnostic] {
        guard !body.removedHTML.isEmpty || !body.unknownShortcodes.isEmpty || !body.autodocBlocks.isEmpty else { return [] }
        let written = parsed.writtenBody
        return body.removedHTML.map { warning($0, in: parsed, written: written) }
            + body.unknownShortcodes.map { shortcode in
                let message = shortcode.message + "; a picture at Templates/\(SiteIcons.folderName)/\(shortcode.name).svg would show in its place"
                return warning(message, line: shortcode.line, column: shortcode.column, in: parsed, written: written)
            }
            + body.autodocBlocks.map { warning($0.message, line: $0.line, column: $0.column, in: parsed, written: written) }
    }

    /// What the Markdown leaves as written (an emoji or icon shortcode, an mkautodoc block), where the page has it.
    private static func warning(
        _ message: String, line: Int, column: Int, in parsed: ParsedPage, written quoted: (text: SourceText, linesBefore: Int)
    ) -> Diagnostic {
        let written = parsed.writtenLocation(line: line, column: column)
        var location = SourceLocation(path: parsed.sourcePath, line: written.line, column: written.column)
        let sourceLine = quoted.text.line(number: location.line + quoted.linesBefore)
        location.line += parsed.bodyLineOffset
        return Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
    }

    /// Raw HTML that safe mode removed, where the page first has it. A DocC page's documents are
    /// rendered apart, each counting lines from its own start: there the removal is found in the body.
    private static func warning(_ removal: RawHTMLRemoval, in parsed: ParsedPage, written quoted: (text: SourceText, linesBefore: Int)) -> Diagnostic {
        let message = removal.message + " (set \"markdown\": {\"unsafe\": true} in site.json to keep raw HTML as written)"
        let written = parsed.writtenLocation(line: removal.line, column: removal.column)
        var location = SourceLocation(path: parsed.sourcePath, line: written.line, column: written.column)
        if parsed.docC != nil {
            let body = SourceText(path: parsed.sourcePath, bytes: parsed.body.bytes)
            let written = removal.what.split(separator: " ").dropFirst(removal.what.hasPrefix("attribute") ? 1 : 0).first ?? ""
            let offset = parsed.body.bytes.firstRange(of: Array(written.prefix { $0 != ">" }.utf8))?.lowerBound
            location = body.location(ofOffset: offset ?? 0)
        }
        let sourceLine = quoted.text.line(number: location.line + quoted.linesBefore)
        location.line += parsed.bodyLineOffset
        return Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
    }

    /// A DocC page's metadata with its images' names resolved to site paths; an image the catalog
    /// does not have is left out.
    private func docCMetadata(_ metadata: DocCPageMetadata, of contentPath: String) -> DocCPageMetadata {
        var resolved = metadata
        let catalog = resolver.docC
        func sitePath(_ image: DocCPageMetadata.Image?) -> DocCPageMetadata.Image? {
            guard var image, let found = catalog.image(image.source, from: contentPath) else { return nil }
            image.source = found.light
            return image
        }
        resolved.icon = sitePath(metadata.icon)
        resolved.card = sitePath(metadata.card)
        if let placement = apiReference?.placement, let module = placement.modulePage(ofCatalogPage: contentPath) {
            resolved.navigationTree = APIReferenceNavigation.url(ofModule: placement.reference.pages[module].name, in: placement.reference)
        }
        return resolved
    }

    /// The page's Markdown rendered, with its headings and text, and its links. A DocC page is rendered
    /// from its documents and directives, its links taken from its documents read once more as written
    /// (`DocCPageLinks`): they are rewritten before they are rendered (symbol links), which moves their links.
    private func body(
        of parsed: ParsedPage, options: RenderOptions, unresolvedSymbols: Locked<[SymbolPageLinks.Unresolved]>, problems: inout [DocCProblem]
    ) -> (RenderedMarkdown, [LinkOccurrence]) {
        guard let nodes = parsed.docC else {
            let body = HTMLRenderer(options: options).render(parsed.body, parsing: ParsedPage.markdownOptions, collecting: [.headings, .links, .text])
            return (body, body.links)
        }
        let links = DocCPageLinks.links(in: nodes, body: SourceText(path: parsed.sourcePath, bytes: parsed.body.bytes))
        let rendered = docCRenderer(of: parsed, options: options, unresolvedSymbols: unresolvedSymbols).render(nodes, reporting: &problems)
        // The page's ids are known once it is rendered: one with a link to an id in another case is rendered
        // again with the link pointed at it, which only such a page pays for.
        let corrections = AnchorCase.corrections(of: links, ids: rendered.headings.compactMap(\.id))
        guard !corrections.isEmpty else { return (rendered, links) }
        var corrected = options
        corrected.resolveURL = AnchorCase.correcting(corrections, options.resolveURL)
        unresolvedSymbols.withLock { $0.removeAll() }
        problems.removeAll()
        return (docCRenderer(of: parsed, options: corrected, unresolvedSymbols: unresolvedSymbols).render(nodes, reporting: &problems), links)
    }

    private func docCRenderer(
        of parsed: ParsedPage, options: RenderOptions, unresolvedSymbols: Locked<[SymbolPageLinks.Unresolved]>
    ) -> DocCRenderer {
        DocCRenderer(
            catalog: resolver.docC, contentPath: parsed.file.contentPath, markdownOptions: ParsedPage.markdownOptions, renderOptions: options,
            resolveSymbol: apiReference?.symbolLinks(ofCatalogPage: parsed.file.contentPath, reporting: unresolvedSymbols))
    }

    /// A DocC page without a weight of its own is placed where its catalog's curation puts it: an article of a
    /// module's catalog where the reference's Topics list it.
    func metadata(of parsed: ParsedPage) -> PageMetadata {
        var metadata = parsed.metadata
        if parsed.docC != nil, metadata.weight == nil {
            let url = resolver.docC.article("", from: parsed.file.contentPath)?.url
            metadata.weight = url.flatMap { apiReference?.navigationRank(ofArticle: $0) } ?? resolver.docC.curationRank(of: parsed.file.contentPath)
        }
        metadata.shareTags(in: tagLists)
        return metadata
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
}

extension RenderOptions {
    /// The options of the site's pages: its Markdown settings of site.json, and its own icons.
    static func site(_ inputs: SiteInputs) -> RenderOptions {
        var options = RenderOptions()
        options.allowsUnsafeHTML = inputs.config.allowsUnsafeMarkdown
        options.headingAnchors = true
        options.keepsPunctuationWithCode = true
        options.labelsTaskListCheckboxes = true
        options.smartPunctuation = inputs.config.usesSmartPunctuation
        options.givesDefinitionTermsIDs = inputs.config.givesDefinitionTermsIDs
        options.pythonMarkdownHeadingIDs = inputs.config.usesPythonMarkdownHeadingIDs
        options.siteIcons = inputs.icons.markup
        return options
    }
}
