import Core
import FrontMatter

/// The languages a multilingual site is built in, as its old generator declares them, and how
/// its files say which language a page is in: a suffix (`intro.de.md`) or a language's own
/// folder (Hugo's `contentDir`, MkDocs' folder layout). Pages are written the way the source has
/// them: a suffixed page keeps its suffix, a language folder becomes `Content/<code>/`, and the
/// default language's pages lose theirs (`index.en.md` → `index.md`), as sitegen publishes the
/// default language at `/` and every other under `/<code>/`.
struct SourceLanguages {
    struct Language {
        /// The code as the old site writes it, in file names, folders and URLs (`de`, `zh_TW`).
        var code: String
        var name: String
        var isDefault = false
        /// The site's title in this language.
        var title: String?
        var isRightToLeft = false
        /// The source folder holding this language's pages (Hugo's `contentDir`, MkDocs' `docs/<code>`);
        /// nil when they sit beside the default's, named `page.<code>.md`. A language whose folder is
        /// its alone is written to `Content/<code>/`; one that shares it, with the suffix.
        var folder: String?
        /// Where the old generator published this language: `` at the root, `/de`.
        var oldPrefix: String
        /// MkDocs' `nav_translations`: navigation titles in this language by the default's.
        var navTranslations: [String: String] = [:]
        /// MkDocs: the language's own `nav`, when it has one.
        var nav: FrontMatterValue?

        /// The code in site.json and sitegen's file names and URLs: `zh-TW` for mkdocs-static-i18n's `zh_TW`.
        var siteCode: String { code.replacingOccurrences(of: "_", with: "-") }

        /// Where sitegen publishes this language: `` at the root, `/de`.
        var prefix: String { isDefault ? "" : "/" + siteCode }
    }

    /// Where a source file goes: its language, and its path as the default language's page has it.
    struct Placement {
        var language: Language
        /// `guide/intro.md` for `guide/intro.de.md` or `de/guide/intro.md`.
        var basePath: String
    }

    /// The languages built, in the order the language menu lists them.
    let languages: [Language]
    /// Codes declared but not built (MkDocs' `build: false`, Hugo's `disabled`): their pages are left out.
    let unbuilt: Set<String>
    /// Whether a page missing in a language is shown in the default one at that language's URL
    /// (MkDocs' `fallback_to_default`): site.json's `"fallback": true` on every other language.
    var fallsBack = false

    /// Nil when no language is built or none is the default.
    init?(_ languages: [Language], unbuilt: Set<String>) {
        guard languages.contains(where: \.isDefault) else { return nil }
        self.languages = languages
        self.unbuilt = unbuilt
    }

    /// A site in one language: every page is the default language's, at its own path.
    static func single(code: String, folder: String? = nil) -> SourceLanguages {
        SourceLanguages([Language(code: code, name: code, isDefault: true, folder: folder, oldPrefix: "")], unbuilt: [])!
    }

    /// Whether the site is built in more than one language: only then has site.json `"languages"`.
    var isMultilingual: Bool { languages.count > 1 }

    var defaultLanguage: Language { languages.first(where: \.isDefault)! }

    func language(_ code: String) -> Language? { languages.first { $0.code == code } }

    /// The language of the page at `path` inside a folder of `folderLanguage`'s (the default's when
    /// nil) and its base path. A suffix naming a language wins over the folder, as in Hugo. Nil, for
    /// a page left out, when a multilingual site's page is named for a language it does not build:
    /// one declared but not built, or a code that is not declared (`notes.ko.md`), as
    /// mkdocs-static-i18n leaves such pages out; another second extension is part of the name.
    func place(_ path: String, folderLanguage: Language? = nil) -> Placement? {
        let unsuffixed = Placement(language: folderLanguage ?? defaultLanguage, basePath: path)
        guard let (code, basePath) = Self.suffix(of: path) else { return unsuffixed }
        if let language = language(code) { return Placement(language: language, basePath: basePath) }
        return isMultilingual && (unbuilt.contains(code) || Self.looksLikeLanguageCode(code)) ? nil : unsuffixed
    }

    /// The Content/ path of a placed file: the default language's at its base path, another's in
    /// its folder (`de/guide/intro.md`) or with its suffix (`guide/intro.de.md`).
    func contentPath(_ placement: Placement) -> String {
        let language = placement.language
        if language.isDefault { return placement.basePath }
        if let folder = language.folder, languages.count(where: { $0.folder == folder }) == 1 {
            return language.siteCode + "/" + placement.basePath
        }
        return Self.inserting(suffix: language.siteCode, into: placement.basePath)
    }

    /// site.json's `"languages"`: one member a language, in menu order.
    var json: String {
        let members = languages.map { language in
            var fields = ["\"name\": " + JSONString.quoted(language.name)]
            if language.isDefault { fields.append("\"default\": true") }
            if let title = language.title { fields.append("\"title\": " + JSONString.quoted(title)) }
            if language.isRightToLeft { fields.append("\"direction\": \"rtl\"") }
            if fallsBack, !language.isDefault { fields.append("\"fallback\": true") }
            return "    " + JSONString.quoted(language.siteCode) + ": {" + fields.joined(separator: ", ") + "}"
        }
        return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }

    /// `("de", "guide/intro.md")` for `guide/intro.de.md`; nil when the name has no second extension.
    static func suffix(of path: String) -> (code: String, basePath: String)? {
        let name = path.split(separator: "/").last ?? ""
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty else { return nil }
        let code = String(parts[parts.count - 2])
        let folder = path.dropLast(name.count)
        return (code, folder + (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "."))
    }

    /// `guide/intro.md` → `guide/intro.de.md`.
    static func inserting(suffix code: String, into path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + "." + code }
        return path[..<dot] + "." + code + path[dot...]
    }

    /// `de`, `pt-BR`, `zh_TW`, `zh-Hant`: the forms mkdocs-static-i18n takes for a translation's suffix.
    static func looksLikeLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, first.count == 2, first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isLetter } }
    }
}
