/// A set of ASCII words looked up by the bytes of an identifier, without
/// making a `String` per lookup.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    private let words: Set<ArraySlice<UInt8>>

    init(_ words: [String]) {
        self.words = Set(words.map { ArraySlice($0.utf8) })
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        words.contains(word)
    }

    func union(_ other: WordSet) -> WordSet {
        WordSet(words.union(other.words))
    }

    private init(_ words: Set<ArraySlice<UInt8>>) {
        self.words = words
    }
}
