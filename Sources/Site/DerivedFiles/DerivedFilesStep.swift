import Core
import DefaultSite
import Foundation
import Templates
import Theme

/// Step 5: the files the build derives from the site besides its pages — alias redirects, the theme's
/// stylesheets, sitemap, feed, robots.txt (those four through their templates, with `pages`' templates and
/// values), the search index — then the layout's assets and Content/'s static files. A file the site itself
/// provides in Content/ wins over a generated one.
enum DerivedFilesStep {
    static func run(
        into site: inout RenderedSite, inputs: SiteInputs, content: SiteContent, rendering pages: PageRendering,
        searchIndex: BackgroundWork<SearchIndexFiles>?, mode: BuildMode, writer: PageWriter?, diagnostics: inout Diagnostics
    ) throws(BuildFailure) {
        site.outputs.files += aliases(of: content.index, rendering: pages, routing: &site.routing, diagnostics: &diagnostics)
        site.outputs.files += generatedFiles(
            inputs: inputs, content: content, rendering: pages, keeping: site.keptOutputs, routing: &site.routing, writer: writer,
            diagnostics: &diagnostics)
        // Said once a build; a preview that rebuilds on every change (`serve`) needs neither file and would repeat it.
        if !mode.remembers { site.notes += notWrittenWithoutBaseURL(content: content, context: pages.context).map { [$0] } ?? [] }
        for file in content.apiNavigation?.files ?? [] where claim(file.path, routing: &site.routing) {
            site.outputs.files.append(SiteOutputs.File(path: file.path, content: .text(String(decoding: file.json, as: UTF8.self))))
        }
        if let index = searchIndex?.wait() {
            site.outputs.files += index.claim(routing: &site.routing)
            diagnostics.add(index.errors)
            // A build that is not remembered lets go of the grouped postings at once, before its files are written.
            site.searchWords = mode.remembers ? index.words : nil
        }
        try diagnostics.check()
        let layoutAssets = assets(templatesDirectory: inputs.templatesDirectory)
        diagnostics.add(layoutAssets.warnings)
        for asset in layoutAssets.files where !site.routing.isClaimed(asset.path) {
            site.routing.claim(Route.file(contentPath: asset.path), by: "Templates/" + asset.path)
            site.outputs.files.append(asset)
        }
        site.outputs.files += content.staticFiles.map { ContentTemplateFile.output(of: $0, rendering: pages, diagnostics: &diagnostics) }
        diagnostics.add(site.routing.errors)
        try diagnostics.check()
    }

