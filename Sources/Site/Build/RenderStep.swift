import Core
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
        var renderKey: Int
        var renders: [String: BuildMemory.RenderRecord]
    }

    /// Renders the site. With `previous`, a content page whose inputs did not change keeps the file the
    /// previous build wrote; with `remember`, each render records which pages' content it read.
    static func run(
        inputs: SiteInputs, content: SiteContent, previous: BuildMemory?, remember: Bool, concurrency: Int?, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> Result {
        let config = inputs.config
        let index = content.index
        let context = SiteContext(
            index: index, config: config,
            themeHead: ThemeMarkup.head(palette: inputs.palette, settings: inputs.themeSettings, baseURL: config.baseURL),
            themeToggle: ThemeMarkup.toggle())
        let environment = RenderEnvironment(
            baseURL: config.baseURL,
            filters: ["markdown": markdownFilter(allowsUnsafeHTML: config.allowsUnsafeMarkdown)],
            strictUndefined: diagnostics.strict)
        let templates = inputs.templates
        var outputs = SiteOutputs()
        var routing = content.routing
        let renderKey = Self.renderKey(inputs: inputs, content: content)
        let reusable = previous.flatMap { $0.renderKey == renderKey ? $0.renders : nil } ?? [:]
        let changed = content.changedPages
        let changedTemplates = previous.map { Self.changedTemplates(from: $0.templateStatuses, to: inputs.templateStatuses) } ?? []
        let closures = TemplateClosures(library: templates)
        let choices = TemplateSelection.templates(for: index.pages, in: templates)

        // Keep what the previous build rendered where nothing it used changed; render the rest across the cores.
        var renders = reusable
        var contents = [SiteOutputs.Content](repeating: .unchanged, count: index.pages.count)
        var toRender: [(position: Int, template: String)] = []
        for (position, page) in index.pages.enumerated() {
            let template: String
            switch choices[TemplateSelection.Key(page)] {
            case .success(let chosen)?: template = chosen
            case .failure(let errors)?: diagnostics.add(errors.diagnostics); continue
            case nil: continue
            }
            if let record = reusable[page.route.outputPath], record.contentPath == page.contentPath, record.template == template,
               record.templates.isDisjoint(with: changedTemplates), !changed.contains(page.contentPath), !record.reads.intersects(changed) {
                continue
            }
            toRender.append((position, template))
        }
        let rendered = toRender.concurrentMap(concurrency: concurrency) { position, template -> Swift.Result<(BuildMemory.RenderRecord, RenderResult), DiagnosticList> in
            Swift.Result { () throws(DiagnosticList) -> (BuildMemory.RenderRecord, RenderResult) in
                let page = index.pages[position]
                let tracker = remember ? RenderTracker(page: position) : nil
                let result = try tracked(by: tracker) { () throws(DiagnosticList) in
                    try templates.render(template, variables: [
                        "page": context.value(ofPage: position),
                        "site": context.siteValue,
                        "theme": context.themeValue(forcedScheme: page.metadata.colorScheme),
                    ], environment: environment, subject: page.sourcePath)
                }
                let record = BuildMemory.RenderRecord(
                    contentPath: page.contentPath, reads: tracker?.reads ?? .all, template: template, templates: try closures.of(template))
                return (record, result)
            }
        }
        for ((position, _), result) in zip(toRender, rendered) {
            switch result {
            case .success(let (record, result)):
                diagnostics.add(result.warnings)
                contents[position] = .text(result.output)
                renders[index.pages[position].route.outputPath] = record
            case .failure(let errors):
                diagnostics.add(errors.diagnostics)
            }
        }
        for (page, content) in zip(index.pages, contents) {
            outputs.files.append(.init(path: page.route.outputPath, content: content))
        }
        try diagnostics.check()

        // Pages the build makes itself: a tag page lists its pages; the tag list and 404 page show the site.
        var generatedPages: [(route: Route, template: String, title: String, pages: [Int], extra: [String: TemplateValue])] = []
        for tag in index.tags {
            generatedPages.append((Route(url: tag.url, outputPath: "tags/\(tag.slug)/index.html"), "tag.html", tag.name, tag.pages, ["tag": .string(tag.name)]))
        }
        if !index.tags.isEmpty {
            generatedPages.append((Route(url: "/tags/", outputPath: "tags/index.html"), "tags.html", "Tags", [], [:]))
        }
        generatedPages.append((Route(url: "/404.html", outputPath: "404.html"), "404.html", "Page not found", [], [:]))
        for generated in generatedPages where !routing.isClaimed(generated.route.outputPath) {
            do throws(DiagnosticList) {
                guard try templates.exists(generated.template) else { continue }
            } catch {
                diagnostics.add(error.diagnostics)
                continue
            }
            routing.claim(generated.route, by: "(generated)")
            let path = generated.route.outputPath
            let identity = "(generated) " + generated.template + " " + generated.route.url
            if let record = reusable[path], record.contentPath == identity, record.templates.isDisjoint(with: changedTemplates),
               !record.reads.intersects(changed) {
                outputs.files.append(.init(path: path, content: .unchanged))
                renders[path] = record
                continue
            }
            let tracker = remember ? RenderTracker(page: -1) : nil
            let page = GeneratedPageObject(
                title: generated.title, url: generated.route.url, pages: generated.pages, extra: generated.extra, context: context)
            do throws(DiagnosticList) {
                let result = try tracked(by: tracker) { () throws(DiagnosticList) in
                    try templates.render(generated.template, variables: [
                        "page": .object(page), "site": context.siteValue, "theme": context.themeValue(forcedScheme: nil),
                    ], environment: environment, subject: "(generated) " + generated.route.outputPath)
                }
                diagnostics.add(result.warnings)
                outputs.files.append(.init(path: path, content: .text(result.output)))
                renders[path] = BuildMemory.RenderRecord(
                    contentPath: identity, reads: tracker?.reads ?? .all, template: generated.template, templates: try closures.of(generated.template))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        }
        outputs.pageCount = outputs.files.count

        for page in index.pages {
            for alias in page.metadata.aliases {
                guard let path = AliasRedirect.outputPath(of: alias) else {
                    diagnostics.add(Diagnostic(.error, "alias '\(alias)' of \(page.sourcePath) is not a path on this site", at: SourceLocation(path: page.sourcePath, line: 1, column: 1)))
                    continue
                }
                let route = Route(url: alias, outputPath: path)
                routing.claim(route, by: page.sourcePath + " (alias)")
                let url = config.baseURL.url(page.route.url)
                outputs.files.append(.init(path: path, content: .text(AliasRedirect.html(to: url, absoluteURL: config.baseURL.absoluteURL(page.route.url)))))
            }
        }

        // Files that follow only the inputs and the site's shape are kept while the render key is; the feed and
        // the search index show pages' content.
        let shapeUnchanged = previous?.renderKey == renderKey
        let generatedFiles: [(path: String, showsContent: Bool, make: () -> String)] = [
            ("theme.css", false, { ThemeStylesheet.themeCSS(inputs.palette) }),
            ("night.css", false, { ThemeStylesheet.nightCSS(inputs.palette) }),
            ("sitemap.xml", false, { Sitemap.xml(index: index, baseURL: config.baseURL) }),
            ("feed.xml", true, { AtomFeed.xml(index: index, config: config) }),
            ("robots.txt", false, { RobotsTxt.text(baseURL: config.baseURL) }),
            ("search-index.json", true, { SearchIndex.json(entries: content.searchEntries) }),
        ]
        for generated in generatedFiles where !routing.isClaimed(generated.path) {
            routing.claim(Route(url: "/" + generated.path, outputPath: generated.path), by: "(generated)")
            let keep = shapeUnchanged && !generated.showsContent && previous?.outputs[generated.path] != nil
            outputs.files.append(.init(path: generated.path, content: keep ? .unchanged : .text(generated.make())))
        }
        let layoutAssets = assets(templatesDirectory: inputs.templatesDirectory)
        diagnostics.add(layoutAssets.warnings)
        for asset in layoutAssets.files where !routing.isClaimed(asset.path) {
            routing.claim(Route.file(contentPath: asset.path), by: "Templates/" + asset.path)
            outputs.files.append(asset)
        }
        for file in content.staticFiles {
            outputs.files.append(.init(path: file.route.outputPath, content: .copy(from: file.absolutePath)))
        }
        diagnostics.add(routing.errors)
        try diagnostics.check()
        return Result(outputs: outputs, renderKey: renderKey, renders: renders)
    }

    /// Names of templates added, removed or changed between two builds.
    static func changedTemplates(from old: [String: FileStatus], to new: [String: FileStatus]) -> Set<String> {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
    }

    /// Runs a render with `tracker` as the current one, so every page object it reads reports to it.
    static func tracked(by tracker: RenderTracker?, _ render: () throws(DiagnosticList) -> RenderResult) throws(DiagnosticList) -> RenderResult {
        let result: Swift.Result<RenderResult, DiagnosticList> = RenderTracker.$current.withValue(tracker) {
            Swift.Result { () throws(DiagnosticList) in try render() }
        }
        return try result.get()
    }

    /// Everything every page's render depends on: templates, configuration and the site's shape.
    static func renderKey(inputs: SiteInputs, content: SiteContent) -> Int {
        var hasher = Hasher()
        hasher.combine(inputs.fingerprint)
        hasher.combine(content.shapeKey)
        return hasher.finalize()
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
            let scan = ContentScanner.scan(contentDirectory: templatesDirectory + "/assets", siteRoot: siteRoot, displayPrefix: "Templates/assets")
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
            let document = Document(parsing: text, options: ParsedPage.markdownOptions)
            return .html(HTMLRenderer(options: options).render(document))
        }
    }
}
