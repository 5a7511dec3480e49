import Core
import Foundation
import Markdown
import Templates
import Theme

/// Step 3: every page through its template, plus the files the build
/// generates (tag pages, 404, alias redirects, theme, feeds, search index).
/// A file the site itself provides in Content/ wins over a generated one.
enum RenderStep {
    static func run(inputs: SiteInputs, content: SiteContent, diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteOutputs {
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

        let rendered = Array(index.pages.indices).concurrentMap { position -> Result<RenderResult, DiagnosticList> in
            Result { () throws(DiagnosticList) -> RenderResult in
                let page = index.pages[position]
                let template = try TemplateSelection.template(for: page, in: templates)
                return try templates.render(template, variables: [
                    "page": context.value(ofPage: position),
                    "site": context.siteValue,
                    "theme": context.themeValue(forcedScheme: page.metadata.colorScheme),
                ], environment: environment)
            }
        }
        for (page, result) in zip(index.pages, rendered) {
            switch result {
            case .success(let result):
                diagnostics.add(result.warnings)
                outputs.files.append(.init(path: page.route.outputPath, content: .text(result.output)))
            case .failure(let errors):
                diagnostics.add(errors.diagnostics)
            }
        }
        try diagnostics.check()

        var generatedPages: [(route: Route, template: String, page: GeneratedPageObject)] = []
        for tag in index.tags {
            generatedPages.append((Route(url: tag.url, outputPath: "tags/\(tag.slug)/index.html"), "tag.html", GeneratedPageObject(
                title: tag.name, url: tag.url, pages: tag.pages, extra: ["tag": .string(tag.name)], context: context)))
        }
        if !index.tags.isEmpty {
            generatedPages.append((Route(url: "/tags/", outputPath: "tags/index.html"), "tags.html", GeneratedPageObject(
                title: "Tags", url: "/tags/", pages: [], extra: [:], context: context)))
        }
        generatedPages.append((Route(url: "/404.html", outputPath: "404.html"), "404.html", GeneratedPageObject(
            title: "Page not found", url: "/404.html", pages: [], extra: [:], context: context)))
        for generated in generatedPages where !routing.isClaimed(generated.route.outputPath) && templates.contains(generated.template) {
            routing.claim(generated.route, by: "(generated)")
            do throws(DiagnosticList) {
                let result = try templates.render(generated.template, variables: [
                    "page": .object(generated.page), "site": context.siteValue, "theme": context.themeValue(forcedScheme: nil),
                ], environment: environment)
                diagnostics.add(result.warnings)
                outputs.files.append(.init(path: generated.route.outputPath, content: .text(result.output)))
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

        let generatedFiles: [(String, () -> String)] = [
            ("theme.css", { ThemeStylesheet.themeCSS(inputs.palette) }),
            ("night.css", { ThemeStylesheet.nightCSS(inputs.palette) }),
            ("sitemap.xml", { Sitemap.xml(index: index, baseURL: config.baseURL) }),
            ("feed.xml", { AtomFeed.xml(index: index, config: config) }),
            ("robots.txt", { RobotsTxt.text(baseURL: config.baseURL) }),
            ("search-index.json", { SearchIndex.json(index: index, baseURL: config.baseURL) }),
        ]
        for (path, make) in generatedFiles where !routing.isClaimed(path) {
            routing.claim(Route(url: "/" + path, outputPath: path), by: "(generated)")
            outputs.files.append(.init(path: path, content: .text(make())))
        }
        for asset in assets(templatesDirectory: inputs.templatesDirectory) where !routing.isClaimed(asset.path) {
            routing.claim(Route.file(contentPath: asset.path), by: "Templates/" + asset.path)
            outputs.files.append(asset)
        }
        for file in content.staticFiles {
            outputs.files.append(.init(path: file.route.outputPath, content: .copy(from: file.absolutePath)))
        }
        diagnostics.add(routing.errors)
        try diagnostics.check()
        return outputs
    }

    /// The layout's own files (`Templates/assets/…` → `/assets/…`): the site's, else the built-in ones.
    static func assets(templatesDirectory: String?) -> [SiteOutputs.File] {
        var files: [String: SiteOutputs.Content] = [:]
        for (name, text) in DefaultTemplates.assets {
            files[name] = .text(text)
        }
        if let templatesDirectory {
            let assetsDirectory = templatesDirectory + "/assets"
            let enumerator = FileManager.default.enumerator(atPath: assetsDirectory)
            while let relative = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let path = assetsDirectory + "/" + relative
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      !relative.split(separator: "/").contains(where: { ContentScanner.isIgnored(String($0)) })
                else { continue }
                files["assets/" + relative] = .copy(from: path)
            }
        }
        return files.keys.sorted().map { SiteOutputs.File(path: $0, content: files[$0]!) }
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
