import Core
import Foundation
import Templates
import Theme

/// Renders pages through their templates for one build: content pages across the cores, then the
/// pages the build makes itself. A page whose inputs did not change keeps the file the previous build
/// wrote (`reusable`); with `.remembered`, each render records which pages' content it read.
struct PageRendering: Sendable {
    let index: SiteIndex
    let templates: TemplateLibrary
    let context: SiteContext
    let environment: RenderEnvironment
    let closures: TemplateClosures
    /// What the previous build rendered, when its render key is this build's.
    let reusable: [String: BuildMemory.RenderRecord]
    let changedPages: Set<String>
    let changedTemplates: Set<String>
    let mode: BuildMode

    /// A page the build makes itself: a tag page lists its pages; the tag list, a made home page and the 404 page show the site.
    struct GeneratedPage {
        var route: Route
        var template: String
        var title: String
        var pages: [Int] = []
        var extra: [String: TemplateValue] = [:]
        /// The language whose page this is; nil for the default language's.
        var language: SiteLanguages.Language? = nil
    }

    /// One file per content page, in the index's order: rendered, or `.unchanged` where it is reused
    /// or could not be rendered (its errors are in `diagnostics`). With a `writer`, each page is written
    /// as soon as it is rendered and only its fingerprint is kept.
    func contentPages(
        renders: inout [String: BuildMemory.RenderRecord], diagnostics: inout Diagnostics, concurrency: Int?, writer: PageWriter?
    ) -> [SiteOutputs.File] {
        var files = index.pages.map { SiteOutputs.File(route: $0.route, content: .unchanged) }
        let toRender = pagesToRender(diagnostics: &diagnostics)
        // A slice at a time: every page's result at once (its record, warnings and file, held twice while
        // they were gathered in order) grew with the site, at the height of the build.
        for start in stride(from: 0, to: toRender.count, by: Self.sliceSize) {
            let slice = Array(toRender[start..<min(start + Self.sliceSize, toRender.count)])
            let rendered = slice.concurrentMap(concurrency: concurrency) { position, template in
                Swift.Result { () throws(DiagnosticList) in
                    let (record, result) = try renderContentPage(at: position, with: template)
                    let content = try Self.output(result, to: index.pages[position].route.outputPath, writer: writer)
                    return (record, result.warnings, content)
                }
            }
            for ((position, _), result) in zip(slice, rendered) {
                switch result {
                case .success(let (record, warnings, content)):
                    diagnostics.add(warnings)
                    files[position].content = content
                    // A build that does not remember keeps no records: they would stay to the end, one a page.
                    if mode.remembers { renders[index.pages[position].route.outputPath] = record }
                case .failure(let errors):
                    diagnostics.add(errors.diagnostics)
                }
            }
        }
        return files
    }

    /// How many content pages are rendered across the cores at once: most sites in one go; a larger
    /// one in slices, each waiting for its slowest page.
    static let sliceSize = 16_384

    /// The content pages whose template or anything they read changed, each with its template.
    /// While no template file changed, a page whose inputs did not change keeps its file without its
    /// template being chosen again: `reusable` holds only renders of the same render key, which covers
    /// layouts and the inputs, so the choice would be the one recorded.
    private func pagesToRender(diagnostics: inout Diagnostics) -> [(position: Int, template: String)] {
        let candidates = changedTemplates.isEmpty ? pagesThatMayChange() : Array(index.pages.indices)
        let (choices, layoutWarnings) = TemplateSelection.templates(for: candidates.map { index.pages[$0] }, in: templates, languages: context.config.languages)
        diagnostics.add(layoutWarnings)
        var toRender: [(position: Int, template: String)] = []
        for position in candidates {
            let template: String
            switch choices[TemplateSelection.Key(index.pages[position], languages: context.config.languages)] {
            case .success(let chosen)?: template = chosen
            case .failure(let errors)?: diagnostics.add(errors.diagnostics); continue
            case nil: continue
            }
            if !keepsFile(of: position, template: template) {
                toRender.append((position, template))
            }
        }
        return toRender
    }

