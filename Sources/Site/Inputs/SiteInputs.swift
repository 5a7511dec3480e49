import Core
import DocC
import Foundation
import Templates
import Theme

/// Step 1: what the site says about itself — site.json, the theme's tokens, the templates and the data files.
struct SiteInputs: Sendable {
    var config: SiteConfig
    /// `site.data`: the files of `Data/`.
    var data = SiteData()
    var palette: Palette
    var themeSettings: ThemeSettings
    var templates: TemplateLibrary
    /// The layout's words for readers, per language (`strings` in templates).
    var strings: LayoutStrings
    /// The folder Content/ paths start from: SOURCE/Content, or the folder holding a catalog given as the source.
    var contentDirectory: String
    /// A catalog given as the source (`TSPL.docc`): the one folder of `contentDirectory` that is read.
    var catalogFolder: String?
    /// The folders of the versions other than the default (site.json's `"versions"`), whose pages are read as if they
    /// were in a top-level folder of Content/ named for the version.
    var versionFolders: [VersionFolder] = []
    var templatesDirectory: String?
    /// The site's own icons, `Templates/icons/`.
    var icons = SiteIcons()
    /// Changes whenever site.json, the theme's tokens (theme.json, asset catalogs), the data files or the build
    /// options change: what every page shows. Templates and layout assets are followed one by one instead.
    var fingerprint: InputsFingerprint
    /// The status of every template file (`Templates/**/*.html`), by template name.
    var templateStatuses: [String: FileStatus]
    /// The symbol graphs of `--symbol-graphs`, if it was given; routing adds those of the site's catalogs.
    var symbolGraphs: SymbolGraphSet

