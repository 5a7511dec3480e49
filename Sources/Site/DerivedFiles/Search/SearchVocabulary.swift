import Core

/// The words of one language's pages and their stems (the terms of its index, as
/// its `scheme` makes them), numbered, shared by the pages analyzed across the
/// cores and kept between builds with the pages (`SearchVocabularies`). Each
/// word is stemmed and checked against the stop words once per site, and a page
/// keeps only stem ids: the index builder then takes pages in without looking
/// up a single word, which keeps serve's rebuild after an edit cheap.
/// Ids are never reused, so a page analyzed in an earlier build stays valid; a
/// stem no page has any more is left out of the index by the builder.
struct SearchVocabulary: Sendable {
    fileprivate struct Tables {
        /// How the words become stems.
        let scheme: SearchScheme
        var words = WordTable(capacity: 1 << 16)
        /// Each word's stem id, or -1 for a stop word.
        var stemOfWord: [Int32] = []
        var stems = WordTable(capacity: 1 << 16)
        /// Stem ids in byte order of their stems, as of `stems.count` ids (see `stemsInByteOrder`).
        var sortedStems: [Int32] = []
    }

    // The scheme is kept with the tables: a vocabulary is passed through the loop that counts every word of every
    // page, where a third value to keep made that loop slower.
    private let tables: Locked<Tables>
    /// Caches not in use; a page's analysis takes one, so there are as many as threads analyzing pages at once.
    private let idleCaches = Locked<[SearchStemCache]>([])

    init(scheme: SearchScheme = .english) {
        tables = Locked(Tables(scheme: scheme))
    }

    /// How the words become stems.
    var scheme: SearchScheme { tables.withLock { $0.scheme } }

    /// The stem id of `word`; -1 for a stop word.
    func stemID(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        tables.withLock { $0.stemID(of: word) }
    }

    /// Runs `body` with a stem cache no other call uses meanwhile, kept for later calls (on any thread).
    func withStemCache<Result>(_ body: (inout SearchStemCache) -> Result) -> Result {
        var cache = idleCaches.withLock { $0.popLast() } ?? SearchStemCache()
        let result = body(&cache)
        idleCaches.withLock { $0.append(cache) }
        return result
    }

    /// The stems so far, and every stem id in byte order of its stem.
    func stemsInByteOrder() -> (stems: WordTable, order: [Int32]) {
        tables.withLock { tables in
            if tables.sortedStems.count < tables.stems.count { tables.sortNewStems() }
            return (tables.stems, tables.sortedStems)
        }
    }
}

private extension SearchVocabulary.Tables {
    mutating func stemID(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        let id = words.intern(word)
        if id < stemOfWord.count { return stemOfWord[id] }
        let stem = scheme.term(of: word).map { Int32(stems.intern($0)) } ?? -1
        stemOfWord.append(stem)
        return stem
    }

    /// Merges the stems added since the last sort into the sorted ids: an edit rarely adds any, so
    /// serve's rebuild does not sort every stem of the site again.
    /// Sorting compares stems by their first 8 bytes as one number and compares bytes only for stems
    /// that share them: comparing slices of the table's bytes was most of this serial step's cost.
    mutating func sortNewStems() {
        let stems = self.stems
        let precedes = { (a: Int32, b: Int32) in stems.word(Int(a)).lexicographicallyPrecedes(stems.word(Int(b))) }
        let added = (Int32(sortedStems.count)..<Int32(stems.count))
            .map { (head: Self.head(of: stems.word(Int($0))), id: $0) }
            .sorted { $0.head != $1.head ? $0.head < $1.head : precedes($0.id, $1.id) }
            .map(\.id)
        var merged: [Int32] = []
        merged.reserveCapacity(stems.count)
        var old = sortedStems[...]
        for id in added {
            while let first = old.first, precedes(first, id) {
                merged.append(first)
                old = old.dropFirst()
            }
            merged.append(id)
        }
        merged += old
        sortedStems = merged
    }

    /// A stem's first 8 bytes as a big-endian number, zero-filled: stems hold no zero byte, so these
    /// numbers are in the byte order of the stems, but for stems that share their first 8 bytes.
    static func head(of stem: ArraySlice<UInt8>) -> UInt64 {
        var head: UInt64 = 0
        for (index, byte) in stem.prefix(8).enumerated() { head |= UInt64(byte) << (56 - 8 * index) }
        return head
    }
}
