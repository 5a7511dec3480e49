/// Where TOML's tables put entries: into nested blocks of keys, the last table of a `[[list]]`.
extension TOMLReader {
    /// Puts `entry` in the table at `path`, making the tables on the way; a key set twice keeps its last value.
    static func insert(_ entry: FrontMatterEntry, at path: [String], into entries: inout [FrontMatterEntry], keepingExisting: Bool = false) {
        guard let first = path.first else {
            if let existing = entries.firstIndex(where: { $0.key == entry.key }) {
                if !keepingExisting { entries[existing] = entry }
            } else {
                entries.append(entry)
            }
            return
        }
        let position = entries.firstIndex { $0.key == first } ?? {
            entries.append(FrontMatterEntry(key: first, value: .map([]), keyLocation: entry.keyLocation, valueLocation: entry.keyLocation, valueLine: entry.valueLine))
            return entries.count - 1
        }()
        let rest = Array(path.dropFirst())
        switch entries[position].value {
        case .list(var items) where !items.isEmpty:
            guard case .map(var inner) = items[items.count - 1] else { return }
            insert(entry, at: rest, into: &inner, keepingExisting: keepingExisting)
            items[items.count - 1] = .map(inner)
            entries[position].value = .list(items)
        case .map(var inner):
            insert(entry, at: rest, into: &inner, keepingExisting: keepingExisting)
            entries[position].value = .map(inner)
        default:
            var inner: [FrontMatterEntry] = []
            insert(entry, at: rest, into: &inner, keepingExisting: keepingExisting)
            entries[position].value = .map(inner)
        }
    }

    /// `[[path]]`: a new, empty table at the end of the list at `path`.
    static func appendTable(_ table: FrontMatterEntry, at path: [String], into entries: inout [FrontMatterEntry]) {
        guard let key = path.last else { return }
        insert(FrontMatterEntry(key: key, value: .list([]), keyLocation: table.keyLocation, valueLocation: table.valueLocation, valueLine: table.valueLine),
               at: Array(path.dropLast()), into: &entries, keepingExisting: true)
        appendItem(.map([]), at: path, into: &entries)
    }

    private static func appendItem(_ item: FrontMatterValue, at path: [String], into entries: inout [FrontMatterEntry]) {
        guard let first = path.first, let position = entries.firstIndex(where: { $0.key == first }) else { return }
        if path.count == 1 {
            if case .list(var items) = entries[position].value {
                items.append(item)
                entries[position].value = .list(items)
            }
            return
        }
        switch entries[position].value {
        case .map(var inner):
            appendItem(item, at: Array(path.dropFirst()), into: &inner)
            entries[position].value = .map(inner)
        case .list(var items) where !items.isEmpty:
            guard case .map(var inner) = items[items.count - 1] else { return }
            appendItem(item, at: Array(path.dropFirst()), into: &inner)
            items[items.count - 1] = .map(inner)
            entries[position].value = .list(items)
        default: return
        }
    }
}
