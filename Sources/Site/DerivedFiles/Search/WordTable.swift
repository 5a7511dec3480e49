import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Words interned as small integers, keyed by their UTF-8 bytes. The search
/// index looks up every word of every page, so this avoids making a `String`
/// per word: the bytes go into one arena, and an open-addressing table of
/// FNV-1a hashes finds them again.
struct WordTable: Sendable {
    /// Every word's bytes, one after another.
    private var arena: [UInt8] = []
    /// Where each word starts in `arena`; the word with id `i` ends where `i + 1` starts.
    private var starts: [Int32] = [0]
    /// Slot → word id + 1 (0: empty). Its size is a power of two, kept at most half full.
    private var slots: [Int32]

    /// A table with room for `capacity` words before it grows (a page's words, say).
    init(capacity: Int = 32) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// How many different words the table holds.
    var count: Int { starts.count - 1 }

    /// The id of `word`, adding it if it is new. Ids count up from 0 in order of first appearance.
    mutating func intern(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        let (slot, found) = probe(word)
        if let found { return found }
        let id = count
        arena.append(contentsOf: word)
        starts.append(Int32(arena.count))
        slots[slot] = Int32(id + 1)
        if count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `word`, or nil if the table does not hold it.
    func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(word).id
    }

    /// The slot that holds `word`, with its id, or the empty slot where it would go. Reads the arrays
    /// through pointers: every word of every page is looked up here.
    private func probe(_ word: UnsafeBufferPointer<UInt8>) -> (slot: Int, id: Int?) {
        slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                starts.withUnsafeBufferPointer { starts in
                    var slot = FNV1a.slotHash(word) & (slots.count - 1)
                    while slots[slot] != 0 {
                        let id = Int(slots[slot]) - 1
                        let start = Int(starts[id])
                        if Int(starts[id + 1]) - start == word.count, memcmp(arena.baseAddress! + start, word.baseAddress!, word.count) == 0 {
                            return (slot, id)
                        }
                        slot = (slot + 1) & (slots.count - 1)
                    }
                    return (slot, nil)
                }
            }
        }
    }

    /// The bytes of the word with this id.
    func word(_ id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for id in 0..<count {
            arena.withUnsafeBufferPointer { bytes in
                let word = UnsafeBufferPointer(rebasing: bytes[Int(starts[id])..<Int(starts[id + 1])])
                var slot = FNV1a.slotHash(word) & (slots.count - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Int32(id + 1)
            }
        }
    }
}

extension WordTable {
    /// `intern` for a word held in an array.
    mutating func intern(_ word: [UInt8]) -> Int {
        word.withUnsafeBufferPointer { intern($0) }
    }

    /// `find` for a word held in an array.
    func find(_ word: [UInt8]) -> Int? {
        word.withUnsafeBufferPointer { find($0) }
    }
}
