import Core
import DefaultSite
import Foundation
import Templates

/// The words the default layouts write for readers ("On this page", "Search", "Next", the months' names), one table
/// a language. A template reads the table of its page's language as `strings` (`{{ strings.on_this_page }}`). The
/// words under `scripts` are site.js's and search.js's. The built-in tables are Templates/strings/<code>.json; a site's own
/// Templates/strings/<code>.json replaces single words of them. A word missing from a language's tables comes from the
/// language it is a variant of (`de` for `de-CH`), then from English, the site's before the built-in: English's table
/// names every word there is. Besides the words, `strings.scripts_json` is what the scripts need of them (see
/// `scriptsJSON`).
struct LayoutStrings: Sendable {
    /// A table's words by key path (`on_this_page`, `scripts.copy`): text, or a list of texts (`month_names`).
    typealias Table = [String: TemplateValue]

    /// The built-in tables by language code, and what is wrong with them: nothing, as the tests check.
    static let builtIn: (tables: [String: Table], diagnostics: [Diagnostic]) = readBuiltIn()

    /// The built-in English table, which names every word there is and is the last fallback.
    static let englishTable = builtIn.tables[english, default: [:]]

    /// Every word's key path, from English's table.
    static let keys = englishTable.keys.sorted()

    static let english = "en"

    private let site: [String: Table]
    /// `strings` of the languages named when loading, made once: every page of a language reads the same.
    private let made: [String: TemplateValue]

    /// The tables of `site` (by language code) over the built-in ones; `languages` are the codes the site's pages use.
    init(site: [String: Table] = [:], languages: [String] = []) {
        let unmade = LayoutStrings(site: site, made: [:])
        self.init(site: site, made: Dictionary(
            languages.map { (Self.code($0), unmade.value(forLanguage: $0)) }, uniquingKeysWith: { first, _ in first }))
    }

    private init(site: [String: Table], made: [String: TemplateValue]) {
        self.site = site
        self.made = made
    }

    /// `strings` for a language code as a site writes it (`de`, `pt-BR`, `zh_CN`).
    func value(forLanguage language: String) -> TemplateValue {
        let code = Self.code(language)
        if let value = made[code] { return value }
        let tables = chain(of: code).map(\.table)
        var root: [String: TemplateValue] = [:]
        var scriptWords: [(name: Substring, text: String)] = []
        for path in Self.keys {
            guard let word = tables.lazy.compactMap({ $0[path] }).first else { continue }
            Self.insert(word, at: path.split(separator: ".")[...], into: &root)
            if path.hasPrefix(Self.scriptsPrefix), case .string(let text) = word, case .string(let english)? = Self.englishTable[path], text != english {
                scriptWords.append((path.dropFirst(Self.scriptsPrefix.count), text))
            }
        }
        root["scripts_json"] = Self.scriptsJSON(scriptWords)
        return .dictionary(root)
    }

    /// The group of the words site.js and search.js show.
    static let scriptsPrefix = "scripts."

    /// The scripts' words that are not the built-in English ones, which the scripts fall back on, as a JSON
    /// object: partials/head.html writes it into the page for them, made once for every page of a language. A page
    /// in English carries none, so a site in English pays nothing for its scripts' words.
    private static func scriptsJSON(_ words: [(name: Substring, text: String)]) -> TemplateValue {
        guard !words.isEmpty else { return .html("") }
        return .html("{" + words.map { JSONString.quoted(String($0.name)) + ":" + JSONString.quoted($0.text) }.joined(separator: ",") + "}")
    }

    /// One word of `language` as text (`not_found_title`), for a page title the build sets itself.
    func text(_ path: String, language: String) -> String {
        guard case .string(let text)? = chain(of: Self.code(language)).lazy.compactMap({ $0.table[path] }).first else { return path }
        return text
    }

    /// The key paths of the words `language` takes from English, for want of a table of its own that has them;
    /// none for English and its variants.
    func wordsInEnglish(for language: String) -> [String] {
        let code = Self.code(language)
        guard Self.primary(code) != Self.english else { return [] }
        let own = chain(of: code).filter { $0.code != Self.english }.map(\.table)
        return Self.keys.filter { path in !own.contains { $0[path] != nil } }
    }

    /// The tables a word of `code` is looked for in, in order: the site's before the built-in one, of the code,
    /// its primary language, then English.
    private func chain(of code: String) -> [(code: String, table: Table)] {
        var codes = [code]
        for fallback in [Self.primary(code), Self.english] where !codes.contains(fallback) { codes.append(fallback) }
        return codes.flatMap { code in [site[code], Self.builtIn.tables[code]].compactMap { $0.map { (code, $0) } } }
    }

    /// A language code as tables are named: lower case, subtags joined by `-`.
    static func code(_ language: String) -> String {
        language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The language a code is a variant of: `de` for `de-ch`.
    static func primary(_ code: String) -> String {
        String(code.prefix { $0 != "-" })
    }

    /// Puts a word into the nested dictionaries templates read (`scripts.copy` → `strings.scripts.copy`).
    private static func insert(_ word: TemplateValue, at path: ArraySlice<Substring>, into dictionary: inout [String: TemplateValue]) {
        guard let first = path.first else { return }
        let key = String(first)
        guard path.count > 1 else {
            dictionary[key] = word
            return
        }
        var group: [String: TemplateValue] = [:]
        if case .dictionary(let existing)? = dictionary[key] { group = existing }
        insert(word, at: path.dropFirst(), into: &group)
        dictionary[key] = .dictionary(group)
    }

    private static func readBuiltIn() -> (tables: [String: Table], diagnostics: [Diagnostic]) {
        let folder = DefaultTemplates.stringsFolder
        let source = { (code: String) in
            SourceText(path: "Templates/" + folder + code + ".json", text: DefaultTemplates.strings[folder + code + ".json", default: "{}"])
        }
        let (english, englishProblems) = LayoutStringsFile.table(in: source(Self.english), english: nil)
        var tables = [Self.english: english]
        var diagnostics = englishProblems
        for name in DefaultTemplates.strings.keys.sorted() {
            let code = String(name.dropFirst(folder.count).dropLast(".json".count))
            guard code != Self.english else { continue }
            let (table, problems) = LayoutStringsFile.table(in: source(code), english: english)
            tables[code] = table
            diagnostics += problems
        }
        return (tables, diagnostics)
    }
}
