import Core
import FrontMatter

/// A value written as TOML, the format Hugo's configuration is mostly written in: a table's keys and their values,
/// then its inner tables as `[a.b]`, and lists of tables as `[[a.b]]`.
enum TOMLOutput {
    /// `value` as the TOML that sets it at `path` (`["privacy", "x"]`); a table's keys at the top for an empty path.
    static func document(_ value: FrontMatterValue, at path: [String]) -> String {
        var lines: [String] = []
        let keys = path.map(key)
        switch value {
        case .map(let entries):
            write(entries, path: keys, to: &lines)
        case let list where isTable(list):
            write(list, path: keys, to: &lines)
        default:
            if keys.count > 1 { lines.append("[" + keys.dropLast().joined(separator: ".") + "]") }
            lines.append((keys.last ?? "value") + " = " + self.value(value))
        }
        return lines.joined(separator: "\n")
    }

    /// A table: its header (unless at the top, or it holds only tables), its keys, then its inner tables.
    private static func write(_ entries: [FrontMatterEntry], path: [String], to lines: inout [String]) {
        let keys = entries.filter { !isTable($0.value) }
        if !path.isEmpty, !keys.isEmpty || entries.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("[" + path.joined(separator: ".") + "]")
        }
        for entry in keys { lines.append(key(entry.key) + " = " + value(entry.value)) }
        for entry in entries where isTable(entry.value) {
            if case .map(let table) = entry.value {
                write(table, path: path + [key(entry.key)], to: &lines)
            } else {
                write(entry.value, path: path + [key(entry.key)], to: &lines)
            }
        }
    }

    /// A list of tables, each `[[a.b]]`.
    private static func write(_ list: FrontMatterValue, path: [String], to lines: inout [String]) {
        guard case .list(let tables) = list else { return }
        for case .map(let table) in tables {
            if !lines.isEmpty { lines.append("") }
            lines.append("[[" + path.joined(separator: ".") + "]]")
            for entry in table { lines.append(key(entry.key) + " = " + value(entry.value)) }
        }
    }

    /// Whether a value is written as a table of its own: a map, or a list of maps only.
    private static func isTable(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .map: true
        case .list(let items): !items.isEmpty && items.allSatisfy { if case .map = $0 { true } else { false } }
        default: false
        }
    }

    private static func key(_ name: String) -> String {
        let isBare = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        return isBare ? name : JSONString.quoted(name)
    }

    /// A value on a key's line: JSON's strings, numbers, booleans and arrays read as TOML too; an inline table `{a = 1}`.
    private static func value(_ value: FrontMatterValue) -> String {
        switch value {
        case .list(let items): "[" + items.map(Self.value).joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { key($0.key) + " = " + Self.value($0.value) }.joined(separator: ", ") + "}"
        case .null: "\"\""
        case .date(_, let text): text
        default: value.json
        }
    }
}
