import FrontMatter

/// Hugo's `languages` (in the configuration or in `config/_default/languages.*`) as sitegen's:
/// each language's `languageName` (`label` in newer Hugo), `title`, `weight` (the menu's order),
/// `languageDirection` (`direction`) and `contentDir`; `disabled` and `disableLanguages` leave a
/// language out. A language with a content folder of its own has its pages there; languages that
/// share one tell theirs by the file name (`about.fr.md`), the default language's without.
extension SourceLanguages {
    /// The languages, or one language, `defaultContentLanguage`, when the site declares none.
    /// `contentFolder` is where a language without a `contentDir` has its pages.
    init(hugo config: ConfigFile, languagesFile: ConfigFile?, contentFolder: String) {
        let defaultCode = (config.text("defaultContentLanguage") ?? "en").lowercased()
        let inSubfolder = config.value("defaultContentLanguageInSubdir") == .bool(true)
        var disabled: Set<String> = []
        if case .list(let items)? = config.value("disableLanguages") { disabled = Set(items.compactMap { $0.scalarText?.lowercased() }) }
        var declared: [(weight: Double, language: Language)] = []
        var unbuilt: Set<String> = []
        if case .map(let entries)? = config.value("languages") ?? languagesFile?.root.entries.nonEmptyMap {
            for entry in entries {
                let code = entry.key.lowercased()
                guard !disabled.contains(code), entry.value.member("disabled") != .bool(true) else {
                    unbuilt.insert(code)
                    continue
                }
                declared.append(Self.hugoLanguage(code, settings: entry.value, isDefault: code == defaultCode, inSubfolder: inSubfolder, contentFolder: contentFolder))
            }
        }
        // Hugo orders languages by weight, those without one last, then as declared.
        let languages = declared.enumerated().sorted { ($0.element.weight, $0.offset) < ($1.element.weight, $1.offset) }.map(\.element.language)
        self = SourceLanguages(languages, unbuilt: unbuilt) ?? .single(code: defaultCode, folder: contentFolder)
    }

    /// Each content folder to read and the language of its files without a suffix: a language's
    /// own, else the default's (or, for a folder the default does not share, its first language's).
    var hugoContentFolders: [(folder: String, language: Language)] {
        var found: [(folder: String, language: Language)] = []
        for language in languages {
            guard let folder = language.folder else { continue }
            if let existing = found.firstIndex(where: { $0.folder == folder }) {
                if language.isDefault { found[existing].language = language }
            } else {
                found.append((folder, language))
            }
        }
        return found
    }

    private static func hugoLanguage(_ code: String, settings: FrontMatterValue, isDefault: Bool, inSubfolder: Bool, contentFolder: String) -> (Double, Language) {
        let direction = (settings.member("languageDirection") ?? settings.member("direction"))?.scalarText
        let language = Language(
            code: code, name: (settings.member("languageName") ?? settings.member("label"))?.scalarText ?? code, isDefault: isDefault,
            title: settings.member("title")?.scalarText, isRightToLeft: direction == "rtl",
            folder: settings.member("contentDir")?.scalarText ?? contentFolder,
            oldPrefix: isDefault && !inSubfolder ? "" : "/" + code)
        guard case .number(let weight, _)? = settings.member("weight"), weight != 0 else { return (.infinity, language) }
        return (weight, language)
    }
}

private extension Array where Element == FrontMatterEntry {
    var nonEmptyMap: FrontMatterValue? { isEmpty ? nil : .map(self) }
}