    /// The pages whose file may change while no template did: the changed pages and the pages whose
    /// renders read them, found from the renders rather than by looking up every page's. `reusable` holds
    /// renders only when the render key matched, and the key covers every page's URL: the site has the
    /// same pages as the build that rendered them, each with its record.
    private func pagesThatMayChange() -> [Int] {
        guard !reusable.isEmpty else { return Array(index.pages.indices) }
        var positions = Set(changedPages.compactMap { index.pageByContentPath[$0] })
        for record in reusable.values where record.reads.intersects(changedPages) {
            if let position = index.pageByContentPath[record.contentPath] { positions.insert(position) }
        }
        return positions.sorted().filter { !keepsFile(of: $0, template: nil) }
    }

    /// Whether the previous build's file of a page stands: same page, template (when known) and
    /// templates, and nothing it read changed.
    private func keepsFile(of position: Int, template: String?) -> Bool {
        let page = index.pages[position]
        guard let record = reusable[page.route.outputPath] else { return false }
        return record.contentPath == page.contentPath && (template == nil || record.template == template)
            && record.templates.isDisjoint(with: changedTemplates) && !changedPages.contains(page.contentPath)
            && !record.reads.intersects(changedPages)
    }

    private func renderContentPage(at position: Int, with template: String) throws(DiagnosticList) -> (BuildMemory.RenderRecord, RenderResult) {
        let page = index.pages[position]
        let language = context.translations.language(of: page)
        let tracker = mode.remembers ? RenderTracker(page: position) : nil
        let result = try Self.tracked(by: tracker) { () throws(DiagnosticList) in
            try templates.render(template, variables: [
                "page": context.value(ofRenderedPage: position),
                "site": context.siteValue(in: language),
                "theme": context.themeValue(forcedScheme: page.metadata.colorScheme),
                "strings": context.stringsValue(language: language.code),
            ], environment: environment, subject: page.sourcePath)
        }
        let record = BuildMemory.RenderRecord(
            contentPath: page.contentPath, reads: tracker?.reads ?? .all, template: template, templates: try closures.of(template))
        return (record, result)
    }

    /// The tag pages, the tag list, a made home page and the 404 page, each where no content claimed its
    /// path and the templates have its layout. They are rendered across the cores, as content pages are:
    /// a tag page and a made home page list every page of their kind, so together they grow with the site,
    /// and rendered one after another they left a core idle at the end of the build. With a `writer`, each
    /// is written as it is rendered.
    func generatedPages(
        routing: inout Routing, renders: inout [String: BuildMemory.RenderRecord], diagnostics: inout Diagnostics, concurrency: Int?,
        writer: PageWriter?
    ) -> [SiteOutputs.File] {
        var files: [SiteOutputs.File] = []
        var toRender: [(file: Int, page: GeneratedPage, identity: String)] = []
        for generated in Self.generatedPages(of: index, context: context) where !routing.isClaimed(generated.route.outputPath) {
            // A broken layout fails the build at its location rather than dropping the page.
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
               !record.reads.intersects(changedPages) {
                renders[path] = record
            } else {
                toRender.append((files.count, generated, identity))
            }
            files.append(.init(path: path, content: .unchanged))
        }
        let rendered = toRender.concurrentMap(concurrency: concurrency) { _, generated, identity in
            Swift.Result { () throws(DiagnosticList) in try render(generated, identity: identity, writer: writer) }
        }
        var failed: Set<Int> = []
        for ((file, _, _), result) in zip(toRender, rendered) {
            switch result {
            case .success(let (record, warnings, content)):
                diagnostics.add(warnings)
                files[file].content = content
                if mode.remembers { renders[files[file].path] = record }
            case .failure(let errors):
                diagnostics.add(errors.diagnostics)
                failed.insert(file)
            }
        }
        return files.indices.filter { !failed.contains($0) }.map { files[$0] }
    }

