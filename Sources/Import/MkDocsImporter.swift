import Core
import FrontMatter
import Markdown
import Site

/// Imports an MkDocs site: `mkdocs.yml` (site.json, and `nav:` as sitegen's navigation keys: `MkDocsNavigation`),
/// the docs folder with snippets inlined and `#Title` headings spaced (`PythonMarkdownHeadings`; the theme's
/// `custom_dir` left out where it sits in it), the URLs MkDocs
/// gives (case kept, `README.md` as index), and mkdocs-static-i18n's languages.
struct MkDocsImporter {
    let config: ConfigFile
    let docsFolder: String
    let directoryURLs: Bool
    let languages: SourceLanguages

    init(site: ImportedSite) throws {
        config = try ConfigFile(firstOf: ["mkdocs.yml", "mkdocs.yaml"], in: site)
        guard config.name != nil else { throw SiteImport.Failure(description: "\(site.source) has no mkdocs.yml") }
        docsFolder = config.text("docs_dir") ?? "docs"
        directoryURLs = config.value("use_directory_urls") != .bool(false)
        languages = SourceLanguages(mkdocs: config) ?? .single(code: config.text("theme", "language") ?? "en")
    }

    func run(into site: inout ImportedSite) throws {
        writeSiteJSON(into: &site)
        let basePaths = snippetBasePaths()
        let reader = site
        let hooks: [String] = if case .list(let items)? = config.value("hooks") { items.compactMap(\.scalarText) } else { [] }
        let badgeHooks = Set(hooks.filter { site.read($0).map(MkDocsBadgeComments.rewrites(hook:)) == true })
        var pageText = MkDocsPageText(
            snippets: Snippets(read: { name in basePaths.lazy.compactMap { reader.read($0.isEmpty ? name : $0 + "/" + name) }.first }),
            links: TranslationLinks(languages: languages), rewritesBadges: !badgeHooks.isEmpty)
        var navigation = MkDocsNavigation(nav: config.value("nav"), languages: languages)
        var leftOut = LeftOutTranslations()
        // The theme's own folder may sit in the docs folder (httpx's `docs/overrides`): its templates are listed for
        // porting, and are not content.
        let themeFolder = config.text("theme", "custom_dir")?.trimming("/")
        for sourcePath in site.files(under: docsFolder) {
            if let themeFolder, (docsFolder + "/" + sourcePath).hasPrefix(themeFolder + "/") { continue }
            guard let (folderLanguage, path) = languages.folder(of: sourcePath) else {
                leftOut.add(language: String(sourcePath.prefix { $0 != "/" }))
                continue
            }
            guard SourcePage.isPage(path) else {
                let placement = SourceLanguages.Placement(language: folderLanguage ?? languages.defaultLanguage, basePath: path)
                site.copy(docsFolder + "/" + sourcePath, to: languages.contentPath(placement))
                continue
            }
            guard let placement = languages.place(path, folderLanguage: folderLanguage) else {
                leftOut.add(language: SourceLanguages.suffix(of: path)?.code ?? "")
                continue
            }
            guard let source = site.read(docsFolder + "/" + sourcePath) else { continue }
            let page = SourcePage(text: source, path: sourcePath)
            let oldURL = placement.language.oldPrefix + url(of: placement.basePath)
            navigation.add(page, placement: placement, index: site.pages.count)
            site.pages.append(.init(
                contentPath: languages.contentPath(placement), text: pageText.converted(page, placement: placement),
                additions: page.urlAddition(oldURL: oldURL, contentPath: placement.basePath, languagePrefix: placement.language.prefix),
                verbatimLines: pageText.snippets.verbatimLines, oldURL: oldURL, language: placement.language.code))
        }
        navigation.write(into: &site, docsFolder: docsFolder)
        copyIcons(into: &site, themeFolder: themeFolder)
        pageText.report(into: &site.report)
        leftOut.report(into: &site.report, config: config.name ?? "mkdocs.yml")
        if let themeFolder { site.report.layouts = site.files(under: themeFolder).map { themeFolder + "/" + $0 } }
        if let theme = config.text("theme", "name") ?? config.text("theme") { site.report.layouts.append("theme: \(theme)") }
        reportHooks(hooks, rewritingBadges: badgeHooks, into: &site.report)
    }

    /// The Python hooks of mkdocs.yml (`hooks:`), which MkDocs runs as it builds and sitegen does not: each is listed
    /// with what of it the import did.
    private func reportHooks(_ hooks: [String], rewritingBadges badgeHooks: Set<String>, into report: inout ImportReport) {
        report.layouts.removeAll { hooks.contains($0) }
        for hook in hooks {
            report.skipped.append("\(hook): a Python hook of mkdocs.yml (hooks:), which sitegen does not run"
                + (badgeHooks.contains(hook) ? "; the <!-- md: --> comments it rewrites are written as it writes them" : ""))
        }
    }


