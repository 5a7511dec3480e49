/// The stem id of each word one thread's pages have had so far, and the scratch a
/// page's weights are summed in by stem id, both kept from page to page (see
/// `SearchVocabulary.withStemCache`). A page's words are looked up once each,
/// here, without a lock; only a word new to the cache is asked of the site's
/// vocabulary. Before, each page interned its words in a table of its own, then
/// looked each of those up in the vocabulary under its lock.
struct SearchStemCache: Sendable {
    enum Place { case title, heading, text }

    /// Each cached word's entry in `weights`: its stem id plus 1, or 0 for a stop word.
    private var entryOfWord = PaddedWordMap(capacity: 1 << 14)
    /// The current page's weights and stems (see `SearchPage.combined`).
    private var weights = StemWeights(count: 1 << 14)
    /// How many entries `weights.order` holds for the current page.
    private var entryCount = 0

    /// Counts a word of the current page, found in `place`; the word is as `SearchTokenizer` gives it.
    /// Inlined into the tokenizer's loop: it runs for every word of every page. It does not branch on
    /// what it looked up (whether the word is a stop word, whether its stem is new to the page, whether
    /// its count is full): the lookup is often a cache miss, and a branch mispredicted on it stalls the
    /// words after it too, where without one the processor goes on to look them up meanwhile.
    @inline(__always)
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, as place: Place, vocabulary: SearchVocabulary) {
        let index = Int(entryOfWord.value(of: word) ?? newWord(word, vocabulary: vocabulary))
        let weight = weights.weights[index]
        weights.order[entryCount] = Int32(truncatingIfNeeded: index)
        entryCount &+= weight == 0 ? 1 : 0
        switch place {
        case .title: weights.weights[index] = weight | 64
        case .heading: weights.weights[index] = weight | 32
        // Adds 1 unless the count (the low 5 bits) is 31.
        case .text: weights.weights[index] = weight &+ 1 &- (((weight & 31) &+ 1) &>> 5)
        }
    }

    /// The current page's postings (stem id shifted left by 7 bits plus weight, in order of first
    /// appearance); the cache is then ready for the next page.
    mutating func takePostings() -> [UInt32] {
        // One pass that reads and clears each weight: `map`, then a loop clearing them, cost twice as much.
        let (weights, order) = (self.weights.weights, self.weights.order)
        let postings = [UInt32](unsafeUninitializedCapacity: entryCount) { postings, count in
            count = 0
            for index in 0..<entryCount {
                let entry = Int(order[index])
                // Entry 0 is the stop words'.
                if entry > 0 {
                    postings[count] = UInt32(entry &- 1) << 7 | UInt32(weights[entry])
                    count &+= 1
                }
                weights[entry] = 0
            }
        }
        entryCount = 0
        return postings
    }

    /// The entry of a word new to the cache, from its stem id asked of the vocabulary, with room made for its weight.
    private mutating func newWord(_ word: UnsafeBufferPointer<UInt8>, vocabulary: SearchVocabulary) -> Int32 {
        let entry = vocabulary.stemID(of: word) &+ 1
        entryOfWord.add(word, value: entry)
        weights = weights.growing(toHold: Int(entry))
        return entry
    }
}
