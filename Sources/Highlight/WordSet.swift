import Core

/// A set of ASCII words looked up by the bytes of an identifier, without
/// making a `String` per lookup.
///
/// An open-addressed table under a multiplicative hash of the bytes: most identifiers in code are
/// not keywords, and `Set<ArraySlice<UInt8>>` fed them to SipHash a byte at a time (3 % of a build
/// of real pages). A word longer than every entry is turned away before hashing.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    private let words: [[UInt8]]
    /// A word's position in `words` plus one, or zero for an empty slot; the count is a power of two.
    private let slots: [Int]
    private let longest: Int

    init(_ words: [String]) {
        self.init(words.map { Array($0.utf8) })
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    private init(_ words: [[UInt8]]) {
        self.words = Array(Set(words))
        var size = 8
        // At most a quarter full, so an absent word's probe ends at an empty slot within a few steps.
        while size < self.words.count * 4 { size *= 2 }
        var slots = [Int](repeating: 0, count: size)
        for (position, word) in self.words.enumerated() {
            var slot = FNV1a.slotHash(word[...]) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = position + 1
        }
        self.slots = slots
        longest = self.words.map(\.count).max() ?? 0
    }

    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count <= longest else { return false }
        let mask = slots.count - 1
        var slot = FNV1a.slotHash(word) & mask
        while slots[slot] != 0 {
            let candidate = words[slots[slot] - 1]
            if candidate.count == word.count, candidate.elementsEqual(word) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    func union(_ other: WordSet) -> WordSet {
        WordSet(words + other.words)
    }
}
