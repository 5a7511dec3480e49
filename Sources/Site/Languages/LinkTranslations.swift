/// Links in a translated page stay in its language: a link to a page or file that exists in the page's language goes
/// there, wherever it was written to (`routing.md` from `intro.de.md`, `/guide/routing/` from `/de/guide/intro/`), and
/// a relative link to what has no translation goes to the default language's (an untranslated page, a shared image).
struct LinkTranslations: Sendable {
    let languages: SiteLanguages
    /// The language path of every page and file of the site.
    let languagePaths: Set<String>
    let pageURLs: PageURLs

    /// `sitePath` (decoded: `/de/guide/routing.md`, `/guide/routing/`) as the page at language path `contentPath`
    /// should link it; `isRelative` when the link was written relative to the page.
    func path(_ sitePath: String, isRelative: Bool, from contentPath: String) -> String {
        let language = languages.language(ofLanguagePath: contentPath)
        guard language != languages.defaultLanguage else { return sitePath }
        if isRelative {
            let languagePath = String(sitePath.dropFirst())
            guard !exists(languagePath) else { return sitePath }
            let neutral = languages.neutralPath(ofLanguagePath: languagePath)
            return exists(neutral) ? "/" + neutral : sitePath
        }
        let written = String(sitePath.dropFirst())
        guard languages.language(ofLanguagePath: written + "/") == languages.defaultLanguage else { return sitePath }
        let translated = languages.languagePath(of: written, in: language)
        return exists(translated) ? "/" + translated : sitePath
    }

    /// Whether a page or file is at `path`: a language path (`de/guide/routing.md`) or a URL path (`de/guide/routing/`).
    private func exists(_ path: String) -> Bool {
        if languagePaths.contains(path) { return true }
        let slashed = path.hasSuffix("/") || path.isEmpty ? path : path + "/"
        return pageURLs.path(lowercased: ("/" + slashed).lowercaseKey) != nil
    }
}
