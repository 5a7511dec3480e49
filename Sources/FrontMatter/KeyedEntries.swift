/// Entries in the order their keys were first written, with each key's position, so that a key
/// written again takes its new value in constant time (front matter can hold many keys).
struct KeyedEntries {
    private(set) var entries: [FrontMatterEntry] = []
    private var positions: [String: Int] = [:]

    /// The entry that holds `key`, if any.
    func existing(_ key: String) -> FrontMatterEntry? {
        positions[key].map { entries[$0] }
    }

    /// A new key goes last; a key already there keeps its place and takes the new entry.
    mutating func set(_ entry: FrontMatterEntry) {
        if let position = positions[entry.key] {
            entries[position] = entry
        } else {
            positions[entry.key] = entries.count
            entries.append(entry)
        }
    }
}
