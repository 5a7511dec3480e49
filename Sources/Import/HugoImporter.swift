import Foundation
import FrontMatter

/// Imports a Hugo site: its config and languages, the content folders (pages, bundles and their
/// files, but not what Hugo's build options keep from being published), `static/`, the URLs its `permalinks`,
/// section rules and languages give, and its menu (`HugoNavigation`).
struct HugoImporter {
    let config: ConfigFile
    let languages: SourceLanguages
    /// Permalink patterns by section (`posts` → `/:year/:month/:title/`).
    let permalinks: [String: String]

    /// A file of a content folder: where it is in the source, and where it goes.
    struct ContentFile {
        /// The path inside its content folder (`about.fr.md`), which a `ref` may name too.
        var path: String
        var sourcePath: String
        var placement: SourceLanguages.Placement
    }

    init(site: ImportedSite) throws {
        let names = ["hugo", "config", "config/_default/hugo", "config/_default/config"].flatMap { name in ["toml", "yaml", "yml", "json"].map { "\(name).\($0)" } }
        config = try ConfigFile(firstOf: names, in: site)
        guard config.name != nil else { throw SiteImport.Failure(description: "\(site.source) has no Hugo configuration (hugo.toml, config.toml, hugo.yaml…)") }
        let languagesFile = try ConfigFile(firstOf: ["toml", "yaml", "yml", "json"].map { "config/_default/languages.\($0)" }, in: site)
        let contentFolder = config.text("contentDir") ?? Self.mountedContent(config) ?? "content"
        languages = SourceLanguages(hugo: config, languagesFile: languagesFile, contentFolder: contentFolder)
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
        var leftOut = LeftOutTranslations()
        let (pages, files) = contentFiles(in: site, leftOut: &leftOut)
        let builds = buildOptions(of: pages, in: site)
        var unpublished = UnpublishedPages()
        copyContentFiles(files, builds: builds, unpublished: &unpublished, into: &site)
        site.copyData(from: config.text("dataDir") ?? "data")
        var (shortcodes, converted) = shortcodes(for: pages, in: &site)
        var navigation = HugoNavigation(config: config, languages: languages)
        for file in pages {
            guard let text = site.read(file.sourcePath) else { continue }
            let language = file.placement.language
            let page = SourcePage(text: text, path: file.placement.basePath)
            let options = builds.options(of: file.sourcePath, frontMatter: page.frontMatter)
            guard options.rendered else {
                unpublished.add(file.sourcePath, isPage: true)
                continue
            }
            if !options.listed { unpublished.unlisted.append(file.sourcePath) }
            let oldURL = language.oldPrefix + url(of: page, at: file.placement.basePath)
            let additions = page.urlAddition(oldURL: oldURL, contentPath: file.placement.basePath, languagePrefix: language.prefix)
            shortcodes.param = { name in
                (page.frontMatter[name]?.value ?? page.frontMatter["params"]?.value.member(name))?.scalarText
                    ?? config.lookup(["params"] + name.split(separator: ".").map(String.init))?.scalarText
            }
            shortcodes.language = language.code
            shortcodes.resource = { [languages] pattern in
                Self.resource(matching: pattern, of: page, at: file.placement, files: files, languages: languages)
            }
            var converted = TemplateText()
            converted.append(frontMatter: page.parts.frontMatter)
            converted.append(shortcodes.convert(page.parts.body, contentPath: file.placement.basePath))
            navigation.add(page, placement: file.placement, oldURL: page.ownURL ?? oldURL, index: site.pages.count)
            var imported = ImportedSite.Page(
                contentPath: languages.contentPath(file.placement), text: text, additions: additions,
                oldURL: page.ownURL ?? oldURL, language: language.code)
            imported.setConverted(converted)
            site.pages.append(imported)
        }
        for (kind, count) in shortcodes.counts { site.report.count(kind, count) }
        site.madeFiles += shortcodes.madeFiles
        unpublished.report(into: &site.report)
        navigation.write(into: &site)
        leftOut.report(into: &site.report, config: config.name ?? "the configuration")
        copyStatic(into: &site, taken: Set(site.pages.map(\.contentPath) + site.files.map(\.contentPath)))
        copyGlobalResources(into: &site)
        site.report.layouts = site.files(under: "layouts").map { "layouts/" + $0 }.filter { !converted.contains($0) }
        if let theme = config.text("theme") { site.report.layouts.append("themes/\(theme)/ (the theme)") }
    }

