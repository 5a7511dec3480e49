import Core

/// Links that name a translation's file (`routing.de.md`, or `index.en.md` for the default
/// language's), as mkdocs-static-i18n lets a page link, rewritten to what sitegen resolves: the
/// page translated (`routing.md`), which sitegen links in the linking page's language (the default
/// language's pages lose their suffix anyway); a translation into a third language by that
/// language's path from the root (`/fr/guide/routing.md`).
struct TranslationLinks {
    let languages: SourceLanguages
    /// How many links were rewritten.
    private(set) var count = 0

    /// The page `text`, placed so, with its links to translations' files rewritten.
    mutating func rewrite(_ text: String, of placement: SourceLanguages.Placement) -> String {
        guard languages.isMultilingual else { return text }
        return LinkDestinations.replacing(in: text) { link in
            guard let rewritten = rewrite(link.destination, from: placement) else { return nil }
            count += 1
            return rewritten
        }
    }

    private func rewrite(_ destination: Substring, from placement: SourceLanguages.Placement) -> String? {
        guard !destination.contains("://"), !destination.hasPrefix("mailto:") else { return nil }
        let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
        let path = String(destination[..<end])
        guard SourcePage.isPage(path), let (code, basePath) = SourceLanguages.suffix(of: path), let target = languages.language(code) else { return nil }
        if target.isDefault || target.code == placement.language.code { return basePath + destination[end...] }
        let folder = placement.basePath.split(separator: "/").dropLast().joined(separator: "/")
        let fromRoot = basePath.hasPrefix("/") ? basePath : (folder + "/" + basePath).normalizedPath()
        return "/" + target.siteCode + fromRoot + destination[end...]
    }
}
