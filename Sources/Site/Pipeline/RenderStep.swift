import Core
import DefaultSite
import Foundation
import Markdown
import Templates
import Theme

/// Step 3: every page through its template, plus the files the build
/// generates (tag pages, 404, alias redirects, theme, feeds, search index).
/// A file the site itself provides in Content/ wins over a generated one.
enum RenderStep {
    /// What rendering produced, and what an incremental build remembers of it.
    struct Result {
        var outputs: SiteOutputs
        /// Made only for a build that remembers or has a previous build to compare with: hashing the shape
        /// reads every template-visible member of every page, on one core (2 % of a plain build).
        var renderKey: RenderKey?
        /// The records of the files rendered or generated this build, when it remembers them.
        var renders: [String: BuildMemory.RenderRecord]
        /// Whether the previous build's records stand beside `renders` (its render key is this build's).
        var keepsPreviousRenders: Bool
        /// The search index's word chunks, which the next build updates rather than makes again (with `remember`).
        var searchWords: SearchWordChunks?
    }

    /// Renders the site. With `previous`, a content page whose inputs did not change keeps the file the
    /// previous build wrote; with `remember`, each render records which pages' content it read; with a
    /// `writer`, content pages are written as they are rendered.
    static func run(
        inputs: SiteInputs, content: SiteContent, previous: BuildMemory?, remember: Bool, concurrency: Int?, writer: PageWriter? = nil,
        diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> Result {
        let context = siteContext(inputs: inputs, content: content)
        // Hashing the shape reads every page: an edit known to keep it keeps the previous key, and a
        // build with nothing to compare it with and no next build to hand it to makes none.
        let keptKey = content.keepsShape ? previous?.renderKey : nil
        let renderKey = remember || previous != nil ? keptKey ?? RenderKey { hasher in
            hasher.combine(inputs.fingerprint)
            hasher.combine(context.shapeKey)
        } : nil
        let pages = pageRendering(
            inputs: inputs, content: content, context: context, previous: previous, renderKey: renderKey, remember: remember, strict: diagnostics.strict)
        var outputs = SiteOutputs()
        var routing = Routing(over: content.routing)
        var renders: [String: BuildMemory.RenderRecord] = [:]
        outputs.files = pages.contentPages(renders: &renders, diagnostics: &diagnostics, concurrency: concurrency, writer: writer)
        try diagnostics.check()
        let shapeUnchanged = previous.map { $0.renderKey == renderKey } ?? false
        let search = inputs.config.buildsSearchIndex ? searchIndex(
            of: content, previous: previous, keeping: shapeUnchanged ? previous?.outputs : nil, baseURL: inputs.config.baseURL,
            remember: remember, concurrency: concurrency, writer: writer) : nil
        outputs.files += pages.generatedPages(
            routing: &routing, renders: &renders, diagnostics: &diagnostics, concurrency: concurrency, writer: writer)
        outputs.pageCount = outputs.files.count
        outputs.files += aliases(of: content.index, baseURL: inputs.config.baseURL, routing: &routing, diagnostics: &diagnostics)
        outputs.files += generatedFiles(
            inputs: inputs, content: content, keeping: shapeUnchanged ? previous?.outputs : nil, routing: &routing, writer: writer,
            diagnostics: &diagnostics)
        var searchWords: SearchWordChunks?
        if let index = search?.wait() {
            outputs.files += index.claim(routing: &routing)
            diagnostics.add(index.errors)
            // A build that is not remembered lets go of the grouped postings at once, before its files are written.
            searchWords = remember ? index.words : nil
        }
        try diagnostics.check()
        let layoutAssets = assets(templatesDirectory: inputs.templatesDirectory)
        diagnostics.add(layoutAssets.warnings)
        for asset in layoutAssets.files where !routing.isClaimed(asset.path) {
            routing.claim(Route.file(contentPath: asset.path), by: "Templates/" + asset.path)
            outputs.files.append(asset)
        }
        outputs.files += content.staticFiles.map { SiteOutputs.File(route: $0.route, content: .copy(from: $0.absolutePath)) }
        diagnostics.add(routing.errors)
        try diagnostics.check()
        return Result(
            outputs: outputs, renderKey: renderKey, renders: renders, keepsPreviousRenders: !pages.reusable.isEmpty, searchWords: searchWords)
    }

    /// What templates can reach about the site.
    static func siteContext(inputs: SiteInputs, content: SiteContent) -> SiteContext {
        SiteContext(
            index: content.index, config: inputs.config,
            themeHead: ThemeMarkup.head(palette: inputs.palette, settings: inputs.themeSettings, baseURL: inputs.config.baseURL))
    }

    /// What rendering pages needs for this build, and what it may keep from the previous one.
    static func pageRendering(
        inputs: SiteInputs, content: SiteContent, context: SiteContext, previous: BuildMemory?, renderKey: RenderKey?, remember: Bool, strict: Bool
    ) -> PageRendering {
        let config = inputs.config
        let environment = RenderEnvironment(
            baseURL: config.baseURL,
            filters: ["markdown": markdownFilter(allowsUnsafeHTML: config.allowsUnsafeMarkdown)],
            strictUndefined: strict)
        return PageRendering(
            index: content.index, templates: inputs.templates, context: context, environment: environment,
            closures: TemplateClosures(library: inputs.templates),
            reusable: previous.flatMap { $0.renderKey == renderKey ? $0.renders : nil } ?? [:],
            changedPages: content.changedPages,
            changedTemplates: previous.map { changedTemplates(from: $0.templateStatuses, to: inputs.templateStatuses) } ?? [],
            remember: remember)
    }

    /// A redirect page at every alias a page's front matter names.
    static func aliases(of index: SiteIndex, baseURL: BaseURL, routing: inout Routing, diagnostics: inout Diagnostics) -> [SiteOutputs.File] {
        var files: [SiteOutputs.File] = []
        for page in index.pages {
            for alias in page.metadata.aliases {
                guard let path = AliasRedirect.outputPath(of: alias) else {
                    diagnostics.add(Diagnostic(.error, "alias '\(alias)' of \(page.sourcePath) is not a path on this site", at: SourceLocation(path: page.sourcePath, line: 1, column: 1)))
                    continue
                }
                // An alias equal to the page's own URL (Hugo sites keep one when URLs became lowercase) is no redirect.
                guard path.lowercased() != page.route.outputPath.lowercased() else { continue }
                if let conflict = routing.claimAlias(Route(url: alias, outputPath: path), by: page.sourcePath) {
                    diagnostics.add(conflict)
                    continue
                }
                let url = baseURL.url(page.route.url)
                files.append(.init(path: path, content: .text(AliasRedirect.html(to: url, absoluteURL: baseURL.absoluteURL(page.route.url)))))
            }
        }
        return files
    }

    /// The theme's stylesheets, sitemap, feed and robots.txt, where Content/ has no file of that name.
    /// Each is kept from `previous` (the previous build's outputs, when its render key is this build's)
    /// unless it shows pages' content that changed: the feed its entries'. With a `writer`, each is written
    /// at once rather than held until the end of the build: the sitemap grows with the site.
    static func generatedFiles(
        inputs: SiteInputs, content: SiteContent, keeping previous: [String: OutputFingerprint]?, routing: inout Routing,
        writer: PageWriter?, diagnostics: inout Diagnostics
    ) -> [SiteOutputs.File] {
        let index = content.index
        let config = inputs.config
        let feedChanged = { AtomFeed.entries(of: index).contains { content.changedPages.contains(index.pages[$0].contentPath) } }
        let generatedFiles: [(path: String, contentChanged: () -> Bool, make: GeneratedFile.Make)] = [
            ("theme.css", { false }, GeneratedFile.whole { ThemeStylesheet.themeCSS(inputs.palette) }),
            ("night.css", { false }, GeneratedFile.whole { ThemeStylesheet.nightCSS(inputs.palette) }),
            ("sitemap.xml", { false }, { add throws(Diagnostic) in
                try Sitemap.write(index: index, baseURL: config.baseURL, pieceSize: GeneratedFile.pieceSize, to: add)
            }),
            ("feed.xml", feedChanged, GeneratedFile.whole { AtomFeed.xml(index: index, config: config) }),
            ("robots.txt", { false }, GeneratedFile.whole { RobotsTxt.text(baseURL: config.baseURL) }),
        ]
        var files: [SiteOutputs.File] = []
        for generated in generatedFiles where !routing.isClaimed(generated.path) {
            routing.claim(Route(url: "/" + generated.path, outputPath: generated.path), by: "(generated)")
            if previous?[generated.path] != nil && !generated.contentChanged() {
                files.append(.init(path: generated.path, content: .unchanged))
                continue
            }
            do throws(DiagnosticList) {
                files.append(.init(path: generated.path, content: try GeneratedFile.output(of: generated.make, to: generated.path, writer: writer)))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        }
        return files
    }

    /// Claims `path` for a generated file; false when a file of the site has it already.
    static func claim(_ path: String, routing: inout Routing) -> Bool {
        guard !routing.isClaimed(path) else { return false }
        routing.claim(Route(url: "/" + path, outputPath: path), by: "(generated)")
        return true
    }

    /// Names of templates added, removed or changed between two builds.
    static func changedTemplates(from old: [String: FileStatus], to new: [String: FileStatus]) -> Set<String> {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
    }

    /// The layout's own files (`Templates/assets/…` → `/assets/…`): the site's, else the built-in ones.
    /// They are found as Content/ files are: hidden files skipped, links that leave the site refused.
    static func assets(templatesDirectory: String?) -> (files: [SiteOutputs.File], warnings: [Diagnostic]) {
        var files: [String: SiteOutputs.Content] = [:]
        for (name, text) in DefaultTemplates.assets {
            files[name] = .text(text)
        }
        var warnings: [Diagnostic] = []
        if let templatesDirectory, FileManager.default.fileExists(atPath: templatesDirectory + "/assets") {
            let siteRoot = (templatesDirectory as NSString).deletingLastPathComponent
            let scan = ContentScanner.scan(contentDirectory: templatesDirectory + "/assets", siteRoot: siteRoot, displayPrefix: "Templates/assets/")
            for file in scan.files {
                files["assets/" + file.contentPath] = .copy(from: file.absolutePath)
            }
            warnings = scan.warnings
        }
        return (files.keys.sorted().map { SiteOutputs.File(path: $0, content: files[$0]!) }, warnings)
    }

    static func markdownFilter(allowsUnsafeHTML: Bool) -> TemplateFilter {
        { input, _ throws(TemplateFilterError) in
            let text: String
            switch input {
            case .string(let string), .html(let string): text = string
            case .null: text = ""
            default: throw TemplateFilterError("markdown expects text")
            }
            var options = RenderOptions()
            options.allowsUnsafeHTML = allowsUnsafeHTML
            return .html(HTMLRenderer(options: options).render(text, parsing: ParsedPage.markdownOptions))
        }
    }
}