    /// A redirect page at every alias a page's front matter names.
    static func aliases(of index: SiteIndex, rendering pages: PageRendering, routing: inout Routing, diagnostics: inout Diagnostics) -> [SiteOutputs.File] {
        var files: [SiteOutputs.File] = []
        for (position, page) in index.pages.enumerated() {
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
                do throws(DiagnosticList) {
                    let variables = [
                        "site": pages.context.siteValue, "page": pages.context.value(ofPage: position),
                        "strings": pages.context.stringsValue(language: pages.context.config.language),
                    ]
                    let result = try pages.templates.render(
                        OutputTemplates.alias, variables: variables, environment: pages.environment, subject: "(generated) " + path)
                    diagnostics.add(result.warnings)
                    files.append(.init(path: path, content: .text(result.output)))
                } catch {
                    diagnostics.add(error.diagnostics)
                }
            }
        }
        return files
    }

    /// The theme's stylesheets, and the sitemap, feed and robots.txt from their templates, where Content/
    /// has no file of that name. Each is kept from `previous` (the previous build's outputs, when its render
    /// key is this build's) unless it shows pages' content that changed (the feed its entries'), or its
    /// template or one that template reaches changed. With a `writer`, each is written at once rather than
    /// held until the end of the build: the sitemap grows with the site.
    static func generatedFiles(
        inputs: SiteInputs, content: SiteContent, rendering pages: PageRendering, keeping previous: [String: OutputFingerprint]?,
        routing: inout Routing, writer: PageWriter?, diagnostics: inout Diagnostics
    ) -> [SiteOutputs.File] {
        let index = content.index
        let context = pages.context
        let changed = { (template: String) in GeneratedFile.templateChanged(template, in: pages) }
        let rendered = { (template: String, name: String, value: TemplateValue, site: TemplateValue) in
            GeneratedFile.rendered(template, variables: ["site": site, name: value], library: pages.templates, environment: pages.environment)
        }
        let sitemap = TemplateValue.object(SitemapObject(context: pages.context))
        let generatedFiles: [(path: String, contentChanged: () -> Bool, make: GeneratedFile.Make)] = [
            ("theme.css", { false }, GeneratedFile.whole { ThemeStylesheet.themeCSS(inputs.palette) }),
            ("night.css", { false }, GeneratedFile.whole { ThemeStylesheet.nightCSS(inputs.palette) }),
            ("theme.js", { false }, GeneratedFile.whole { ThemeScript.source(palette: inputs.palette, settings: inputs.themeSettings) }),
            ("robots.txt", { changed(OutputTemplates.robots) }, rendered(OutputTemplates.robots, "sitemap", sitemap, context.siteValue)),
        ] + (!context.config.baseURL.isAbsolute ? [] : [
            ("sitemap.xml", { changed(OutputTemplates.sitemap) }, rendered(OutputTemplates.sitemap, "sitemap", sitemap, context.siteValue)),
        ] + feeds(of: index, content: content, context: context).map { feed in
            (feed.path, { feed.contentChanged() || changed(OutputTemplates.feed) },
             rendered(OutputTemplates.feed, "feed", AtomFeed.value(in: feed.language, context: context), context.siteValue(in: feed.language)))
        })
        var files: [SiteOutputs.File] = []
        for generated in generatedFiles where !routing.isClaimed(generated.path) {
            routing.claim(Route(url: "/" + generated.path, outputPath: generated.path), by: "(generated)")
            if previous?[generated.path] != nil && !generated.contentChanged() {
                files.append(.init(path: generated.path, content: .unchanged))
                continue
            }
            do throws(DiagnosticList) {
                let (content, warnings) = try GeneratedFile.output(of: generated.make, to: generated.path, writer: writer)
                diagnostics.add(warnings)
                files.append(.init(path: generated.path, content: content))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        }
        return files
    }

    /// Each language's feed: the default language's always (`feed.xml`), another's (`de/feed.xml`) when it has dated pages.
    private static func feeds(
        of index: SiteIndex, content: SiteContent, context: SiteContext
    ) -> [(path: String, language: SiteLanguages.Language, contentChanged: () -> Bool)] {
        context.config.languages.editions.compactMap { language in
            let entries = AtomFeed.entries(of: index, in: language, context.translations)
            let isDefault = language == context.config.languages.defaultLanguage
            guard isDefault || !entries.isEmpty else { return nil }
            let path = String(AtomFeed.url(in: language, context.translations).dropFirst())
            return (path, language, { entries.contains { content.changedPages.contains(index.pages[$0].contentPath) } })
        }
    }

    /// The sitemap and the feeds: both formats allow only absolute URLs, so without a base URL naming a host they
    /// are not written, and a note says so and how to have them (not a warning: a site previewed or published
    /// under a path it does not know yet is not wrong, and `--strict` must pass on it).
    static func notWrittenWithoutBaseURL(content: SiteContent, context: SiteContext) -> Diagnostic? {
        let baseURL = context.config.baseURL
        guard !baseURL.isAbsolute else { return nil }
        let files = ["sitemap.xml"] + feeds(of: content.index, content: content, context: context).map(\.path)
        let named = files.count == 2 ? files.joined(separator: " and ") : files.dropLast().joined(separator: ", ") + " and " + files.last!
        return Diagnostic(.note, "\(named) are not written: they need absolute URLs, and the base URL '\(baseURL.description.isEmpty ? "/" : baseURL.description)' "
            + "names no host; set baseURL in site.json to the address the site is published at, or build with --base-url")
    }

    /// Claims `path` for a generated file; false when a file of the site has it already.
    static func claim(_ path: String, routing: inout Routing) -> Bool {
        guard !routing.isClaimed(path) else { return false }
        routing.claim(Route(url: "/" + path, outputPath: path), by: "(generated)")
        return true
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
}
