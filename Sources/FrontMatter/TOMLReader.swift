import Core

/// TOML front matter as Hugo pages write it: `key = value` lines, `[table]` and `[[array]]`
/// headers, dotted keys, and the values strings, numbers, Booleans, dates, arrays (over any
/// number of lines) and inline tables. Values are read by the flow reader YAML uses, in TOML mode.
struct TOMLReader {
    /// Locates keys and values, handed to the readers of the values and back.
    var locator: SourceLocator
    let lines: [Line]
    /// Where the front matter ends.
    let end: Int

    init(source: SourceText, lines: [Line], end: Int) {
        self.locator = SourceLocator(source)
        self.lines = lines
        self.end = end
    }

    var source: SourceText { locator.source }
    var bytes: [UInt8] { source.bytes }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: offset, in: source)
    }

    mutating func document() throws(Diagnostic) -> [FrontMatterEntry] {
        var root = TOMLTable()
        var table: [String] = []
        var consumedUpTo = 0
        for line in lines where line.start >= consumedUpTo {
            var index = line.start
            while index < line.end, ScalarReader.isSpace(bytes[index]) { index += 1 }
            guard index < line.end, bytes[index] != UInt8(ascii: "#") else { continue }
            if bytes[index] == UInt8(ascii: "[") {
                table = try header(from: index, line: line, root: &root)
                continue
            }
            var reader = ScalarReader(locator: locator, index: index, end: end, anchors: Anchors(), toml: true)
            var path = try keyPath(&reader)
            guard reader.index < end, bytes[reader.index] == UInt8(ascii: "=") else {
                throw error("expected 'key = value'", at: reader.index)
            }
            reader.index += 1
            reader.skipSpaces()
            // Located before the value, which may locate the entries of an inline table, so that the locator walks on.
            let keyLocation = reader.locator.location(ofOffset: index)
            let valueLocation = reader.locator.location(ofOffset: reader.index)
            var value = try multilineString(&reader)
            if value == nil { value = try reader.value(inFlow: true, depth: 0) }
            reader.skipSpaces()
            if reader.index < end, !ScalarReader.isLineBreak(bytes[reader.index]), bytes[reader.index] != UInt8(ascii: "#") {
                throw error("unexpected text after the value: one 'key = value' per line", at: reader.index)
            }
            consumedUpTo = reader.index
            locator = reader.locator
            let entry = FrontMatterEntry(
                key: path.removeLast(), value: value ?? .null, keyLocation: keyLocation, valueLocation: valueLocation, source: locator.source)
            root.insert(entry, at: (table + path)[...])
        }
        return root.entries
    }

    /// `[a.b]` makes `a.b` the current table; `[[a]]` adds a new table to the list `a`.
    private mutating func header(from start: Int, line: Line, root: inout TOMLTable) throws(Diagnostic) -> [String] {
        let isArray = start + 1 < line.end && bytes[start + 1] == UInt8(ascii: "[")
        var reader = ScalarReader(locator: locator, index: start + (isArray ? 2 : 1), end: line.end, anchors: Anchors(), toml: true)
        let path = try keyPath(&reader)
        let closing = isArray ? "]]" : "]"
        guard bytes[reader.index..<line.end].starts(with: Array(closing.utf8)) else {
            throw error("expected '\(closing)' to close the table name", at: reader.index)
        }
        let location = locator.location(ofOffset: start)
        let table = FrontMatterEntry(key: path.last ?? "", value: .map([]), keyLocation: location, valueLocation: location, source: locator.source)
        if isArray {
            root.appendTable(table, at: path[...])
        } else {
            root.insert(table, at: path.dropLast(), keepingExisting: true)
        }
        return path
    }

    /// `a`, `"quoted key"` or `a.b.c`, up to the `=` or `]`.
    private func keyPath(_ reader: inout ScalarReader) throws(Diagnostic) -> [String] {
        var path: [String] = []
        repeat {
            reader.skipSpaces()
            let start = reader.index
            if reader.index < end, bytes[reader.index] == UInt8(ascii: "\"") || bytes[reader.index] == UInt8(ascii: "'") {
                path.append(try reader.quoted())
            } else {
                while reader.index < end, Self.isBareKeyByte(bytes[reader.index]) { reader.index += 1 }
                guard reader.index > start else { throw error("expected a key", at: start) }
                path.append(String(decoding: bytes[start..<reader.index], as: UTF8.self))
            }
            reader.skipSpaces()
        } while reader.index < end && bytes[reader.index] == UInt8(ascii: ".") && { reader.index += 1; return true }()
        return path
    }

    /// `"""…"""` or `'''…'''`: text over lines, the line break right after the opening dropped.
    private func multilineString(_ reader: inout ScalarReader) throws(Diagnostic) -> FrontMatterValue? {
        let opening = reader.index
        guard opening + 3 <= end else { return nil }
        let quote = bytes[opening]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), bytes[opening + 1] == quote, bytes[opening + 2] == quote else { return nil }
        var start = opening + 3
        if start < end, bytes[start] == UInt8(ascii: "\r") { start += 1 }
        if start < end, bytes[start] == UInt8(ascii: "\n") { start += 1 }
        var index = start
        while index + 3 <= end {
            if bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote {
                reader.index = index + 3
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            index += 1
        }
        throw error("unclosed multi-line string: expected a closing \(String(repeating: Character(Unicode.Scalar(quote)), count: 3))", at: opening)
    }

    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
