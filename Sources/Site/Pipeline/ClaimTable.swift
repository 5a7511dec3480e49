/// The claimants of output paths by the hash of the path, in two plain arrays probed linearly: the content
/// step claims a path a page and keeps the table for the whole build. As a `Dictionary` it took some 84 bytes
/// a page at 100,000 pages (a table of 2^18 entries, as it keeps a quarter free); filled up to seven eighths,
/// these arrays take some 42.
struct ClaimTable {
    /// The key of each slot, meaningful where `claimants` has one.
    private var keys: [Int] = []
    private var claimants: [Routing.Claimant?] = []
    private(set) var count = 0

    /// The claimant of `key`, nil when none has claimed it.
    subscript(key: Int) -> Routing.Claimant? {
        guard !keys.isEmpty else { return nil }
        let slot = slot(of: key)
        return claimants[slot]
    }

    /// Records `claimant` for `key`, replacing the one it had.
    mutating func set(_ claimant: Routing.Claimant, for key: Int) {
        if (count + 1) * 8 > keys.count * 7 { grow() }
        let slot = slot(of: key)
        if claimants[slot] == nil { count += 1 }
        keys[slot] = key
        claimants[slot] = claimant
    }

    /// Every key with its claimant, in no particular order.
    var entries: [(key: Int, claimant: Routing.Claimant)] {
        zip(keys, claimants).compactMap { key, claimant in claimant.map { (key, $0) } }
    }

    /// The slot that holds `key`, else the empty slot where it would go.
    private func slot(of key: Int) -> Int {
        let mask = keys.count - 1
        var slot = key & mask
        while claimants[slot] != nil, keys[slot] != key {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = entries
        let capacity = Swift.max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        claimants = Array(repeating: nil, count: capacity)
        count = 0
        for (key, claimant) in old { set(claimant, for: key) }
    }
}
