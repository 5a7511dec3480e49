import Core
import DocC
import Foundation
import Markdown

/// Step 3: every page's Markdown parsed and rendered across the cores, the site indexed and its links
/// checked. A page taken from the cache is reused while the link context (`linkKey`) and its title are
/// the ones it was rendered with.
enum ContentStep {
    /// With `.remembered`, the returned content's cache holds every page, and the pages changed since the
    /// cached build are listed. With `.once`, it holds none (only what search takes in of each page is kept,
    /// `SiteContent.searchPages`) and none are listed: nothing compares them with a previous build.
    static func run(
        _ routed: consuming RoutedContent, inputs: SiteInputs, options: BuildOptions, mode: BuildMode, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent {
        let cache = routed.cache
        let linkKey = linkKey(pageURLs: routed.resolver.pageURLs, staticPaths: routed.staticPaths, config: inputs.config, docC: routed.resolver.docC)
        let spool = ContentSpool(in: (options.resolvedOutputDirectory as NSString).deletingLastPathComponent)
        let rendering = ContentRendering(
            resolver: routed.resolver, staticPaths: routed.staticPaths, options: .site(inputs),
            spool: spool, search: SearchAnalysis(config: inputs.config, vocabularies: cache.vocabularies),
            apiReference: routed.apiReference.map { APIReferenceRendering(placement: $0, resolver: routed.resolver, markdownOptions: ParsedPage.markdownOptions) },
            pageTemplates: PageTemplates(inputs: inputs, resolver: routed.resolver, listedPages: ListedPages(routed.batches, siteTitle: inputs.config.title), strict: options.strict))
        let entries = try render(&routed.batches, rendering: rendering, linkKey: linkKey, inputs: inputs, options: options, diagnostics: &diagnostics)
        let changedPages = mode.remembers ? changedPages(since: cache, entries: entries) : []
        let index = SiteIndex(pages: entries.map(\.page), links: routed.links)
        let checked = checkLinks(
            of: entries, changedPages: changedPages, resolver: routed.resolver, staticPaths: routed.staticPaths, linkKey: linkKey,
            index: index, inputs: inputs, concurrency: options.concurrency)
        addWarnings(of: checked.entries, index: index, checker: checked.checker, concurrency: options.concurrency, to: &diagnostics)
        var newCache = PageCache(vocabularies: cache.vocabularies)
        if mode.remembers {
            newCache.entries.reserveCapacity(checked.entries.count)
            for entry in checked.entries { newCache.entries[entry.page.contentPath] = entry }
        }
        return SiteContent(
            index: index, staticFiles: routed.staticFiles, routing: routed.routing, cache: newCache, changedPages: changedPages,
            scan: routed.scan, linkKey: linkKey, linkCheckKey: checked.key, linkChecker: checked.checker,
            inputsFingerprint: inputs.fingerprint, spool: spool,
            apiNavigation: rendering.apiReference?.navigation, catalogChrome: routed.catalogChrome,
            searchPages: mode.remembers || !inputs.config.buildsSearchIndex ? [] : checked.entries.map(\.search))
    }

    /// Every page rendered, a batch at a time: each batch's sources are let go of once its pages are rendered.
    private static func render(
        _ batches: inout [RoutedContent.Batch], rendering: ContentRendering, linkKey: LinkKey, inputs: SiteInputs, options: BuildOptions,
        diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> [PageCache.Entry] {
        var entries: [PageCache.Entry] = []
        entries.reserveCapacity(batches.reduce(0) { $0 + $1.sources.count })
        batches.reverse()
        while let batch = batches.popLast() {
            entries += renderPages(
                batch, rendering: rendering, linkKey: linkKey, siteTitle: inputs.config.title, concurrency: options.concurrency,
                diagnostics: &diagnostics)
        }
        try diagnostics.check()
        return entries
    }

    /// A batch's pages' Markdown as HTML across the cores: a cached page is reused while the link context
    /// (`linkKey`) and its title are the ones it was rendered with. The errors of a page that fails go to `diagnostics`.
    private static func renderPages(
        _ batch: RoutedContent.Batch, rendering: ContentRendering, linkKey: LinkKey, siteTitle: String, concurrency: Int?,
        diagnostics: inout Diagnostics
    ) -> [PageCache.Entry] {
        // By position: pairs of sources and routes would copy every page's.
        let rendered = Array(batch.sources.indices).concurrentMap(concurrency: concurrency) { position -> Result<PageCache.Entry, DiagnosticList> in
            let source = batch.sources[position], route = batch.routes[position]
            var parsed: ParsedPage
            do throws(DiagnosticList) {
                if case .symbol(let page) = source.origin, let reference = rendering.apiReference {
                    let rendered = rendering.renderSymbol(page, file: source.file, route: route, reference: reference)
                    return .success(entry(
                        for: rendered, bodyLineOffset: 0, docCTopics: DocCCuration(), status: source.file.status, linkKey: linkKey, templateKey: nil,
                        spool: rendering.spool))
                }
                switch source.origin {
                case .cached(let entry):
                    if isCurrent(entry, contentPath: source.file.contentPath, linkKey: linkKey, rendering: rendering, siteTitle: siteTitle) {
                        return .success(entry)
                    }
                    parsed = try ParsedPage(try PageFile.read(source.file))
                case .read, .parsed, .symbol: parsed = try parse(source)
                }
                try rendering.renderTemplate(of: &parsed, route: route)
            } catch {
                return .failure(error)
            }
            return .success(entry(
                for: rendering.render(parsed, route: route, siteTitle: siteTitle), bodyLineOffset: parsed.bodyLineOffset,
                docCTopics: parsed.docCTopics, status: source.file.status, linkKey: linkKey, templateKey: rendering.templateKey(of: parsed),
                spool: rendering.spool))
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

    /// Whether a cached page stands as it was rendered: with this link context and title (a page whose title falls back
    /// to the site's changes with it, and search indexes the title with the text), and, for a page whose body is a
    /// template, with what its body reads unchanged (data, templates, site.json).
    private static func isCurrent(
        _ entry: PageCache.Entry, contentPath: String, linkKey: LinkKey, rendering: ContentRendering, siteTitle: String
    ) -> Bool {
        entry.linkKey == linkKey && rendering.isCurrent(templateKey: entry.rendered.templateKey, metadata: entry.page.metadata)
            && entry.page.title == ParsedPage.title(
                metadata: entry.page.metadata, firstHeading: entry.page.headingList.firstText, contentPath: contentPath, siteTitle: siteTitle)
    }

    /// What the build keeps of a page it has just rendered. This is the one moment a page's HTML and
    /// text are in memory, once per page rendered: whatever is derived from them (what search takes
    /// in, the unconverted-syntax check) is taken here, and only that is kept.
    static func entry(
        for rendered: ContentRendering.RenderedPage, bodyLineOffset: Int, docCTopics: DocCCuration, status: FileStatus, linkKey: LinkKey,
        templateKey: PageTemplateKey?, spool: ContentSpool
    ) -> PageCache.Entry {
        PageCache.Entry(PageCache.Rendered(
            status: status, bodyLineOffset: bodyLineOffset, links: SpooledLinks(rendered.links, in: spool), linkKey: linkKey, templateKey: templateKey,
            page: rendered.page, search: rendered.search, headingIDs: rendered.headingIDs,
            syntaxWarnings: rendered.warnings + UnconvertedSyntax.warnings(inHTML: rendered.html, of: rendered.page),
            docCTopics: docCTopics))
    }

    /// A page's source parsed: read from its file when it was taken from the cache or only its front matter was read.
    private static func parse(_ source: PageSource) throws(DiagnosticList) -> ParsedPage {
        switch source.origin {
        case .parsed(let page): page
        case .read(let page): try ParsedPage(page)
        case .cached, .symbol: try ParsedPage(try PageFile.read(source.file))
        }
    }
}