    /// The content folders' files that are not pages, copied where the build publishes them.
    private func copyContentFiles(_ files: [ContentFile], builds: HugoBuilds, unpublished: inout UnpublishedPages, into site: inout ImportedSite) {
        for file in files {
            guard builds.publishes(file: file.sourcePath) else {
                unpublished.add(file.sourcePath, isPage: false)
                continue
            }
            if [".html", ".adoc", ".org", ".rst", ".pandoc"].contains(where: file.sourcePath.hasSuffix) {
                site.report.skipped.append("\(file.sourcePath): not Markdown, copied as a file")
            }
            site.copy(file.sourcePath, to: languages.contentPath(file.placement))
        }
    }

    /// The converter of the pages' shortcodes, with what they read of the site (its pages, data, go.mod, link render
    /// hook), and the shortcode templates of layouts/ it converted.
    private func shortcodes(for pages: [ContentFile], in site: inout ImportedSite) -> (HugoShortcodes, converted: Set<String>) {
        var shortcodes = HugoShortcodes(resolve: references(pages).link)
        let converted = convertShortcodeTemplates(into: &site, for: &shortcodes)
        let source = site
        shortcodes.include = { reference, from in Self.includedText(reference, from: from, pages: pages, in: source) }
        shortcodes.data = site.data
        shortcodes.goVersion = site.read("go.mod").flatMap(Self.goVersion(ofModule:))
        shortcodes.pageIndex = HugoPageIndex(pages.map { [languages] file in
            (file.placement.language.code, file.placement.basePath, languages.contentPath(file.placement), { source.read(file.sourcePath) })
        }, cascade: config.value("cascade"))
        let renderHook = site.read("layouts/_markup/render-link.html") ?? site.read("layouts/_default/_markup/render-link.html")
        shortcodes.glossary = renderHook.flatMap { hook in shortcodes.pageIndex.flatMap { HugoGlossary(renderHook: hook, pageIndex: $0) } }
        shortcodes.linksFromContentFolder = renderHook?.contains(".GetPage") == true
        return (shortcodes, converted)
    }

    /// Every file of the content folders, placed; a page in a language not built is counted in `leftOut`.
    private func contentFiles(in site: ImportedSite, leftOut: inout LeftOutTranslations) -> (pages: [ContentFile], files: [ContentFile]) {
        var pages: [ContentFile] = []
        var files: [ContentFile] = []
        for (folder, language) in languages.hugoContentFolders {
            for path in site.files(under: folder) {
                guard SourcePage.isPage(path) else {
                    files.append(ContentFile(path: path, sourcePath: folder + "/" + path, placement: .init(language: language, basePath: path)))
                    continue
                }
                guard let placement = languages.place(path, folderLanguage: language) else {
                    leftOut.add(language: SourceLanguages.suffix(of: path)?.code ?? "")
                    continue
                }
                pages.append(ContentFile(path: path, sourcePath: folder + "/" + path, placement: placement))
            }
        }
        return (pages, files)
    }

    /// The build options of the content folders' pages: the index pages are read first, as their cascades reach the
    /// pages below them and their options their bundles' files.
    private func buildOptions(of pages: [ContentFile], in site: ImportedSite) -> HugoBuilds {
        let indexPages = pages.filter { file in ["index", "_index"].contains(file.path.split(separator: "/").last?.split(separator: ".").first.map(String.init)) }
        return HugoBuilds(indexPages: indexPages.compactMap { file in
            site.read(file.sourcePath).map { (path: file.sourcePath, frontMatter: SourcePage(text: $0, path: file.sourcePath).frontMatter) }
        })
    }

    /// What a `ref` finds: a page by its path without the language (`about.md`), linked so, which
    /// sitegen links in the linking page's language as Hugo does, else in the default language; or a
    /// translation by its file name (`about.fr.md`), linked by its language's path (`/fr/about.md`).
    private func references(_ pages: [ContentFile]) -> PageReferences {
        var targets: [String: String] = [:]
        for file in pages {
            targets[file.placement.basePath] = file.placement.basePath
            if file.path != file.placement.basePath {
                let language = file.placement.language
                targets[file.path] = language.isDefault ? file.placement.basePath : language.siteCode + "/" + file.placement.basePath
            }
        }
        return PageReferences(pages: targets.sorted { $0.key < $1.key }.map { (path: $0.key, target: $0.value) })
    }

