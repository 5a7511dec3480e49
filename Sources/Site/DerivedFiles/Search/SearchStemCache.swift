/// The stem id of each word one thread's pages have had so far, and the scratch a
/// page's weights are summed in by stem id, both kept from page to page (see
/// `SearchVocabulary.withStemCache`). A page's words are looked up once each,
/// here, without a lock; only a word new to the cache is asked of the site's
/// vocabulary. Before, each page interned its words in a table of its own, then
/// looked each of those up in the vocabulary under its lock.
struct SearchStemCache: Sendable {
    enum Place { case title, heading, text }

    private var words = WordTable(capacity: 1 << 14)
    /// Each cached word's stem id, or -1 for a stop word.
    private var stemOfWord: [Int32] = []
    /// The current page's weight for each stem id (see `SearchPage.combined`); 0 for a stem not on it.
    private var weights: [UInt8] = []
    /// The current page's stems, in order of first appearance.
    private var stems: [Int32] = []

    /// Counts a word of the current page, found in `place`.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, as place: Place, vocabulary: SearchVocabulary) {
        let id = words.intern(word)
        if id == stemOfWord.count { stemOfWord.append(vocabulary.stemID(of: word)) }
        let stem = Int(stemOfWord[id])
        guard stem >= 0 else { return }
        if stem >= weights.count { weights += repeatElement(0, count: stem + 1 - weights.count) }
        if weights[stem] == 0 { stems.append(Int32(stem)) }
        switch place {
        case .title: weights[stem] |= 64
        case .heading: weights[stem] |= 32
        case .text: if weights[stem] & 31 < 31 { weights[stem] += 1 }
        }
    }

    /// The current page's postings (stem id shifted left by 7 bits plus weight, in order of first
    /// appearance); the cache is then ready for the next page.
    mutating func takePostings() -> [UInt32] {
        let postings = stems.map { UInt32($0) << 7 | UInt32(weights[Int($0)]) }
        for stem in stems { weights[Int(stem)] = 0 }
        stems.removeAll(keepingCapacity: true)
        return postings
    }
}
