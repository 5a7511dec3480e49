import Core
import DocC

/// The languages a site is written in (site.json's `"languages"`), and which one each Content/ file is in.
///
/// The default language is published at `/`, every other under `/<code>/`. A file is in a language by the suffix
/// of its name (`intro.de.md`, as Hugo and mkdocs-static-i18n name translations) or by a top-level folder named by
/// the code (`de/intro.md`, as Hugo's `contentDir` and Docusaurus lay them out). Either way the build knows the file
/// by its *language path*, `de/intro.md`: both layouts route, nest and link the same, and a translation's
/// *neutral path*, `intro.md`, names the page it translates.
public struct SiteLanguages: Sendable {
    public struct Language: Sendable, Equatable {
        /// `en`, `de`, `pt-BR`: `<html lang>` and the URL folder.
        public let code: String
        /// The language's own name for itself, as the language menu shows it: `Deutsch`.
        public let name: String
        /// The site's title in this language, when it has its own.
        public let title: String?
        public let isRightToLeft: Bool
        /// Whether the default language's pages it has no version of are shown in it, under its folder, saying so.
        public var fallsBack = false
    }

    /// In the order site.json declares them, as the language menu lists them.
    public let all: [Language]
    /// Where `default` is in `all`.
    private let defaultPosition: Int
    /// The codes of the languages published under `/<code>/`.
    private let prefixedCodes: Set<String>

    /// A site in one language: every file is in it.
    init(single code: String) {
        self.init(all: [Language(code: code, name: code, title: nil, isRightToLeft: false)], defaultPosition: 0)
    }

    init(all: [Language], defaultPosition: Int) {
        self.all = all
        self.defaultPosition = defaultPosition
        prefixedCodes = Set(all.indices.filter { $0 != defaultPosition }.map { all[$0].code })
    }

    /// The language published at `/`.
    public var defaultLanguage: Language { all[defaultPosition] }

    /// Whether the site declares more than one language.
    public var isMultilingual: Bool { all.count > 1 }

    /// The language with `code`, if the site declares it.
    public func language(_ code: String) -> Language? {
        all.first { $0.code == code }
    }

    /// The language of a file, by its language path: the one whose folder it is in, else the default.
    public func language(ofLanguagePath path: String) -> Language {
        guard let code = prefixedCode(of: path) else { return defaultLanguage }
        return language(code) ?? defaultLanguage
    }

    /// `de/guide/intro.md` → `guide/intro.md`: the path of the page a translation translates.
    public func neutralPath(ofLanguagePath path: String) -> String {
        guard let code = prefixedCode(of: path) else { return path }
        return String(path.dropFirst(code.utf8.count + 1))
    }

    /// The folder of `language`'s pages: empty for the default language, its code for any other.
    public func folder(of language: Language) -> String {
        language == defaultLanguage ? "" : language.code
    }

    /// The top-level section of a page in `sectionPath` (`docs` for Content/docs/guides/a.md, empty at the root), its
    /// language's folder left out (`de/blog` → `blog`): its template is chosen by it, and templates read it as `page.section`.
    func topSection(ofSectionPath sectionPath: String) -> String {
        let neutral = neutralPath(ofLanguagePath: sectionPath + "/")
        return String(neutral.split(separator: "/").first ?? "")
    }

    /// The language path of `neutralPath` in `language`: `guide/intro.md` in German is `de/guide/intro.md`.
    public func languagePath(of neutralPath: String, in language: Language) -> String {
        language == defaultLanguage ? neutralPath : language.code + "/" + neutralPath
    }

    /// A file's language path, from its path under Content/: `guide/intro.de.md` → `de/guide/intro.md`, and
    /// `guide/intro.en.md` → `guide/intro.md` when English is the default; nil when the path is its language path.
    func languagePath(ofFile contentPath: String) -> String? {
        guard isMultilingual, let suffix = Self.languageSuffix(of: contentPath), let language = language(suffix.code) else { return nil }
        let unsuffixed = String(contentPath[..<suffix.range.lowerBound]) + String(contentPath[suffix.range.upperBound...])
        // A suffixed file inside another language's folder keeps its path: it is a page of that folder's language.
        guard prefixedCode(of: unsuffixed) == nil else { return nil }
        return languagePath(of: unsuffixed, in: language)
    }

    /// The first folder of `path` when it is a language published under `/<code>/`.
    private func prefixedCode(of path: String) -> String? {
        guard isMultilingual, let slash = path.firstIndex(of: "/") else { return nil }
        let first = String(path[..<slash])
        return prefixedCodes.contains(first) ? first : nil
    }

    /// The `.de` of `intro.de.md` (its range, with the dot) and its code, when the file name has a second extension.
    static func languageSuffix(of contentPath: String) -> (range: Range<String.Index>, code: String)? {
        let name = contentPath[(contentPath.lastIndex(of: "/").map(contentPath.index(after:)) ?? contentPath.startIndex)...]
        guard let lastDot = name.lastIndex(of: "."), let secondDot = name[..<lastDot].lastIndex(of: "."),
              secondDot > name.startIndex else { return nil }
        let code = name[name.index(after: secondDot)..<lastDot]
        return (secondDot..<lastDot, String(code))
    }

    static func isLanguageCode(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy(\.isASCIILetter),
              parts.count <= 2 else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } }
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension SiteLanguages {
    /// Content/'s files with the translations named by a suffix (`intro.de.md`) at their language paths (`de/intro.md`),
    /// in language path order, as the scan lists files.
    func placing(_ files: [ContentFile], in contentFolder: ContentFolder) -> [ContentFile] {
        var suffixFolders: [String: ContentFolder] = [:]
        var placed = files.map { file -> ContentFile in
            guard let languagePath = languagePath(ofFile: file.contentPath) else { return file }
            let code = language(ofLanguagePath: languagePath).code
            let folder = suffixFolders[code] ?? ContentFolder(
                path: contentFolder.path, displayPrefix: contentFolder.displayPrefix, naming: .suffixed(code: code, isPrefixed: code != defaultLanguage.code))
            suffixFolders[code] = folder
            return ContentFile(contentPath: languagePath, folder: folder, status: file.status)
        }
        placed += fallbacks(for: placed, in: contentFolder)
        placed.sort { $0.contentPath < $1.contentPath }
        return placed
    }

    /// For each language that falls back, the default language's pages it has no version of, at its language paths.
    private func fallbacks(for files: [ContentFile], in contentFolder: ContentFolder) -> [ContentFile] {
        let pages = files.filter { $0.isPage && DocCCatalog.root(of: $0.contentPath) == nil }
        var fallbacks: [ContentFile] = []
        for language in all where language.fallsBack && language != defaultLanguage {
            let own = Set(pages.filter { self.language(ofLanguagePath: $0.contentPath) == language }.map { neutralPath(ofLanguagePath: $0.contentPath) })
            var folders: [ContentFolder.Naming: ContentFolder] = [:]
            for page in pages where self.language(ofLanguagePath: page.contentPath) == defaultLanguage && !own.contains(page.contentPath) {
                let naming = ContentFolder.Naming.fallback(code: language.code, source: page.folder.naming)
                let folder = folders[naming] ?? ContentFolder(path: contentFolder.path, displayPrefix: contentFolder.displayPrefix, naming: naming)
                folders[naming] = folder
                fallbacks.append(ContentFile(contentPath: languagePath(of: page.contentPath, in: language), folder: folder, status: page.status))
            }
        }
        return fallbacks
    }
}
