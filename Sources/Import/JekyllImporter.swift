import Core
import Foundation
import FrontMatter

/// Imports a Jekyll site: `_config.yml`, pages, `_posts/` (with the URLs the `permalink` style
/// gives them), static files, and the navigation data files' order and titles; `_layouts/`, `_includes/` and
/// `_sass/` are the theme.
struct JekyllImporter {
    let config: ConfigFile
    /// The posts' URL pattern (`/:categories/:year/:month/:day/:title:output_ext`).
    var permalink: String
    /// Whether pages end in `/` rather than `.html`: the site's own `permalink` ends in `/`.
    var prettyPages: Bool
    /// The collections Jekyll writes (`output: true`) and their permalink patterns, by name (`docs`).
    var collections: [String: String] = [:]

    /// Keys Jekyll reads itself; the rest reach templates as params.
    private static let buildKeys: Set<String> = [
        "title", "url", "baseurl", "lang", "locale", "description", "author", "permalink", "exclude", "include", "plugins", "gems",
        "markdown", "kramdown", "theme", "remote_theme", "collections", "defaults", "paginate", "paginate_path", "sass", "highlighter",
        "timezone", "encoding", "source", "destination", "future", "show_drafts", "incremental", "whitelist", "keep_files",
    ]
    private static let ignoredFiles: Set<String> = ["Gemfile", "Gemfile.lock", "README.md", "LICENSE", "CNAME", "package.json", "package-lock.json"]
    private static let themeFolders: Set<String> = ["_layouts", "_includes", "_sass"]

    init(site: ImportedSite) throws {
        config = try ConfigFile(firstOf: ["_config.yml", "_config.yaml", "_config.toml"], in: site)
        guard config.name != nil || site.hasFolder("_posts") else {
            throw SiteImport.Failure(description: "\(site.source) has no Jekyll site (_config.yml or _posts/)")
        }
        let style = config.text("permalink") ?? "date"
        prettyPages = style == "pretty" || style.hasSuffix("/")
        if case .map(let entries)? = config.value("collections") {
            for entry in entries {
                guard case .map(let settings) = entry.value, settings.contains(where: { $0.key == "output" && $0.value == .bool(true) }) else { continue }
                collections[entry.key] = settings.first { $0.key == "permalink" }?.value.scalarText ?? "/:collection/:path:output_ext"
            }
        }
        let postsPermalink = collections.removeValue(forKey: "posts")
        permalink = switch postsPermalink ?? Self.postsDefaultPermalink(config) ?? style {
        case "date": "/:categories/:year/:month/:day/:title:output_ext"
        case "pretty": "/:categories/:year/:month/:day/:title/"
        case "ordinal": "/:categories/:year/:y_day/:title:output_ext"
        case "none": "/:categories/:title:output_ext"
        case let pattern: pattern
        }
    }

    /// A `permalink` that `defaults:` gives posts (`scope: {type: posts}`), which wins over the site's.
    private static func postsDefaultPermalink(_ config: ConfigFile) -> String? {
        guard case .list(let defaults)? = config.value("defaults") else { return nil }
        var found: String?
        for case .map(let entries) in defaults {
            let scope: [FrontMatterEntry] = if case .map(let inner)? = entries.first(where: { $0.key == "scope" })?.value { inner } else { [] }
            let type = scope.first { $0.key == "type" }?.value.scalarText
            let path = scope.first { $0.key == "path" }?.value.scalarText ?? ""
            guard type == "posts" || (type == nil && (path.isEmpty || path == "_posts")),
                  case .map(let values)? = entries.first(where: { $0.key == "values" })?.value,
                  let permalink = values.first(where: { $0.key == "permalink" })?.value.scalarText else { continue }
            found = permalink
        }
        return found
    }

    /// Whether Markdown without front matter is a page too (the jekyll-optional-front-matter plugin).
    private var optionalFrontMatter: Bool {
        guard case .list(let plugins)? = config.value("plugins") ?? config.value("gems") else { return false }
        return plugins.contains { $0.scalarText == "jekyll-optional-front-matter" }
    }

    func run(into site: inout ImportedSite) throws {
        writeSiteJSON(into: &site)
        let paths = sourcePaths(in: site)
        var contentPaths: [String: String] = [:]
        for path in paths { contentPaths[path] = contentPath(of: path) }
        for path in paths {
            if path.hasPrefix("_data/") {
                continue
            } else if Self.themeFolders.contains(where: { path.hasPrefix($0 + "/") }) {
                site.report.layouts.append(path)
            } else if let contentPath = contentPaths[path] {
                importFile(path, to: contentPath, into: &site)
            } else if path.contains("/"), path.hasPrefix("_") || path.contains("/_") {
                let isPartial = path.split(separator: "/").dropLast().allSatisfy { !$0.hasPrefix("_") }
                site.report.skipped.append(isPartial
                    ? "\(path): a name starting with '_', which Jekyll does not publish (a page puts it in its own with include_relative)"
                    : "\(path): Jekyll's own folder (drafts, data, plugins or a collection)")
            }
        }
        site.copyData(from: "_data")
        let moved = makeFolderIndexPages(in: &site)
        addPostsIndexPage(into: &site)
        addPostsLayout(into: &site)
        for (path, contentPath) in contentPaths { contentPaths[path] = moved[contentPath] ?? contentPath }
        convertLiquid(in: &site, contentPaths: contentPaths)
        try addNavigation(into: &site)
    }

