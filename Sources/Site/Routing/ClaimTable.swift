import Core

/// The claimants of output paths by the hash of the path: the content step claims a path a page and keeps
/// the table for the whole build, so the keys and claimants are kept in two plain arrays and found by a
/// `PositionTable`, where a `Dictionary` would keep a quarter of its entries free, each the size of both.
struct ClaimTable {
    private var keys: [Int] = []
    /// The claimant of the key at the same position.
    private var claimants: [Routing.Claimant] = []
    private var positions = PositionTable(capacity: 0)

    /// How many keys have a claimant.
    var count: Int { keys.count }

    /// The claimant of `key`, nil when none has claimed it.
    subscript(key: Int) -> Routing.Claimant? {
        positions.position(hash: key) { keys[$0] == key }.map { claimants[$0] }
    }

    /// Records `claimant` for `key`, replacing the one it had.
    mutating func set(_ claimant: Routing.Claimant, for key: Int) {
        if let position = Self.position(of: key, in: &positions, keys: keys) {
            claimants[position] = claimant
        } else {
            keys.append(key)
            claimants.append(claimant)
        }
    }

    /// The position of `key`, or nil when it has none and is added at the end of `keys`. Static, so that
    /// the closures read `keys` and not `self`, whose `positions` change meanwhile.
    private static func position(of key: Int, in positions: inout PositionTable, keys: [Int]) -> Int? {
        positions.position(hash: key, where: { keys[$0] == key }, orAdd: keys.count, hashOf: { keys[$0] })
    }

    /// Every key with its claimant, in the order they were first set.
    var entries: [(key: Int, claimant: Routing.Claimant)] {
        Array(zip(keys, claimants))
    }
}
