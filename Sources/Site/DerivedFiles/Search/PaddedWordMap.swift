/// Words as `SearchTokenizer` gives them (starting on an 8-byte boundary, zero-filled to a whole
/// number of 8 bytes), each with an `Int32`: the stem cache's table, in which every word of every
/// page is looked up. A word is hashed and compared 8 bytes at a time, and its slot holds its first 8
/// bytes, which is all of most words: a lookup is a multiply and a load or two, where `WordTable`
/// (which must give back a word's bytes by id) hashes a byte at a time and calls `memcmp`. Words never
/// hold a zero byte, so the zero-filling keeps words of different lengths apart, and a slot whose
/// first 8 bytes are 0 is empty.
///
/// Why not Core's `PositionTable`, which the other tables of words use: its slots hold positions, so a
/// lookup there reads a slot, then the word's first chunk and its value from arrays beside the table,
/// through their bounds checks, and the `Lookup` a page's loop keeps in registers would hold the
/// arrays rather than a pointer. Measured with callgrind on a release build,
/// this map over a `PositionTable` made the whole build run markedly more instructions (figures in the
/// commit message that added this paragraph), with the same output.
struct PaddedWordMap: Sendable {
    fileprivate struct Slot: Sendable {
        var head: UInt64 = 0
        /// Where the word's 8-byte chunks after the first start in `tails`, shifted left by 3, plus how many there are.
        var tail: Int32 = 0
        var value: Int32 = 0
    }

    /// The slots, a power of two in number, kept at most half full, in memory this map alone changes
    /// (it copies them first if another map shares them), so that a `Lookup` can read them through a pointer.
    private var slots: SlotStorage
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
        slots = SlotStorage(count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// What a lookup reads, as plain values: a loop over a page's words keeps them in registers rather
    /// than reloading the map's fields for each word. Valid until the map next adds a word.
    var lookup: Lookup {
        Lookup(slots: UnsafePointer(slots.base), shift: shift)
    }

    /// The value of `word`, or nil if the map does not hold it.
    @inline(__always)
    func value(of word: UnsafeBufferPointer<UInt8>) -> Int32? {
        let (slot, found) = lookup.find(word, tails: tails)
        return found ? slots.base[slot].value : nil
    }

    /// The value of a word of 9 to 16 bytes given as its two chunks (see `Lookup.value(ofShortWord:)`), or
    /// nil if the map does not hold it.
    @inline(__always)
    func value(ofHead head: UInt64, tail: UInt64) -> Int32? {
        let lookup = self.lookup
        let hash = Lookup.hash(head: head, tailCount: 1) { _ in tail }
        let (slot, found) = lookup.probe(hash: hash, head: head, tailCount: 1) { tails[Int($0 >> 3)] == tail }
        return found ? lookup.slots[slot].value : nil
    }

    /// Adds `word`, which the map does not hold, with `value`.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, value: Int32) {
        if !isKnownUniquelyReferenced(&slots) { slots = slots.copy() }
        let chunks = UnsafeRawPointer(word.baseAddress!)
        let tailCount = Lookup.tailCount(word)
        let tail = Int32(tails.count << 3 | tailCount)
        for index in 0..<tailCount {
            tails.append(chunks.load(fromByteOffset: 8 * (index + 1), as: UInt64.self))
        }
        slots.base[lookup.find(word, tails: tails).slot] = Slot(head: chunks.load(as: UInt64.self), tail: tail, value: value)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        let grown = SlotStorage(count: slots.count * 2)
        let shift = self.shift - 1
        let tails = self.tails
        for old in UnsafeBufferPointer(start: slots.base, count: slots.count) where old.head != 0 {
            let hash = Lookup.hash(head: old.head, tailCount: Int(old.tail & 7)) { tails[Int(old.tail >> 3) + $0 - 1] }
            var slot = Int(truncatingIfNeeded: hash &>> shift)
            while grown.base[slot].head != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown.base[slot] = old
        }
        slots = grown
        self.shift = shift
    }
}

extension PaddedWordMap {
    /// A map's slots and how to pick one (see `PaddedWordMap.lookup`).
    struct Lookup {
        fileprivate let slots: UnsafePointer<Slot>
        fileprivate let shift: UInt64

