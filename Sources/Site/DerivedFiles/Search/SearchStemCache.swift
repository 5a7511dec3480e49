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

    /// Counts the words of `text`, UTF-8 found in `place` on the current page, as `SearchTokenizer` splits them.
    /// Inlined with the tokenizer's loop (it runs for every word of every page), which keeps the lookup's
    /// and the counts' state in locals, in registers, and writes it back once.
    @inline(__always)
    mutating func addWords(of text: UnsafeBufferPointer<UInt8>, as place: Place, vocabulary: SearchVocabulary) {
        var tally = Tally(self, entryCount: entryCount)
        SearchTokenizer.forEachWord(in: text, short: { head, count in
            let entry = tally.lookup.value(ofShortWord: head) ?? withUnsafeBytes(of: head.littleEndian) {
                newEntry(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[0..<count]), vocabulary: vocabulary, renewing: &tally)
            }
            tally.count(Int(entry), as: place)
        }, twoChunk: { head, tail, count in
            let entry = entryOfWord.value(ofHead: head, tail: tail) ?? withUnsafeBytes(of: (head.littleEndian, tail.littleEndian)) {
                newEntry(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[0..<count]), vocabulary: vocabulary, renewing: &tally)
            }
            tally.count(Int(entry), as: place)
        }, other: { word in
            let entry = entryOfWord.value(of: word) ?? newEntry(word, vocabulary: vocabulary, renewing: &tally)
            tally.count(Int(entry), as: place)
        })
        entryCount = tally.entryCount(in: weights)
    }

    /// What counting a word reads and writes, as plain values (see `addWords`).
    private struct Tally {
        private(set) var lookup: PaddedWordMap.Lookup
        private var weights: UnsafeMutablePointer<UInt8>
        /// Where the next entry goes in the weights' `order`: a pointer rather than a count, one register fewer.
        private var nextInOrder: UnsafeMutablePointer<Int32>

        /// The tally of `cache`, whose order holds `entryCount` entries of the current page. Made again after
        /// a word new to the cache: its map and its weights may have moved.
        init(_ cache: SearchStemCache, entryCount: Int) {
            lookup = cache.entryOfWord.lookup
            (weights, nextInOrder) = (cache.weights.weights, cache.weights.order + entryCount)
        }

        /// How many entries `weights`' order holds, its own or those of the weights it was made from.
        func entryCount(in weights: StemWeights) -> Int {
            nextInOrder - weights.order
        }

        /// Counts a word with this entry, found in `place`. It does not branch on what it looked up
        /// (whether the word is a stop word, whether its stem is new to the page, whether its count is
        /// full): the lookup is often a cache miss, and a branch mispredicted on it stalls the words
        /// after it too, where without one the processor goes on to look them up meanwhile.
        @inline(__always)
        mutating func count(_ entry: Int, as place: Place) {
            let weight = weights[entry]
            nextInOrder.pointee = Int32(truncatingIfNeeded: entry)
            nextInOrder += weight == 0 ? 1 : 0
            switch place {
            case .title: weights[entry] = weight | 64
            case .heading: weights[entry] = weight | 32
            // Adds 1 unless the count (the low 5 bits) is 31.
            case .text: weights[entry] = weight &+ 1 &- (((weight & 31) &+ 1) &>> 5)
            }
        }
    }

    /// The current page's postings (stem id shifted left by 7 bits plus weight, in order of first
    /// appearance); the cache is then ready for the next page.
    mutating func takePostings() -> [UInt32] {
        // One pass that reads and clears each weight: `map`, then a loop clearing them, walked the weights twice.
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

    /// The entry of a word new to the cache (see `newWord`), after which `tally` takes the map and the weights anew.
    @inline(__always)
    private mutating func newEntry(_ word: UnsafeBufferPointer<UInt8>, vocabulary: SearchVocabulary, renewing tally: inout Tally) -> Int32 {
        let entryCount = tally.entryCount(in: weights)
        let entry = newWord(word, vocabulary: vocabulary)
        tally = Tally(self, entryCount: entryCount)
        return entry
    }

    /// The entry of a word new to the cache, from its stem id asked of the vocabulary, with room made for its weight.
    /// Out of line: the loop it is called from runs for every word, and this for a few of them.
    @inline(never)
    private mutating func newWord(_ word: UnsafeBufferPointer<UInt8>, vocabulary: SearchVocabulary) -> Int32 {
        let entry = vocabulary.stemID(of: word) &+ 1
        entryOfWord.add(word, value: entry)
        weights = weights.growing(toHold: Int(entry))
        return entry
    }
}
