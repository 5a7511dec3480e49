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