    /// `site.time`: now, in UTC, to the second; `SOURCE_DATE_EPOCH`'s moment when it is set, for a reproducible import.
    private static var importTime: String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        return CivilDate(epoch.map(Date.init(timeIntervalSince1970:)) ?? Date()).rfc3339
    }

    /// Converts the pages' Liquid once every page has its place in Content/, which `{% link %}` and `{% post_url %}`
    /// name, and the includes they use.
    private func convertLiquid(in site: inout ImportedSite, contentPaths: [String: String]) {
        var liquid = LiquidTags(postLink: { Self.postLink($0, contentPaths: contentPaths) },
                                fileLink: { path in contentPaths[path.trimming("/")].map { "/" + $0 } },
                                expression: LiquidExpression(siteParams: Set(siteParams.map(\.key)), importTime: Self.importTime,
                                                             postsSection: contentPaths.keys.contains { $0.contains("/_posts/") } ? nil : "posts",
                                                             paginates: config.value("paginate") != nil))
        convertIncludes(with: &liquid, into: &site)
        let sourcePaths = Dictionary(contentPaths.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for index in site.pages.indices {
            liquid.fileBesidePage = Self.files(beside: sourcePaths[site.pages[index].contentPath], in: site.source)
            let page = SourcePage(text: site.pages[index].text, path: site.pages[index].contentPath)
            var body = String(page.parts.body)
            if site.pages[index].htmlSource == nil, let oldURL = site.pages[index].oldURL {
                let rooted = Self.rootingRelativeLinks(in: body, oldURL: oldURL, contentPath: site.pages[index].contentPath)
                body = rooted.text
                if rooted.count > 0 { site.report.count("relative link → from the site root, as the browser reads it from the page's URL", rooted.count) }
                let feeds = Self.linkingReplacedFeeds(in: body, feedURLs: site.replacedFeedURLs)
                body = feeds.text
                if feeds.count > 0 { site.report.count("link to the old feed → feed.xml", feeds.count) }
                let footnoteLinks = FootnoteLinks.renamed(in: body)
                body = footnoteLinks.text
                if footnoteLinks.count > 0 { site.report.count("link to footnote #fn:N → #fn-N, sitegen's id for it", footnoteLinks.count) }
            }
            var converted = TemplateText()
            converted.append(frontMatter: page.parts.frontMatter)
            converted.append(liquid.convert(body))
            site.pages[index].setConverted(converted)
        }
        convertLiquidFiles(with: &liquid, in: &site)
        for (kind, count) in liquid.counts { site.report.count(kind, count) }
        leaveOutHTMLPagesNotConvertedWhole(in: &site)
    }

    /// Converts `_includes/` to shortcodes (`note.html` to Templates/shortcodes/note.html), each whose Liquid converts
    /// whole: one that uses another that does not convert does not either.
    private func convertIncludes(with liquid: inout LiquidTags, into site: inout ImportedSite) {
        let files = site.files(under: "_includes").filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }
        liquid.includes = Dictionary(uniqueKeysWithValues: files.map { ($0, String($0.dropLast($0.hasSuffix(".md") ? 3 : 5))) })
        liquid.includeFiles = Dictionary(uniqueKeysWithValues: files.compactMap { file in
            site.read("_includes/" + file).map { (file, JekyllInclude(text: $0)) }
        })
        liquid.includesStartingCode = Set(files.filter { file in
            let start = (liquid.includeFiles[file]?.text ?? "").drop(while: \.isWhitespace)
            return ["{% highlight", "{%- highlight", "```", "~~~"].contains(where: start.hasPrefix)
        })
        var templates: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for file in files where liquid.includes[file] != nil {
                var include = liquid
                include.expression.inInclude = true
                let converted = include.convert(liquid.includeFiles[file]?.text ?? "")
                if let first = converted.unconverted.first {
                    liquid.includes[file] = nil
                    liquid.untranslatable[file] = "_includes/\(file) holds a \(first.kind) at its line \(first.line) that does not convert"
                    changed = true
                } else {
                    templates[file] = converted.templateText
                }
            }
        }
        for file in files {
            guard let name = liquid.includes[file], let text = templates[file] else { continue }
            site.templates.append(("shortcodes/\(name).html", text))
            site.report.layouts.removeAll { $0 == "_includes/" + file }
            site.report.count("_includes/ file → Templates/shortcodes/")
        }
    }

    /// The source files Jekyll reads: all but the excluded ones and the tools' folders.
    private func sourcePaths(in site: ImportedSite) -> [String] {
        let listed: [String] = if case .list(let items)? = config.value("exclude") { items.compactMap(\.scalarText) } else { [] }
        let excluded = listed.map { $0.trimming("/") }
        return site.files(under: "").filter { path in
            !Self.ignoredFiles.contains(path) && !excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") })
                && !["node_modules/", "vendor/", "_site/"].contains(where: path.hasPrefix)
        }
    }

    /// A Markdown page or post with its URL kept (its Liquid is converted later); another file as
    /// `importRenderedFile` takes it.
    private func importFile(_ path: String, to contentPath: String, into site: inout ImportedSite) {
        guard SourcePage.isPage(contentPath) else { return importRenderedFile(path, to: contentPath, into: &site) }
        guard let text = site.read(path) else { return }
        importPage(path, text: text, to: contentPath, into: &site)
    }

    /// A page from `text`: a Markdown file's, or the page an HTML file becomes.
    func importPage(_ path: String, text: String, to contentPath: String, into site: inout ImportedSite) {
        let isPost = path.hasPrefix("_posts/") || path.contains("/_posts/")
        guard Self.hasFrontMatterLine(text) || optionalFrontMatter else {
            site.report.skipped.append("\(path): no front matter, so Jekyll copies it as it is")
            return
        }
        let text = Self.rootingPermalink(in: text)
        let page = SourcePage(text: text, path: path)
        let collection = path.split(separator: "/").first.map { String($0.dropFirst()) }.flatMap { name in collections[name].map { (name, $0) } }
        let oldURL = isPost ? postURL(page, at: path) : collection.map { documentURL(at: path, collection: $0.0, pattern: $0.1) } ?? pageURL(at: path)
        var additions = page.urlAddition(oldURL: oldURL, contentPath: contentPath)
        // A title set to something else than text (a list) is the author's, which the build warns about; an added one
        // would come before it and lose.
        if isPost || collection != nil, page.frontMatter["title"].map({ $0.value == .null }) ?? true {
            additions.append(.title(Self.documentTitle(at: path, isPost: isPost)))
            site.report.count("document without a title → its slug as Jekyll titles it")
        }
        // Jekyll's categories of a post (its folders' and its front matter's `category`), which `site.categories` lists
        // it under, as the list the posts of a category are picked by.
        let categories = path.split(separator: "/").prefix { $0 != "_posts" }.map(String.init) + page.categories
        if isPost, page.frontMatter["categories"] == nil, !categories.isEmpty {
            additions.append(FrontMatterAddition(key: "categories", value: .list(categories)))
        }
        if page.frontMatter["aliases"] == nil, let redirects = page.frontMatter["redirect_from"]?.value {
            let list: [String] = if case .list(let items) = redirects { items.compactMap(\.scalarText) } else { redirects.scalarText.map { [$0] } ?? [] }
            additions.append(FrontMatterAddition(key: "aliases", value: .list(list)))
            site.report.count("redirect_from → aliases")
        }
        site.pages.append(.init(contentPath: contentPath, text: text, additions: additions, oldURL: page.ownURL ?? oldURL,
                                htmlSource: SourcePage.isPage(path) ? nil : path))
    }

    private func writeSiteJSON(into site: inout ImportedSite) {
        site.setSite("title", config.text("title"))
        let base = (config.text("url") ?? "") + (config.text("baseurl") ?? "")
        site.setSite("baseURL", base.isEmpty ? nil : base)
        site.setSite("language", config.text("lang") ?? config.text("locale"))
        site.setSite("description", config.text("description"))
        site.setSite("author", config.value("author")?.personName)
        // kramdown, Jekyll's Markdown unless the site names another, writes typographic quotes, dashes and ellipses.
        if (config.text("markdown") ?? "kramdown").lowercased() == "kramdown" { site.setMarkdownOptions([("smartPunctuation", "true")]) }
        site.setParams(siteParams)
    }

    /// The configuration's keys that Jekyll does not read itself: site.json's `params`.
    private var siteParams: [FrontMatterEntry] {
        config.root.entries.filter { !Self.buildKeys.contains($0.key) }
    }

    /// Where a source file goes in Content/: posts under `posts/`, a collection's documents under
    /// its name, pages and files where they are; nil for Jekyll's own `_` folders.
    func contentPath(of path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        if let first = parts.first, first.hasPrefix("_"), collections[String(first.dropFirst())] != nil {
            parts[0] = String(first.dropFirst())
        }
        if let posts = parts.firstIndex(of: "_posts") { parts[posts] = "posts" }
        return parts.contains(where: { $0.hasPrefix("_") }) ? nil : parts.joined(separator: "/")
    }

    /// The files `{% include_relative %}` reads for the page at `sourcePath`: in its folder or below.
    static func files(beside sourcePath: String?, in source: String) -> (String) -> String? {
        guard let sourcePath else { return { _ in nil } }
        let folder = sourcePath.split(separator: "/").dropLast().joined(separator: "/")
        return { file in ImportedSite.read(folder.isEmpty ? file : folder + "/" + file, in: source) }
    }

    private static func postLink(_ name: String, contentPaths: [String: String]) -> String? {
        for (source, content) in contentPaths where source.contains("_posts/") {
            let stem = source.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? ""
            if stem == name || source.hasSuffix("_posts/" + name + ".md") || source.hasSuffix("_posts/" + name + ".markdown") {
                return "/" + content
            }
        }
        return nil
    }
}
