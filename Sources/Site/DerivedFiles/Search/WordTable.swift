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
/// per word: the bytes go into one arena, and a `PositionTable` of FNV-1a
/// hashes finds them again.
struct WordTable: Sendable {
    /// Every word's bytes, one after another.
    private var arena: [UInt8] = []
    /// Where each word starts in `arena`; the word with id `i` ends where `i + 1` starts.
    private var starts: [Int32] = [0]
    /// The ids by word.
    private var table: PositionTable

    /// A table with room for `capacity` words before it grows (a page's words, say).
    init(capacity: Int = 32) {
        table = PositionTable(capacity: capacity)
    }

    /// How many different words the table holds.
    var count: Int { starts.count - 1 }

    /// The id of `word`, adding it if it is new. Ids count up from 0 in order of first appearance.
    mutating func intern(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        let id = count
        if let found = Self.id(of: word, orAdd: id, in: &table, arena: arena, starts: starts) { return found }
        arena.append(contentsOf: word)
        starts.append(Int32(arena.count))
        return id
    }

    /// The id of `word` in `table`, or nil when it has none and is added with `id`. Static, on the arrays
    /// as arguments, so that the closures read them and not `self`, whose `table` changes meanwhile.
    private static func id(of word: UnsafeBufferPointer<UInt8>, orAdd id: Int, in table: inout PositionTable, arena: [UInt8], starts: [Int32]) -> Int? {
        arena.withUnsafeBufferPointer { arena in
            starts.withUnsafeBufferPointer { starts in
                table.position(hash: FNV1a.slotHash(word), where: { Self.word($0, in: arena, starts: starts, equals: word) }, orAdd: id) {
                    FNV1a.slotHash(UnsafeBufferPointer(rebasing: arena[Int(starts[$0])..<Int(starts[$0 + 1])]))
                }
            }
        }
    }

    /// The id of `word`, or nil if the table does not hold it.
    func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        arena.withUnsafeBufferPointer { arena in
            starts.withUnsafeBufferPointer { starts in
                table.position(hash: FNV1a.slotHash(word)) { Self.word($0, in: arena, starts: starts, equals: word) }
            }
        }
    }

    /// Whether the word with id `id` is `word`. Reads the arrays through pointers: every word new to a
    /// stem cache is looked up here.
    private static func word(_ id: Int, in arena: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>, equals word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id])
        return Int(starts[id + 1]) - start == word.count && memcmp(arena.baseAddress! + start, word.baseAddress!, word.count) == 0
    }

    /// The bytes of the word with this id.
    func word(_ id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
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
