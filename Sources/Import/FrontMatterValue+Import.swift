import Core
import FrontMatter

/// What the importers read of a configuration's values, and how they write one into site.json.
extension FrontMatterValue {
    /// The value as JSON text for site.json.
    var json: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        // As written, unless JSON cannot read it so (`+1`, `007`): then as Swift writes the Double, or as a string
        // when that is infinite (`+1e999`), which JSON has no literal for.
        case .number(let value, let text): Self.isJSONNumber(text) ? text : value.isFinite ? String(value) : JSONString.quoted(text)
        case .string(let text), .date(_, let text): JSONString.quoted(text)
        case .list(let items): "[" + items.map(\.json).joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { JSONString.quoted($0.key) + ": " + $0.value.json }.joined(separator: ", ") + "}"
        }
    }

    private static func isJSONNumber(_ text: String) -> Bool {
        (try? JSONParser.parse(SourceText(path: "", text: text)))?.number != nil
    }

    /// The value of a map's key, matched without regard to case as in `ConfigFile`; nil for other values.
    func member(_ key: String) -> FrontMatterValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    /// A person's name from `author: Ann` or `author: {name: Ann}`.
    var personName: String? {
        if case .map(let entries) = self { return entries.first { $0.key == "name" }?.value.scalarText }
        return scalarText
    }
}
