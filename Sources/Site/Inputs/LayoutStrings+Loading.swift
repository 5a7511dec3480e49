import Core
import DefaultSite

extension LayoutStrings {
    /// The site's tables (every `Templates/strings/<code>.json`) over the built-in ones, for the `languages` the
    /// site's pages use, and what is wrong: each file's problems, and one warning for each language that shows
    /// some or all of the layout's words in English for want of a table that has them.
    static func load(templatesDirectory: String?, languages: [String]) -> (strings: LayoutStrings, diagnostics: [Diagnostic]) {
        var site: [String: Table] = [:]
        var paths: [String: String] = [:]
        var diagnostics = builtIn.diagnostics
        let folder = templatesDirectory.map { $0 + "/" + DefaultTemplates.stringsFolder }
        let entries = (folder.map(DirectoryListing.entries) ?? []).sorted { $0.name < $1.name }
        for entry in entries where [.regular, .symbolicLink].contains(entry.status.kind) && !entry.name.hasPrefix(".") && entry.name.hasSuffix(".json") {
            let path = "Templates/" + DefaultTemplates.stringsFolder + entry.name
            guard let folder, let bytes = FileBytes.contents(ofFile: folder + entry.name) else {
                diagnostics.append(Diagnostic(.error, "cannot read \(path)", at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            let (table, problems) = LayoutStringsFile.table(in: SourceText(path: path, bytes: bytes), english: englishTable)
            let code = Self.code(String(entry.name.dropLast(".json".count)))
            site[code] = table
            paths[code] = path
            diagnostics += problems
        }
        let strings = LayoutStrings(site: site, languages: languages)
        var warned: Set<String> = []
        for language in languages {
            let code = Self.code(language)
            guard warned.insert(code).inserted else { continue }
            diagnostics += strings.englishWordsWarning(for: language, path: paths[code] ?? paths[Self.primary(code)])
        }
        return (strings, diagnostics)
    }

    /// The warning for a language whose pages show English words: all of them (no table), or those its tables lack.
    private func englishWordsWarning(for language: String, path: String?) -> [Diagnostic] {
        let missing = wordsInEnglish(for: language)
        guard !missing.isEmpty else { return [] }
        let file = "Templates/" + DefaultTemplates.stringsFolder + Self.code(language) + ".json"
        guard missing.count < Self.keys.count else {
            return [Diagnostic(.warning, "sitegen has no table of the layout's words in '\(language)', and the site none in \(file): its pages show them in English")]
        }
        let listed = missing.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
        return [Diagnostic(
            .warning, "\(missing.count) of the layout's words have no translation in '\(language)' and are shown in English: \(listed)",
            at: path.map { SourceLocation(path: $0, line: 1, column: 1) })]
    }
}