    static func load(options: BuildOptions, templates: TemplateLibrary, diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteInputs {
        let source = options.sourceDirectory
        // A catalog given as the source is read as Content/ holding only it, so its pages are those of
        // the same catalog under Content/ and messages name its files from the folder around it.
        let catalogFolder = options.isCatalog ? (source as NSString).lastPathComponent : nil
        let contentDirectory = catalogFolder == nil ? source + "/Content" : (source as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalogFolder == nil ? contentDirectory : source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BuildFailure(diagnostics: [Diagnostic(.error, catalogFolder == nil
                ? "no Content/ folder in \(source): a site keeps its pages in Content/ (run 'sitegen new DIR' to start one)"
                : "no DocC catalog folder at \(source)")])
        }
        var config = SiteConfig()
        do throws(DiagnosticList) {
            config = try SiteConfig.load(siteDirectory: source)
        } catch {
            diagnostics.add(error.diagnostics)
        }
        if catalogFolder != nil, !FileManager.default.fileExists(atPath: source + "/site.json") {
            config.title = DocCCatalogInfo.title(ofCatalogAt: source)
        }
        if let baseURL = options.baseURL { config.baseURL = BaseURL(baseURL) }
        var themeSettings = ThemeSettings()
        do throws(Diagnostic) {
            themeSettings = try ThemeSettings(json: config.theme)
        } catch {
            diagnostics.add(error)
        }
        let templatesDirectory = source + "/Templates"
        let hasTemplates = FileManager.default.fileExists(atPath: templatesDirectory)
        var palette = Palette.defaults
        do throws(DiagnosticList) {
            let loaded = try ThemeLoader.load(templatesDirectory: hasTemplates ? templatesDirectory : nil)
            palette = loaded.palette
            diagnostics.add(loaded.warnings)
            diagnostics.add(ContrastReport(palette: palette).diagnostics)
        } catch {
            diagnostics.add(error.diagnostics)
        }
        let (strings, stringsProblems) = LayoutStrings.load(
            templatesDirectory: hasTemplates ? templatesDirectory : nil, languages: config.languages.all.map(\.code))
        diagnostics.add(stringsProblems)
        let icons = hasTemplates ? SiteIcons(templatesDirectory: templatesDirectory) : SiteIcons()
        diagnostics.add(icons.problems)
        let symbolGraphs = loadSymbolGraphs(options: options, diagnostics: &diagnostics)
        let (data, dataProblems) = catalogFolder == nil ? SiteData.load(siteDirectory: source) : (SiteData(), [])
        diagnostics.add(dataProblems)
        let versionFolders = VersionFolder.resolve(config.versions, siteDirectory: source, contentDirectory: contentDirectory, diagnostics: &diagnostics)
        config.languages.versions = config.versions.keeping(Set(versionFolders.map(\.name)))
        // A catalog built with its module's symbol graphs is that module's documentation, titled as DocC titles it.
        if catalogFolder != nil, !FileManager.default.fileExists(atPath: source + "/site.json"), symbolGraphs.moduleNames.count == 1 {
            config.title = symbolGraphs.moduleNames[0]
        }
        try diagnostics.check()
        let (fingerprint, templateStatuses) = fingerprints(
            source: source, templatesDirectory: hasTemplates ? templatesDirectory : nil, data: data, options: options)
        return SiteInputs(
            config: config, data: data, palette: palette, themeSettings: themeSettings, templates: templates, strings: strings,
            contentDirectory: contentDirectory, catalogFolder: catalogFolder, versionFolders: versionFolders,
            templatesDirectory: hasTemplates ? templatesDirectory : nil, icons: icons,
            fingerprint: fingerprint, templateStatuses: templateStatuses, symbolGraphs: symbolGraphs)
    }

    /// The symbol graphs of `--symbol-graphs`, every file that is not one reported.
    private static func loadSymbolGraphs(options: BuildOptions, diagnostics: inout Diagnostics) -> SymbolGraphSet {
        guard let folder = options.symbolGraphDirectory else { return SymbolGraphSet() }
        do throws(DiagnosticList) {
            return try SymbolGraphSet.load(folder: folder, displayPath: displayPath(of: folder))
        } catch {
            diagnostics.add(error.diagnostics)
            return SymbolGraphSet()
        }
    }

    /// A path as messages show it: relative to the current folder when inside it.
    private static func displayPath(of path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// The Content/ path (version path, language path) of a file of Content/ or of a version's folder, by its absolute path;
    /// nil for a file of neither.
    func contentPath(ofFileAt path: String) -> String? {
        let folders = [(contentDirectory + "/", "")] + versionFolders.map { ($0.directory + "/", $0.name + "/") }
        guard let (folder, version) = folders.filter({ path.hasPrefix($0.0) }).max(by: { $0.0.utf8.count < $1.0.utf8.count }) else { return nil }
        let filePath = String(path.dropFirst(folder.count))
        return version + (config.languages.languagePath(ofFile: filePath) ?? filePath)
    }

    /// What messages show before a Content/ path: nothing for a catalog given as the source, whose
    /// Content/ paths are already its files' paths from the folder around it.
    var sourcePrefix: String {
        catalogFolder == nil ? "Content/" : ""
    }

    /// The fingerprint of what every page shows, and the status of each template file.
    static func fingerprints(
        source: String, templatesDirectory: String?, data: SiteData, options: BuildOptions
    ) -> (InputsFingerprint, [String: FileStatus]) {
        var templateStatuses: [String: FileStatus] = [:]
        let fingerprint = InputsFingerprint { hasher in
            hasher.combine(FileStatus.of(source + "/site.json"))
            // Any template may read any data (`site.data`): a data file that changes changes what every page may show.
            for (path, status) in data.statuses {
                hasher.combine(path)
                hasher.combine(status)
            }
            hasher.combine(options.baseURL)
            hasher.combine(options.includeDrafts)
            hasher.combine(options.strict)
            if let graphs = options.symbolGraphDirectory {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: graphs)) ?? []
                for name in names.sorted() where name.hasSuffix(".symbols.json") {
                    hasher.combine(name)
                    hasher.combine(FileStatus.of(graphs + "/" + name))
                }
            }
            if let templatesDirectory, let enumerator = FileManager.default.enumerator(atPath: templatesDirectory) {
                var files: [String] = []
                while let relative = enumerator.nextObject() as? String { files.append(relative) }
                for relative in files.sorted() where relative != "assets" && !relative.hasPrefix("assets/") {
                    // Folders do not count: an editor's atomic save changes its folder's modification time.
                    guard let status = FileStatus.of(templatesDirectory + "/" + relative), status.kind != .directory else { continue }
                    if relative.hasSuffix(".html") {
                        templateStatuses[relative] = status
                    } else {
                        hasher.combine(relative)
                        hasher.combine(status)
                    }
                }
            }
        }
        return (fingerprint, templateStatuses)
    }
}
