import FrontMatter

/// mkdocs-static-i18n's configuration as sitegen's languages: the `i18n` plugin's `languages` (a
/// list since the plugin's 1.0, a map of codes before), `docs_structure` (`suffix`, the default:
/// `page.de.md`; or `folder`: `docs/de/page.md`), `nav_translations` and `fallback_to_default`.
extension SourceLanguages {
    /// Nil when mkdocs.yml has no `i18n` plugin with a default language.
    init?(mkdocs config: ConfigFile) {
        guard let plugin = Self.plugin(named: "i18n", in: config.value("plugins")) else { return nil }
        let inFolders = plugin.member("docs_structure")?.scalarText == "folder"
        var built: [Language] = []
        var unbuilt: Set<String> = []
        for (declared, builds) in Self.mkdocsLanguages(plugin) {
            var language = declared
            if inFolders { language.folder = language.code }
            if builds { built.append(language) } else { unbuilt.insert(language.code) }
        }
        self.init(built, unbuilt: unbuilt)
        fallsBack = plugin.member("fallback_to_default") != .bool(false)
    }

    /// In the folder layout, the language whose folder a docs path is in (nil for a file outside
    /// them, which is the default language's) and the path inside it; nil for a language not built.
    func folder(of path: String) -> (language: Language?, path: String)? {
        guard languages.contains(where: { $0.folder != nil }), let slash = path.firstIndex(of: "/") else { return (nil, path) }
        let folder = String(path[..<slash])
        if let language = languages.first(where: { $0.folder == folder }) { return (language, String(path[path.index(after: slash)...])) }
        return unbuilt.contains(folder) ? nil : (nil, path)
    }

    private static func plugin(named name: String, in plugins: FrontMatterValue?) -> FrontMatterValue? {
        switch plugins {
        case .list(let items)?: items.lazy.compactMap { $0.member(name) }.first
        case .map?: plugins?.member(name)
        default: nil
        }
    }

    /// Each declared language and whether it is built.
    private static func mkdocsLanguages(_ plugin: FrontMatterValue) -> [(Language, builds: Bool)] {
        switch plugin.member("languages") {
        case .list(let items)?:
            // The locale `null` is a link in the language menu, never built.
            return items.compactMap { item in
                guard let code = item.member("locale")?.scalarText, code != "null" else { return nil }
                var language = language(code, settings: item, isDefault: item.member("default") == .bool(true))
                language.navTranslations = translations(item.member("nav_translations"))
                language.nav = item.member("nav")
                return (language, item.member("build") != .bool(false))
            }
        case .map(let entries)?:
            // Before 1.0: `en: English` or `fr: {name: Français, build: true}`, with `default_language`
            // and `nav_translations` by code beside them.
            let defaultCode = plugin.member("default_language")?.scalarText
            return entries.filter { $0.key != "default" }.map { entry in
                let isDefault = entry.key == defaultCode || entry.value.member("default") == .bool(true)
                var language = language(entry.key, settings: entry.value, isDefault: isDefault)
                language.name = entry.value.scalarText ?? language.name
                language.navTranslations = translations(plugin.member("nav_translations")?.member(entry.key))
                return (language, isDefault || entry.value.member("build") != .bool(false))
            }
        default:
            return []
        }
    }

    private static func language(_ code: String, settings: FrontMatterValue, isDefault: Bool) -> Language {
        let link = settings.member("link")?.scalarText.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return Language(
            code: code, name: settings.member("name")?.scalarText ?? code, isDefault: isDefault,
            title: settings.member("site_name")?.scalarText,
            isRightToLeft: settings.member("theme")?.member("direction")?.scalarText == "rtl",
            oldPrefix: link ?? (isDefault ? "" : "/" + code))
    }

    private static func translations(_ value: FrontMatterValue?) -> [String: String] {
        guard case .map(let entries)? = value else { return [:] }
        var titles: [String: String] = [:]
        for entry in entries {
            if let title = entry.value.scalarText { titles[entry.key] = title }
        }
        return titles
    }
}
