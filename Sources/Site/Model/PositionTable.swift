import Core

/// Positions in a list of strings, found by the string, that keeps none of the strings: an open-addressed
/// table of positions, 4 bytes a slot, where a lookup compares the string asked for with the one at each
/// position it probes (`key`). A `[String: Int]` of a list of 100,000 held 84 bytes an item.
struct PositionTable: Sendable {
    /// A power of two at least twice the count: a position plus one, 0 for an empty slot.
    private let slots: [Int32]

    /// The positions `0..<count`, each by `key(position)`; of positions with the same key, the last is found.
    init(count: Int, key: (Int) -> String) {
        var capacity = 2
        while capacity < count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for position in 0..<count {
            slots[Self.slot(of: key(position), in: slots, key: key)] = Int32(position + 1)
        }
        self.slots = slots
    }

    /// The position whose key is `text`, nil when none has it. `key` must be the one the table was made with.
    func position(of text: String, key: (Int) -> String) -> Int? {
        let stored = slots[Self.slot(of: text, in: slots, key: key)]
        return stored == 0 ? nil : Int(stored - 1)
    }

    /// The slot that holds `text`'s position, else the empty slot where it would go.
    private static func slot(of text: String, in slots: [Int32], key: (Int) -> String) -> Int {
        let mask = slots.count - 1
        // Over the string's buffer: a walk of its UTF-8 view costs several times as much a byte.
        var bytes = text
        var slot = bytes.withUTF8 { FNV1a.slotHash($0) } & mask
        while slots[slot] != 0, key(Int(slots[slot] - 1)) != text {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