    /// Each language's tag pages, tag list and, where Content/ has none, home page; then the 404 page.
    private static func generatedPages(of index: SiteIndex, context: SiteContext) -> [GeneratedPage] {
        let config = context.config
        var pages: [GeneratedPage] = []
        for language in config.languages.all {
            let home = context.translations.homeURL(of: language)
            let tags = context.translations.tags(index.tags, in: language, of: index.pages)
            pages += tags.map { tag in
                GeneratedPage(route: Route(url: tag.url, outputPath: String(home.dropFirst()) + "tags/\(tag.slug)/index.html"), template: "tag.html",
                              title: tag.name, pages: tag.pages, extra: ["tag": .string(tag.name)], language: language)
            }
            if !tags.isEmpty {
                pages.append(GeneratedPage(route: Route(url: home + "tags/", outputPath: String(home.dropFirst()) + "tags/index.html"),
                                           template: "tags.html", title: context.strings.text("tags", language: language.code), language: language))
            }
            if index.pageByURL[home] == nil {
                // A site without Content/index.md (most Jekyll and Hugo sites) still gets a home page for the header's link, and
                // every language one for its menu's.
                pages.append(GeneratedPage(
                    route: Route(url: home, outputPath: String(home.dropFirst()) + "index.html"), template: "list.html",
                    title: language.title ?? config.title, pages: context.translations.pages(index.newestFirst, in: language, of: index.pages),
                    extra: ["is_home": .bool(true), "content": .html(GeneratedHome.sectionList(index: index, baseURL: config.baseURL, language: language, languages: config.languages))],
                    language: language))
            }
        }
        pages.append(GeneratedPage(
            route: Route(url: "/404.html", outputPath: "404.html"), template: "404.html",
            title: context.strings.text("not_found_title", language: config.language)))
        return pages
    }

    /// Renders a generated page; with a `writer`, into its file as it grows: a tag page of a large site
    /// lists thousands of pages, megabytes that, held whole, were the build's peak.
    private func render(
        _ generated: GeneratedPage, identity: String, writer: PageWriter?
    ) throws(DiagnosticList) -> (BuildMemory.RenderRecord, [Diagnostic], SiteOutputs.Content) {
        let tracker = mode.remembers ? RenderTracker(page: -1) : nil
        let language = generated.language ?? context.config.languages.defaultLanguage
        let page = GeneratedPageObject(
            title: generated.title, url: generated.route.url, pages: generated.pages, extra: generated.extra, language: language, context: context)
        let variables: [String: TemplateValue] = [
            "page": .object(page), "site": context.siteValue(in: language), "theme": context.themeValue(forcedScheme: nil),
            "strings": context.stringsValue(language: language.code),
        ]
        let path = generated.route.outputPath
        let subject = "(generated) " + path
        let (content, warnings) = try Self.tracked(by: tracker) { () throws(DiagnosticList) in
            guard let writer else {
                let result = try templates.render(generated.template, variables: variables, environment: environment, subject: subject)
                return (SiteOutputs.Content.text(result.output), result.warnings)
            }
            return try writer.write(to: path) { write throws(DiagnosticList) in
                try templates.render(generated.template, variables: variables, environment: environment, subject: subject, to: write)
            }
        }
        let record = BuildMemory.RenderRecord(
            contentPath: identity, reads: tracker?.reads ?? .all, template: generated.template, templates: try closures.of(generated.template))
        return (record, warnings, content)
    }

    /// A rendered page's file: written now with a `writer` (only its fingerprint kept), else its text.
    private static func output(_ result: RenderResult, to path: String, writer: PageWriter?) throws(DiagnosticList) -> SiteOutputs.Content {
        try writer?.write(result.bytes, to: path) ?? .text(result.output)
    }

    /// Runs a render with `tracker` as the current one, so every page object it reads reports to it.
    static func tracked<Rendered>(
        by tracker: RenderTracker?, _ render: () throws(DiagnosticList) -> Rendered
    ) throws(DiagnosticList) -> Rendered {
        let result: Swift.Result<Rendered, DiagnosticList> = RenderTracker.$current.withValue(tracker) {
            Swift.Result { () throws(DiagnosticList) in try render() }
        }
        return try result.get()
    }
}
