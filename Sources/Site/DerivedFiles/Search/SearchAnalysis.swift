/// What a build takes in of each page for search: its words, in the vocabulary of the page's language.
struct SearchAnalysis: Sendable {
    private let languages: SiteLanguages
    /// Each language's vocabulary by code, found once a build rather than under a lock for every page.
    private let vocabularies: [String: SearchVocabulary]

    /// The analysis of a site with `config`, in `vocabularies`; nil when site.json turns search off.
    init?(config: SiteConfig, vocabularies: SearchVocabularies) {
        guard config.buildsSearchIndex else { return nil }
        languages = config.languages
        self.vocabularies = Dictionary(uniqueKeysWithValues: config.languages.all.map { ($0.code, vocabularies.vocabulary(of: $0.code)) })
    }

    /// What search takes in of the page at language path `contentPath` (`de/guide/intro.md`), titled `title`.
    func page(at contentPath: String, title: String, text: SearchText) -> SearchPage {
        SearchPage(title: title, text: text, vocabulary: vocabularies[languages.language(ofLanguagePath: contentPath).code]!)
    }
}
