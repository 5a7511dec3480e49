import Core
import FrontMatter

/// A generator's configuration file read with the front matter parser (YAML, TOML or JSON).
struct ConfigFile {
    /// The file name as found (`hugo.toml`), nil when the site has none of the names looked for.
    var name: String?
    var root: FrontMatter

    /// Reads the first of `names` that exists in the source.
    /// - Throws: the parser's `Diagnostic` when the file does not parse.
    init(firstOf names: [String], in site: ImportedSite) throws {
        root = FrontMatter()
        for candidate in names {
            guard let text = site.read(candidate) else { continue }
            let format: FrontMatterParser.DocumentFormat = candidate.hasSuffix(".toml") ? .toml : candidate.hasSuffix(".json") ? .json : .yaml
            root = try FrontMatterParser.document(SourceText(path: site.source + "/" + candidate, text: text), format: format)
            name = candidate
            return
        }
    }

    /// The value at a key path (`["params", "author"]`); keys match without regard to case, as Hugo's do.
    func value(_ path: String...) -> FrontMatterValue? { lookup(path) }

    /// The text of a scalar at a key path.
    func text(_ path: String...) -> String? { lookup(path)?.scalarText }

    func lookup(_ path: [String]) -> FrontMatterValue? {
        var entries = root.entries
        var found: FrontMatterValue?
        for key in path {
            guard let entry = entries.first(where: { $0.key.lowercased() == key.lowercased() }) else { return nil }
            found = entry.value
            if case .map(let inner) = entry.value { entries = inner } else { entries = [] }
        }
        return found
    }
}

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
