/// The stem id of each word one thread's pages have had so far, and the scratch a
/// page's weights are summed in by stem id, both kept from page to page (see
/// `SearchVocabulary.withStemCache`). A page's words are looked up once each,
/// here, without a lock; only a word new to the cache is asked of the site's
/// vocabulary. Before, each page interned its words in a table of its own, then
/// looked each of those up in the vocabulary under its lock.
struct SearchStemCache: Sendable {
    enum Place { case title, heading, text }

    /// Each cached word's stem id, or -1 for a stop word.
    private var stemOfWord = PaddedWordMap(capacity: 1 << 14)
    /// The current page's weight for each stem id (see `SearchPage.combined`); 0 for a stem not on it.
    private var weights = StemWeights(count: 1 << 14)
    /// The current page's stems, in order of first appearance.
    private var stems: [Int32] = []

    /// Counts a word of the current page, found in `place`; the word is as `SearchTokenizer` gives it.
    /// Inlined into the tokenizer's loop: it runs for every word of every page.
    @inline(__always)
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, as place: Place, vocabulary: SearchVocabulary) {
        let stem = Int(stemOfWord.value(of: word) ?? newWord(word, vocabulary: vocabulary))
        guard stem >= 0 else { return }
        let weight = weights.base[stem]
        if weight == 0 { stems.append(Int32(stem)) }
        switch place {
        case .title: weights.base[stem] = weight | 64
        case .heading: weights.base[stem] = weight | 32
        case .text: weights.base[stem] = weight & 31 < 31 ? weight + 1 : weight
        }
    }

    /// The current page's postings (stem id shifted left by 7 bits plus weight, in order of first
    /// appearance); the cache is then ready for the next page.
    mutating func takePostings() -> [UInt32] {
        // One pass that reads and clears each weight: `map`, then a loop clearing them, cost twice as much.
        let weights = weights.base
        let postings = stems.withUnsafeBufferPointer { stems in
            [UInt32](unsafeUninitializedCapacity: stems.count) { postings, count in
                for (index, stem) in stems.enumerated() {
                    postings[index] = UInt32(stem) << 7 | UInt32(weights[Int(stem)])
                    weights[Int(stem)] = 0
                }
                count = stems.count
            }
        }
        stems.removeAll(keepingCapacity: true)
        return postings
    }

    /// The stem id of a word new to the cache, asked of the vocabulary, with room made for its weight.
    private mutating func newWord(_ word: UnsafeBufferPointer<UInt8>, vocabulary: SearchVocabulary) -> Int32 {
        let stem = vocabulary.stemID(of: word)
        stemOfWord.add(word, value: stem)
        weights = weights.growing(toHold: Int(stem))
        return stem
    }
}