        /// The slots' number minus 1, from `shift` (kept out of the registers of a loop that seldom probes twice).
        fileprivate var mask: Int { Int(truncatingIfNeeded: UInt64.max &>> shift) }

        /// The value of a word of 2 to 8 bytes given as its bytes in a little-endian number, zero-filled
        /// (the word's first chunk, and all of it), or nil if the map does not hold it: the lookup of most
        /// words, which has no tail to hash or compare. A slot holds the word if its first chunk is the
        /// same and it has no tail (an 8-byte word and a longer one share their first chunk).
        @inline(__always)
        func value(ofShortWord head: UInt64) -> Int32? {
            let (slot, found) = probe(hash: Self.hash(head: head, tailCount: 0) { _ in 0 }, head: head, tailCount: 0) { _ in true }
            return found ? slots[slot].value : nil
        }

        /// The slot that holds `word`, or the empty slot where it would go; `tails` are the map's.
        @inline(__always)
        fileprivate func find(_ word: UnsafeBufferPointer<UInt8>, tails: [UInt64]) -> (slot: Int, found: Bool) {
            let chunks = UnsafeRawPointer(word.baseAddress!)
            let head = chunks.load(as: UInt64.self)
            let tailCount = Self.tailCount(word)
            let hash = Self.hash(head: head, tailCount: tailCount) { chunks.load(fromByteOffset: 8 &* $0, as: UInt64.self) }
            return probe(hash: hash, head: head, tailCount: Int32(tailCount)) { Self.tailsEqual($0, chunks, tails) }
        }

        /// The slot, from the one `hash` picks on, that holds the word with this first chunk and this many
        /// chunks after it whose tail (a slot's `tail`) `tailMatches`, or the empty slot where it would go.
        @inline(__always)
        fileprivate func probe(hash: UInt64, head: UInt64, tailCount: Int32, tailMatches: (Int32) -> Bool) -> (slot: Int, found: Bool) {
            var slot = Int(truncatingIfNeeded: hash &>> shift)
            while true {
                let candidate = slots[slot]
                if candidate.head == head && candidate.tail & 7 == tailCount && tailMatches(candidate.tail) { return (slot, true) }
                if candidate.head == 0 { return (slot, false) }
                slot = (slot &+ 1) & mask
            }
        }

        /// Whether the chunks after the first at `chunks` are the tail `tail` (whose count the caller has compared).
        private static func tailsEqual(_ tail: Int32, _ chunks: UnsafeRawPointer, _ tails: [UInt64]) -> Bool {
            let count = Int(tail & 7)
            guard count > 0 else { return true }
            let start = Int(tail >> 3)
            return (1...count).allSatisfy { tails[start &+ $0 &- 1] == chunks.load(fromByteOffset: 8 &* $0, as: UInt64.self) }
        }

        /// How many 8-byte chunks `word` has after its first.
        fileprivate static func tailCount(_ word: UnsafeBufferPointer<UInt8>) -> Int {
            (word.count &- 1) &>> 3
        }

        /// Multiplicative (Fibonacci) hashing, 8 bytes at a time: the high bits of the product depend on
        /// every bit of the word, so they pick the slot. `chunk(i)` is the word's chunk `i`, from 1.
        @inline(__always)
        fileprivate static func hash(head: UInt64, tailCount: Int, chunk: (Int) -> UInt64) -> UInt64 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = head &* multiplier
            var index = 1
            while index <= tailCount {
                hash = (hash ^ chunk(index)) &* multiplier
                index &+= 1
            }
            return hash
        }
    }

    /// Slots in memory this object owns and frees. Unchecked Sendable: a map changes its slots only
    /// when no other map shares them.
    private final class SlotStorage: @unchecked Sendable {
        let base: UnsafeMutablePointer<Slot>
        let count: Int

        init(count: Int) {
            base = .allocate(capacity: count)
            base.initialize(repeating: Slot(), count: count)
            self.count = count
        }

        deinit {
            base.deallocate()
        }

        func copy() -> SlotStorage {
            let copy = SlotStorage(count: count)
            copy.base.update(from: base, count: count)
            return copy
        }
    }
}
