import Core

/// The site's search vocabularies, one for each language its pages are in, by code, each with its language's
/// scheme: a language's index holds its own pages' stems alone, and a word of one language is never another's
/// term. Kept between builds with the pages (`PageCache`); a language's is made when the first of its pages is analyzed.
struct SearchVocabularies: Sendable {
    private let byCode = Locked<[String: SearchVocabulary]>([:])

    init() {}

    /// The vocabulary of the language with this code.
    func vocabulary(of code: String) -> SearchVocabulary {
        byCode.withLock { vocabularies in
            if let found = vocabularies[code] { return found }
            let made = SearchVocabulary(scheme: SearchScheme(languageCode: code))
            vocabularies[code] = made
            return made
        }
    }
}
