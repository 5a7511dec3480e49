/// An open-addressing hash table of positions: small integers that name items the caller keeps (the
/// index of a word in an arena, of a page in a list). The table keeps none of the keys, only 4 bytes a
/// slot, so a table over strings the build holds anyway costs no copy of them; a lookup takes the
/// key's hash and a test of whether the item at a position has the key. Slots are probed linearly in a
/// power-of-two array kept at most half full.
///
/// The project's hash table for where `Dictionary` costs too much: it hashes with `Hasher` (SipHash,
/// far costlier a byte than FNV-1a, where keys are not an attacker's), keeps a copy of each
/// key and keeps a quarter of its slots free.
public struct PositionTable: Sendable {
    /// A position plus 1 in each slot, 0 for an empty one.
    @usableFromInline var slots: [Int32]
    /// How many positions the table holds.
    private(set) var count = 0

    /// An empty table that holds `capacity` positions before it grows: twice as many slots or more.
    public init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// The position under `hash` that `isMatch` accepts, nil when there is none.
    @inlinable
    public func position(hash: Int, where isMatch: (Int) -> Bool) -> Int? {
        find(hash: hash, where: isMatch).position
    }

    /// The position under `hash` that `isMatch` accepts; when there is none, `newPosition` is added
    /// under `hash` and the result is nil. `hashOf` gives the hash of a position the table held before
    /// (not `newPosition`), for when it grows.
    @inlinable
    public mutating func position(hash: Int, where isMatch: (Int) -> Bool, orAdd newPosition: Int, hashOf: (Int) -> Int) -> Int? {
        let (slot, found) = find(hash: hash, where: isMatch)
        if let found { return found }
        add(newPosition, hash: hash, at: slot, hashOf: hashOf)
        return nil
    }

    /// The slot that holds the position `isMatch` accepts, with that position, or the empty slot where
    /// it would go. Reads the slots through a pointer: it runs once a lookup.
    @inlinable
    func find(hash: Int, where isMatch: (Int) -> Bool) -> (slot: Int, position: Int?) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count &- 1
            var slot = hash & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return (slot, nil) }
                if isMatch(stored &- 1) { return (slot, stored &- 1) }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Stores `position` in `slot`, the empty slot `hash` probes to, or, when the table would be more
    /// than half full, in a table twice the size.
    @usableFromInline
    mutating func add(_ position: Int, hash: Int, at slot: Int, hashOf: (Int) -> Int) {
        count += 1
        guard count * 2 > slots.count else {
            slots[slot] = Int32(position + 1)
            return
        }
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        for stored in old where stored != 0 {
            slots[emptySlot(hash: hashOf(Int(stored) - 1))] = stored
        }
        slots[emptySlot(hash: hash)] = Int32(position + 1)
    }

    private func emptySlot(hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }
}