    /// Converts the site's shortcode templates that are simple enough (`GoTemplateShortcode`) to Templates/shortcodes/,
    /// and tells `shortcodes` why each other one does not convert; returns the paths of those converted.
    private func convertShortcodeTemplates(into site: inout ImportedSite, for shortcodes: inout HugoShortcodes) -> Set<String> {
        var converted: Set<String> = []
        for folder in ["layouts/shortcodes", "layouts/_shortcodes"] {
            for path in site.files(under: folder) where path.hasSuffix(".html") && path.filter({ $0 == "." }).count == 1 {
                let name = String(path.dropLast(5))
                do throws(GoTemplateShortcode.Failure) {
                    site.templates.append(("shortcodes/\(path)", try GoTemplateShortcode.convert(site.read(folder + "/" + path) ?? "")))
                    shortcodes.templates.insert(name)
                    converted.insert(folder + "/" + path)
                    site.report.count("\(folder)/ file → Templates/shortcodes/")
                } catch {
                    shortcodes.untranslatable[name] = "\(folder)/\(path) does not convert: \(error.why)"
                    shortcodes.templateTexts[name] = site.read(folder + "/" + path)
                }
            }
        }
        return converted
    }

    /// The body of the page Hugo's docs' `include` names: from the including page's folder, else from the content
    /// folder; `.md` may be left out.
    private static func includedText(_ reference: String, from contentPath: String, pages: [ContentFile], in site: ImportedSite) -> String? {
        let folder = contentPath.split(separator: "/").dropLast().joined(separator: "/")
        let path = reference.split(separator: "/").joined(separator: "/")
        let candidates = (reference.hasPrefix("/") || folder.isEmpty ? [path] : [folder + "/" + path, path]).flatMap { [$0, $0 + ".md"] }
        guard let file = candidates.lazy.compactMap({ candidate in pages.first { $0.placement.basePath == candidate || $0.path == candidate } }).first,
              let text = site.read(file.sourcePath) else { return nil }
        return String(SourcePage(text: text, path: file.sourcePath).parts.body)
    }

    /// The first release of the Go minor version a go.mod's `go` line names: `go 1.26.3` → `1.26.0`.
    static func goVersion(ofModule text: String) -> String? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("go ") }) else { return nil }
        let parts = line.dropFirst(3).trimming(" \t\r").split(separator: ".")
        guard parts.count >= 2, parts.prefix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return "\(parts[0]).\(parts[1]).0"
    }

    /// The folder a `[[module.mounts]]` entry mounts as `content` (the first one; Hugo's docs mount `content/en`).
    private static func mountedContent(_ config: ConfigFile) -> String? {
        guard case .list(let mounts)? = config.value("module", "mounts") else { return nil }
        for case .map(let entries) in mounts where entries.first(where: { $0.key == "target" })?.value.scalarText == "content" {
            if let source = entries.first(where: { $0.key == "source" })?.value.scalarText { return source }
        }
        return nil
    }

    private func writeSiteJSON(into site: inout ImportedSite) {
        site.setSite("title", config.text("title"))
        site.setSite("baseURL", config.text("baseURL"))
        site.setSite("language", config.text("languageCode") ?? config.text("defaultContentLanguage"))
        site.setSite("description", config.text("params", "description") ?? config.text("description"))
        site.setSite("author", config.value("params", "author")?.personName ?? config.value("author")?.personName)
        if case .map(let entries) = config.value("params") { site.setParams(entries) }
        site.setLanguages(languages)
        // Hugo's docs link to their definition lists' terms by the ids goldmark gives them when asked.
        let termIDs = config.value("markup", "goldmark", "parser", "autoDefinitionTermID") == .bool(true)
        // goldmark's typographer is on unless the configuration turns it off (`typographer = false`, or its `disable`).
        let typographer = config.value("markup", "goldmark", "extensions", "typographer")
        let typographerOff = typographer == .bool(false) || config.value("markup", "goldmark", "extensions", "typographer", "disable") == .bool(true)
        site.setMarkdownOptions((termIDs ? [("definitionTermIDs", "true")] : []) + (typographerOff ? [] : [("smartPunctuation", "true")]))
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

extension HugoImporter {
    /// The files of `assets/` that pages link to from the site root (`![A](/images/a.jpg)`, a `figure`'s `src`) and
    /// that neither Content/ nor the static folders have: Hugo finds them as global resources (`resources.Get`), as
    /// its `figure` and the image render hooks many sites have do.
    func copyGlobalResources(into site: inout ImportedSite) {
        var taken = Set(site.pages.map(\.contentPath) + site.files.map(\.contentPath))
        for page in site.pages {
            LinkDestinations.forEach(in: page.text) { link in
                let destination = link.destination.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
                let path = String(destination.prefix { $0 != "#" && $0 != "?" }.dropFirst())
                guard destination.hasPrefix("/"), !destination.hasPrefix("//"), !path.isEmpty, !taken.contains(path),
                      !path.split(separator: "/").contains(".."),
                      FileManager.default.fileExists(atPath: site.source + "/assets/" + path) else { return }
                site.copy("assets/" + path, to: path)
                taken.insert(path)
            }
        }
    }
}

private extension String {
    var trimmingSlashes: String { split(separator: "/").joined(separator: "/") }
}
