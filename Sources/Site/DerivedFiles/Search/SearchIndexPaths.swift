/// Where one language's search index goes: under `search/` in the folder its pages are published in,
/// `search/` for the default language and `de/search/` for German, so that a page's search box finds its
/// language's index from the language's home (`site.home`).
struct SearchIndexPaths: Sendable, Equatable {
    /// The folder that holds every file of the index.
    let folder: String

    /// The paths of the index of the language published in `languageFolder`: empty for the default language.
    init(languageFolder: String) {
        folder = languageFolder.isEmpty ? "search/" : languageFolder + "/search/"
    }

    /// The paths of the default language's index: the one index of a site in one language.
    static let defaultLanguage = SearchIndexPaths(languageFolder: "")

    var manifest: String { folder + "manifest.json" }

    /// Where word chunk `chunk` goes.
    func words(_ chunk: Int) -> String {
        folder + "words/\(chunk).json"
    }

    /// Where page table `table` goes.
    func pages(_ table: Int) -> String {
        folder + "pages/\(table).json"
    }
}
