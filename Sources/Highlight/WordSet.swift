import Core

/// A set of ASCII words looked up by the bytes of an identifier, without
/// making a `String` per lookup.
///
/// A `PositionTable` of the words under FNV-1a: most identifiers in code are not keywords, and
/// `Set<ArraySlice<UInt8>>` fed them to SipHash a byte at a time. The table is kept at most a
/// quarter full, so an absent word's probe ends at an empty slot within a few steps, and a word
/// longer than every entry is turned away before hashing.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    private let words: [[UInt8]]
    private let table: PositionTable
    private let longest: Int

    init(_ words: [String]) {
        self.init(words.map { Array($0.utf8) })
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    private init(_ words: [[UInt8]]) {
        let words = Array(Set(words))
        var table = PositionTable(capacity: words.count * 2)
        for (position, word) in words.enumerated() {
            _ = table.position(hash: FNV1a.slotHash(word), where: { _ in false }, orAdd: position) { FNV1a.slotHash(words[$0]) }
        }
        self.words = words
        self.table = table
        longest = words.map(\.count).max() ?? 0
    }

    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count <= longest else { return false }
        return table.position(hash: FNV1a.slotHash(word)) { words[$0].count == word.count && words[$0].elementsEqual(word) } != nil
    }

    func union(_ other: WordSet) -> WordSet {
        WordSet(words + other.words)
    }
}