    /// MkDocs' URL: the path without `.md`, case kept; `index.md` and `README.md` give the folder.
    func url(of path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        let stem = parts.removeLast().split(separator: ".").dropLast().joined(separator: ".")
        let folder = parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
        if stem == "index" || stem.lowercased() == "readme" { return directoryURLs ? folder : folder + "index.html" }
        return folder + stem + (directoryURLs ? "/" : ".html")
    }

    private func writeSiteJSON(into site: inout ImportedSite) {
        site.setSite("title", config.text("site_name"))
        site.setSite("baseURL", config.text("site_url"))
        site.setSite("language", config.text("theme", "language"))
        site.setSite("description", config.text("site_description"))
        site.setSite("author", config.text("site_author"))
        site.setSite("repoURL", config.text("repo_url"))
        if case .map(let entries)? = config.value("extra") { site.setParams(entries) }
        site.setLanguages(languages)
        // MkDocs gives headings ids by Python-Markdown's toc; a site whose toc has a slugify of its own keeps GitHub's.
        if tocOption("slugify") == nil { site.setMarkdownOptions([("headingIDs", #""python-markdown""#)]) }
    }

    /// The site's icons, for MkDocs Material's `:SET-NAME:` shortcodes (`SET/NAME.svg`): those of `.icons/` in the
    /// theme's folder and in pymdownx.emoji's `custom_icons` folders, and, when the theme is a package in the site's
    /// own folder (`material/templates/` in the theme's repository, installed from there), those of its `.icons/` that
    /// the pages name. sitegen finds them by the same names in Templates/icons/.
    private func copyIcons(into site: inout ImportedSite, themeFolder: String?) {
        var folders = themeFolder.map { [$0 + "/.icons"] } ?? []
        if case .list(let extensions)? = config.value("markdown_extensions") {
            for options in extensions.compactMap({ $0.member("pymdownx.emoji")?.member("options") }) {
                if case .list(let paths)? = options.member("custom_icons") { folders += paths.compactMap { $0.scalarText?.trimming("/") } }
            }
        }
        var copied: Set<String> = []
        let siteIcons = copyIcons(from: folders, into: &site, copied: &copied)
        if siteIcons > 0 { site.report.count("icon of the theme's .icons/ → Templates/icons/", siteIcons) }
        guard let theme = config.text("theme", "name"), site.hasFolder(theme + "/templates/.icons") else { return }
        let named = Set(site.pages.flatMap { Self.shortcodeNames(in: $0.text) })
        let themeIcons = copyIcons(from: [theme + "/templates/.icons"], into: &site, copied: &copied) { named.contains($0) }
        if themeIcons > 0 { site.report.count("icon of the theme's package (\(theme)/templates/.icons/) the pages name → Templates/icons/", themeIcons) }
    }

    /// The names between two colons that a shortcode could have: more than the pages' shortcodes (`:a:b:` gives `a`
    /// and `b`), which only costs copying an icon no page shows.
    private static func shortcodeNames(in text: String) -> [String] {
        text.split(separator: ":", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map(String.init).filter(RenderOptions.isShortcodeName)
    }

    /// Copies the SVG files of the folders, those whose shortcode name `including` takes, as Templates/icons/ files
    /// of the same paths; the first of a path wins. Returns how many it copied.
    private func copyIcons(
        from folders: [String], into site: inout ImportedSite, copied: inout Set<String>, including: (String) -> Bool = { _ in true }
    ) -> Int {
        var count = 0
        for folder in folders {
            for path in site.files(under: folder) where path.hasSuffix(".svg") && !copied.contains(path) {
                guard including(SiteIcons.name(ofFile: path)), let text = site.read(folder + "/" + path) else { continue }
                site.templates.append((SiteIcons.folderName + "/" + path, text))
                copied.insert(path)
                count += 1
            }
        }
        return count
    }

    /// An option of the `toc` entry of `markdown_extensions`.
    private func tocOption(_ name: String) -> FrontMatterValue? {
        guard case .list(let extensions)? = config.value("markdown_extensions") else { return nil }
        return extensions.lazy.compactMap { $0.member("toc")?.member(name) }.first
    }

    /// pymdownx.snippets' `base_path` (the project folder by default), then the docs folder.
    private func snippetBasePaths() -> [String] {
        var paths: [String] = []
        if case .list(let extensions)? = config.value("markdown_extensions") {
            for case .map(let entries) in extensions {
                guard let options = entries.first(where: { $0.key == "pymdownx.snippets" })?.value else { continue }
                if case .map(let settings) = options, let base = settings.first(where: { $0.key == "base_path" })?.value {
                    let listed: [String] = if case .list(let items) = base { items.compactMap(\.scalarText) } else { [base.scalarText ?? "."] }
                    paths += listed
                }
            }
        }
        return (paths.isEmpty ? ["."] : paths).map { $0 == "." ? "" : $0.trimming("/") } + [docsFolder]
    }
}
