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
        let lines = documentLines(source, format: format)
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

    /// Parses a whole data file (`Data/team.yml`) as one value: a YAML file may hold a list, as Jekyll's
    /// data files often do, or a block of keys; a TOML file is a table. A file with nothing in it is null.
    /// JSON data files are read with Core's JSON parser, which keeps every value's location.
    /// - Returns: the value, and what parsed but probably is a slip (a key written twice), each located.
    /// - Throws: a `Diagnostic` at the first problem, as for front matter.
    public static func dataFile(_ source: SourceText, format: DocumentFormat) throws(Diagnostic) -> (value: FrontMatterValue, warnings: [Diagnostic]) {
        guard format == .yaml else { return (.map(try document(source, format: format).entries), []) }
        var parser = Parser(source: source, lines: documentLines(source, format: format), end: source.bytes.count)
        let value = try parser.documentValue()
        return (value, parser.warnings)
    }

    /// The file's lines, without a byte order mark and a YAML file's opening `---`; a value on that line
    /// (`--- []`, as Ruby's YAML writes an empty list) is the first line's.
    private static func documentLines(_ source: SourceText, format: DocumentFormat) -> [Line] {
        var cursor = LineCursor(bytes: source.bytes, from: source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        var lines: [Line] = []
        while let line = cursor.next() {
            if format == .yaml, lines.isEmpty, line.isDelimiter(in: source.bytes, "---") { continue }
            if format == .yaml, lines.isEmpty, source.bytes[line.start..<line.end].starts(with: "--- ".utf8) {
                lines.append(Line(number: line.number, start: line.start + 4, end: line.end, next: line.next))
                continue
            }
            lines.append(line)
        }
        return lines
    }
}

extension Parser {
    /// A whole YAML document as a value: a list when its first line is an item, else a block of keys; null when empty.
    mutating func documentValue() throws(Diagnostic) -> FrontMatterValue {
        try rejectTabs()
        guard let first = lines.first else { return .null }
        if lines.count == 1, !startsKey(at: first.contentStart, end: first.line.end), !isItemMarker(at: first.contentStart, end: first.line.end) {
            // A document of one value on one line: `[]`, `{a: 1}`, a string.
            return try value(after: first.contentStart, lineEnd: first.line.end, parentIndent: -1)
        }
        guard bytes[first.contentStart] == UInt8(ascii: "-"), isItemMarker(at: first.contentStart, end: first.line.end) else {
            return .map(try document())
        }
        if first.indent > 0 {
            throw error("unexpected indentation: a top-level list starts at the beginning of the line", at: first.contentStart)
        }
        let items = try list(indent: 0)
        if cursor < lines.count {
            throw error("unexpected indentation: expected '- item' at the indentation of the items above", at: lines[cursor].contentStart)
        }
        return .list(items)
    }
}
