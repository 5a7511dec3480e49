/// A table of TOML front matter while it is read: its entries with each key's position, and the tables
/// under its keys kept open to take more keys. Each key goes in in time that does not grow with the keys
/// before it; finding a key by searching its table, and copying a nested table to add one key, made a
/// table of many keys quadratic to read.
struct TOMLTable {
    private var keyed = KeyedEntries()
    private var subtables: [String: Subtable] = [:]

    /// The table under a key: `[a]`'s, or the last of `[[a]]`'s, which takes the keys written after it.
    private struct Subtable {
        /// The tables of a list before the last; nil for a table that is not in a list.
        var earlier: [FrontMatterValue]?
        var last: TOMLTable

        /// `[[…]]` again: the last table is finished and a new one takes the keys after it. Under a key that
        /// holds a table, not a list, it adds nothing.
        mutating func appendEmptyTable() {
            guard earlier != nil else { return }
            earlier!.append(.map(last.entries))
            last = TOMLTable()
        }
    }

    init() {}

    /// A table holding `entries` (their keys unique), to add more to.
    init(_ entries: [FrontMatterEntry]) {
        for entry in entries { keyed.set(entry) }
    }

    /// The entries in the order their keys were first written, the tables under them whole.
    var entries: [FrontMatterEntry] {
        keyed.entries.map { entry in
            guard let subtable = subtables[entry.key] else { return entry }
            var entry = entry
            let last = FrontMatterValue.map(subtable.last.entries)
            entry.value = subtable.earlier.map { .list($0 + [last]) } ?? last
            return entry
        }
    }

    /// Puts `entry` in the table at `path`, making the tables on the way; a key set twice keeps its last
    /// value, or its first if `keepingExisting`.
    mutating func insert(_ entry: FrontMatterEntry, at path: ArraySlice<String>, keepingExisting: Bool = false) {
        guard let first = path.first else {
            if keyed.existing(entry.key) == nil || !keepingExisting {
                keyed.set(entry)
                subtables[entry.key] = nil
            }
            return
        }
        if keyed.existing(first) == nil {
            keyed.set(FrontMatterEntry(key: first, value: .map([]), keyLocation: entry.keyLocation, valueLocation: entry.keyLocation, source: entry.source))
        }
        guard openSubtable(first, replacingOtherValues: true) else { return }
        subtables[first]!.last.insert(entry, at: path.dropFirst(), keepingExisting: keepingExisting)
    }

    /// `[[path]]`: a new, empty table at the end of the list at `path`, made with `header`'s locations if missing.
    mutating func appendTable(_ header: FrontMatterEntry, at path: ArraySlice<String>) {
        insert(FrontMatterEntry(key: header.key, value: .list([]), keyLocation: header.keyLocation, valueLocation: header.valueLocation, source: header.source),
               at: path.dropLast(), keepingExisting: true)
        appendEmptyTable(at: path)
    }

    private mutating func appendEmptyTable(at path: ArraySlice<String>) {
        guard let first = path.first, let existing = keyed.existing(first) else { return }
        guard path.count == 1 else {
            guard openSubtable(first, replacingOtherValues: false) else { return }
            return subtables[first]!.last.appendEmptyTable(at: path.dropFirst())
        }
        if subtables[first] != nil {
            subtables[first]!.appendEmptyTable()
        } else if case .list(let items) = existing.value {
            subtables[first] = Subtable(earlier: items, last: TOMLTable())
        }
    }

    /// Opens the table under `key` to take keys, if it holds one: a table, or a list whose last item is one.
    /// Any other value is replaced by a new table if `replacingOtherValues`, else nothing is opened.
    private mutating func openSubtable(_ key: String, replacingOtherValues: Bool) -> Bool {
        guard subtables[key] == nil else { return true }
        switch keyed.existing(key)?.value {
        case .list(let items) where !items.isEmpty:
            guard case .map(let last) = items[items.count - 1] else { return false }
            subtables[key] = Subtable(earlier: Array(items.dropLast()), last: TOMLTable(last))
        case .map(let entries):
            subtables[key] = Subtable(earlier: nil, last: TOMLTable(entries))
        default:
            guard replacingOtherValues else { return false }
            subtables[key] = Subtable(earlier: nil, last: TOMLTable())
        }
        return true
    }
}
