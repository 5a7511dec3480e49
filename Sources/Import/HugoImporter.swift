import FrontMatter

/// Imports a Hugo site: its config, `content/` (pages, bundles and their files), `static/`, and
/// the URLs its `permalinks` and section rules give.
struct HugoImporter {
    let config: ConfigFile
    let contentFolder: String
    /// Permalink patterns by section (`posts` → `/:year/:month/:title/`).
    let permalinks: [String: String]

    init(site: ImportedSite) throws {
        let names = ["hugo", "config", "config/_default/hugo", "config/_default/config"].flatMap { name in ["toml", "yaml", "yml", "json"].map { "\(name).\($0)" } }
        config = try ConfigFile(firstOf: names, in: site)
        guard config.name != nil else { throw SiteImport.Failure(description: "\(site.source) has no Hugo configuration (hugo.toml, config.toml, hugo.yaml…)") }
        let language = config.text("defaultContentLanguage") ?? "en"
        contentFolder = config.text("contentDir") ?? config.text("languages", language, "contentDir") ?? Self.mountedContent(config) ?? "content"
        var patterns: [String: String] = [:]
        if case .map(let entries) = config.value("permalinks") {
            let pageEntries = entries.first { $0.key == "page" }.flatMap { if case .map(let inner) = $0.value { inner } else { nil } }
            for entry in pageEntries ?? entries {
                if let pattern = entry.value.scalarText { patterns[entry.key.trimmingSlashes] = pattern }
            }
        }
        permalinks = patterns
    }

    func run(into site: inout ImportedSite) throws {
        writeSiteJSON(into: &site)
        let paths = site.files(under: contentFolder)
        let pagePaths = paths.filter(Self.isPage)
        var shortcodes = HugoShortcodes(resolve: PageReferences(contentPaths: pagePaths).link)
        for path in paths {
            guard Self.isPage(path) else {
                if [".html", ".adoc", ".org", ".rst", ".pandoc"].contains(where: path.hasSuffix) {
                    site.report.skipped.append("\(contentFolder)/\(path): not Markdown, copied as a file")
                }
                site.copy(contentFolder + "/" + path, to: path)
                continue
            }
            guard let text = site.read(contentFolder + "/" + path) else { continue }
            let page = SourcePage(text: text, path: path)
            let converted = shortcodes.convert(text, contentPath: path)
            site.pages.append(.init(contentPath: path, text: converted, additions: page.urlAddition(oldURL: url(of: page, at: path), contentPath: path)))
        }
        for (kind, count) in shortcodes.counts { site.report.count(kind, count) }
        copyStatic(into: &site, taken: Set(paths))
        site.report.layouts = site.files(under: "layouts").map { "layouts/" + $0 }
        if let theme = config.text("theme") { site.report.layouts.append("themes/\(theme)/ (the theme)") }
    }

    /// The folder a `[[module.mounts]]` entry mounts as `content` (the first one; Hugo's docs mount `content/en`).
    private static func mountedContent(_ config: ConfigFile) -> String? {
        guard case .list(let mounts)? = config.value("module", "mounts") else { return nil }
        for case .map(let entries) in mounts where entries.first(where: { $0.key == "target" })?.value.scalarText == "content" {
            if let source = entries.first(where: { $0.key == "source" })?.value.scalarText { return source }
        }
        return nil
    }

    static func isPage(_ path: String) -> Bool { path.hasSuffix(".md") || path.hasSuffix(".markdown") }

    private func writeSiteJSON(into site: inout ImportedSite) {
        site.setSite("title", config.text("title"))
        site.setSite("baseURL", config.text("baseURL"))
        site.setSite("language", config.text("languageCode") ?? config.text("defaultContentLanguage"))
        site.setSite("description", config.text("params", "description") ?? config.text("description"))
        site.setSite("author", config.value("params", "author")?.personName ?? config.value("author")?.personName)
        if case .map(let entries) = config.value("params") { site.setParams(entries) }
    }

    private func copyStatic(into site: inout ImportedSite, taken: Set<String>) {
        let folders: [String] = if case .list(let items) = config.value("staticDir") { items.compactMap(\.scalarText) } else { [config.text("staticDir") ?? "static"] }
        for folder in folders {
            for path in site.files(under: folder) {
                guard !taken.contains(path) else {
                    site.report.skipped.append("\(folder)/\(path): content/\(path) has the same path")
                    continue
                }
                site.copy(folder + "/" + path, to: path)
            }
        }
    }
}

private extension String {
    var trimmingSlashes: String { split(separator: "/").joined(separator: "/") }
}
