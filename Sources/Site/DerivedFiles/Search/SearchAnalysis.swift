/// What a build takes in of each page for search: its words, in the vocabulary of the page's language, as its scheme
/// reads them.
struct SearchAnalysis: Sendable {
    private let languages: SiteLanguages
    /// Each language's vocabulary and its scheme by code, found once a build rather than under a lock for every page.
    private let vocabularies: [String: (vocabulary: SearchVocabulary, scheme: SearchScheme)]

    /// The analysis of a site with `config`, in `vocabularies`; nil when site.json turns search off.
    init?(config: SiteConfig, vocabularies: SearchVocabularies) {
        guard config.buildsSearchIndex else { return nil }
        languages = config.languages
        self.vocabularies = Dictionary(uniqueKeysWithValues: config.languages.all.map { language in
            let vocabulary = vocabularies.vocabulary(of: language.code)
            return (language.code, (vocabulary, vocabulary.scheme))
        })
    }

    /// What search takes in of the page at language path `contentPath` (`de/guide/intro.md`), titled `title`.
    func page(at contentPath: String, title: String, text: SearchText) -> SearchPage {
        let (vocabulary, scheme) = vocabularies[languages.language(ofLanguagePath: contentPath).code]!
        guard scheme == .plain else { return SearchPage(title: title, text: text, vocabulary: vocabulary) }
        // CJK text is written out first (SearchCJKText): SearchPage's loop, which reads every byte of every page,
        // stays the one English pages take.
        return SearchPage(title: SearchCJKText.spaced(title), text: text.cjkSpaced(), vocabulary: vocabulary)
    }
}
