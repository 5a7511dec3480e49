/// Words as `SearchTokenizer` gives them (starting on an 8-byte boundary, zero-filled to a whole
/// number of 8 bytes), each with an `Int32`: the stem cache's table, in which every word of every
/// page is looked up. A word is hashed and compared 8 bytes at a time, and its slot holds its first 8
/// bytes, which is all of most words: a lookup is a multiply and a load or two, where `WordTable`
/// (which must give back a word's bytes by id) hashes a byte at a time and calls `memcmp`. Words never
/// hold a zero byte, so the zero-filling keeps words of different lengths apart, and a slot whose
/// first 8 bytes are 0 is empty.
struct PaddedWordMap: Sendable {
    private struct Slot: Sendable {
        var head: UInt64 = 0
        /// Where the word's 8-byte chunks after the first start in `tails`, shifted left by 3, plus how many there are.
        var tail: Int32 = 0
        var value: Int32 = 0
    }

    /// A power of two in size, kept at most half full.
    private var slots: [Slot]
    /// How far a hash is shifted right to pick a slot: 64 minus log2 of the number of slots.
    private var shift: UInt64
    /// The chunks of words longer than 8 bytes after their first, one word after another.
    private var tails: [UInt64] = []
    /// How many words the map holds.
    private(set) var count = 0

    /// A map with room for `capacity` words before it grows.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// The value of `word`, or nil if the map does not hold it.
    @inline(__always)
    func value(of word: UnsafeBufferPointer<UInt8>) -> Int32? {
        let (slot, found) = find(word)
        return found ? slots[slot].value : nil
    }

    /// Adds `word`, which the map does not hold, with `value`.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, value: Int32) {
        let chunks = UnsafeRawPointer(word.baseAddress!)
        let tailCount = Self.tailCount(word)
        let tail = Int32(tails.count << 3 | tailCount)
        for index in 0..<tailCount {
            tails.append(chunks.load(fromByteOffset: 8 * (index + 1), as: UInt64.self))
        }
        slots[find(word).slot] = Slot(head: chunks.load(as: UInt64.self), tail: tail, value: value)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// The slot that holds `word`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ word: UnsafeBufferPointer<UInt8>) -> (slot: Int, found: Bool) {
        let chunks = UnsafeRawPointer(word.baseAddress!)
        let head = chunks.load(as: UInt64.self)
        let tailCount = Self.tailCount(word)
        let hash = Self.hash(head: head, tailCount: tailCount) { chunks.load(fromByteOffset: 8 &* $0, as: UInt64.self) }
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash &>> shift)
            while true {
                let candidate = slots[slot]
                if candidate.head == head && Int(candidate.tail & 7) == tailCount && tailsEqual(candidate.tail, chunks) {
                    return (slot, true)
                }
                if candidate.head == 0 { return (slot, false) }
                slot = (slot &+ 1) & (slots.count &- 1)
            }
        }
    }

    /// Whether the chunks after the first at `chunks` are the tail `tail` (whose count the caller has compared).
    private func tailsEqual(_ tail: Int32, _ chunks: UnsafeRawPointer) -> Bool {
        let count = Int(tail & 7)
        guard count > 0 else { return true }
        let start = Int(tail >> 3)
        return (1...count).allSatisfy { tails[start &+ $0 &- 1] == chunks.load(fromByteOffset: 8 &* $0, as: UInt64.self) }
    }

    /// How many 8-byte chunks `word` has after its first.
    private static func tailCount(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        (word.count &- 1) &>> 3
    }

    /// Multiplicative (Fibonacci) hashing, 8 bytes at a time: the high bits of the product depend on
    /// every bit of the word, so they pick the slot. `chunk(i)` is the word's chunk `i`, from 1.
    private static func hash(head: UInt64, tailCount: Int, chunk: (Int) -> UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = head &* multiplier
        var index = 1
        while index <= tailCount {
            hash = (hash ^ chunk(index)) &* multiplier
            index &+= 1
        }
        return hash
    }

    private mutating func grow() {
        var grown = Array(repeating: Slot(), count: slots.count * 2)
        let shift = self.shift - 1
        let tails = self.tails
        for old in slots where old.head != 0 {
            let hash = Self.hash(head: old.head, tailCount: Int(old.tail & 7)) { tails[Int(old.tail >> 3) + $0 - 1] }
            var slot = Int(truncatingIfNeeded: hash &>> shift)
            while grown[slot].head != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown[slot] = old
        }
        slots = grown
        self.shift = shift
    }
}
