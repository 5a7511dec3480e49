import Core

extension FrontMatterParser {
    /// The languages a whole configuration file can be written in.
    public enum DocumentFormat: Sendable {
        case yaml, toml, json
    }

    /// Parses a whole file as one front matter block: `_config.yml`, `mkdocs.yml`, `hugo.toml`,
    /// `config.json`. A YAML file may open with a `---` line.
    /// - Throws: a `Diagnostic` at the first problem, as for front matter.
    public static func document(_ source: SourceText, format: DocumentFormat) throws(Diagnostic) -> FrontMatter {
        var cursor = LineCursor(bytes: source.bytes, from: source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        var lines: [Line] = []
        while let line = cursor.next() {
            guard !(format == .yaml && lines.isEmpty && line.isDelimiter(in: source.bytes, "---")) else { continue }
            lines.append(line)
        }
        switch format {
        case .yaml:
            var parser = Parser(source: source, lines: lines, end: source.bytes.count)
            return FrontMatter(entries: try parser.document())
        case .toml:
            var reader = TOMLReader(source: source, lines: lines, end: source.bytes.count)
            return FrontMatter(entries: try reader.document())
        case .json:
            var reader = ScalarReader(locator: SourceLocator(source), index: 0, end: source.bytes.count, anchors: Anchors())
            reader.skipSpaces()
            guard case .map(let entries) = try reader.flowMap(depth: 0) else { return FrontMatter() }
            return FrontMatter(entries: entries)
        }
    }
}
