import Core
import Foundation

/// The block structure of front matter: indentation decides what belongs to what.
struct Parser {
    /// The deepest nesting of blocks of keys and lists accepted; deeper is an error, not a stack overflow.
    static let maximumNesting = 32

    /// Locates keys and values, handed to the readers of the values and back.
    var locator: SourceLocator
    /// Where the front matter ends: quoted strings and flow collections may run up to here.
    let end: Int
    /// Lines that hold something (blank and comment-only lines removed), each with its indentation.
    var lines: [IndentedLine]
    var cursor = 0
    private var nesting = 0
    var anchors = Anchors()
    /// What YAML accepts but probably is not what the author meant, such as a key written twice.
    var warnings: [Diagnostic] = []

    struct IndentedLine {
        var line: Line
        /// Offset of the first character that is not a space.
        var contentStart: Int
        var indent: Int { contentStart - line.start }
    }

    init(source: SourceText, lines: [Line], end: Int) {
        self.locator = SourceLocator(source)
        self.end = end
        self.lines = []
        for line in lines {
            var index = line.start
            while index < line.end, source.bytes[index] == UInt8(ascii: " ") { index += 1 }
            let rest = source.bytes[index..<line.end]
            if rest.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) || source.bytes[index] == UInt8(ascii: "#") { continue }
            self.lines.append(IndentedLine(line: line, contentStart: index))
        }
    }

    var source: SourceText { locator.source }
    var bytes: [UInt8] { source.bytes }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: offset, in: source)
    }

    mutating func document() throws(Diagnostic) -> [FrontMatterEntry] {
        try rejectTabs()
        guard let first = lines.first else { return [] }
        if first.indent > 0 {
            throw error("unexpected indentation: top-level keys start at the beginning of the line", at: first.contentStart)
        }
        let entries = try mapping(indent: 0)
        if cursor < lines.count {
            let line = lines[cursor]
            throw error("unexpected indentation: expected 'key: value' at the indentation of the keys above", at: line.contentStart)
        }
        return entries
    }

    /// Tabs in indentation are the classic YAML trap: reject them with a clear message. A block scalar's lines are
    /// text, where a tab after the block's indentation is the text's own (Hugo's docs data indents code so).
    func rejectTabs() throws(Diagnostic) {
        var blockScalarParent: Int?
        for indented in lines {
            if let parent = blockScalarParent {
                if indented.indent > parent { continue }
                blockScalarParent = nil
            }
            if bytes[indented.contentStart] == UInt8(ascii: "\t") {
                throw error("tab used for indentation: indent front matter with spaces", at: indented.contentStart)
            }
            if Self.endsWithBlockScalarIndicator(bytes[indented.contentStart..<indented.line.end]) { blockScalarParent = indented.indent }
        }
    }

    /// Whether a line's value is `|` or `>` (with `-` or `+`, and a comment after): the lines below are a block scalar.
    private static func endsWithBlockScalarIndicator(_ line: ArraySlice<UInt8>) -> Bool {
        // Most lines end in a value: only an indicator's characters, or a comment, can end one that opens a block.
        guard let last = line.last(where: { !isBlank($0) }),
              last == UInt8(ascii: "|") || last == UInt8(ascii: ">") || last == UInt8(ascii: "-") || last == UInt8(ascii: "+")
                || line.contains(UInt8(ascii: "#")) else { return false }
        var end = line.endIndex
        if let hash = line.indices.first(where: { line[$0] == UInt8(ascii: "#") && $0 > line.startIndex && isBlank(line[$0 - 1]) }) { end = hash }
        while end > line.startIndex, isBlank(line[end - 1]) { end -= 1 }
        var start = end
        while start > line.startIndex, !isBlank(line[start - 1]) { start -= 1 }
        let token = line[start..<end]
        guard let first = token.first, first == UInt8(ascii: "|") || first == UInt8(ascii: ">"),
              token.dropFirst().allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) else { return false }
        // After `key:` or `-`, or the line's only word.
        let before = line[line.startIndex..<start].last { !isBlank($0) }
        return before == nil || before == UInt8(ascii: ":") || before == UInt8(ascii: "-")
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    mutating func mapping(indent: Int) throws(Diagnostic) -> [FrontMatterEntry] {
        try enterBlock()
        defer { nesting -= 1 }
        var entries = KeyedEntries()
        var mergedKeys: Set<String> = []
        while cursor < lines.count, lines[cursor].indent == indent {
            let indented = lines[cursor]
            if bytes[indented.contentStart] == UInt8(ascii: "-") && isItemMarker(at: indented.contentStart, end: indented.line.end) {
                throw error("expected 'key: value', found a list item: put the list under a key", at: indented.contentStart)
            }
            let (key, valueStart) = try keyAndValueStart(of: indented)
            cursor += 1
            // Located before the value, which may locate the entries of a flow map, so that the locator walks on.
            let keyLocation = locator.location(ofOffset: indented.contentStart)
            let valueLocation = locator.location(ofOffset: valueStart < indented.line.end ? valueStart : indented.contentStart)
            let value = try self.value(after: valueStart, lineEnd: indented.line.end, parentIndent: indent)
            add(FrontMatterEntry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation, source: source),
                to: &entries, mergedKeys: &mergedKeys)
        }
        return entries.entries
    }

    /// Adds an entry; a key written twice keeps its last value, as every YAML reader does, with a
    /// warning. `<<: *base` merges the keys of an anchored block that are not written here.
    private mutating func add(_ entry: FrontMatterEntry, to entries: inout KeyedEntries, mergedKeys: inout Set<String>) {
        if entry.key == "<<", case .map(let merged) = entry.value {
            for mergedEntry in merged where entries.existing(mergedEntry.key) == nil {
                entries.set(mergedEntry)
                mergedKeys.insert(mergedEntry.key)
            }
            return
        }
        if let earlier = entries.existing(entry.key), mergedKeys.remove(entry.key) == nil {
            warnings.append(Diagnostic(
                .warning, "duplicate key '\(entry.key)' (first set on line \(earlier.keyLocation.line)): the last value is used",
                at: entry.keyLocation, sourceLine: source.line(number: entry.keyLocation.line)))
        }
        entries.set(entry)
    }

    /// The value of a key or list item: inline on the same line (and, for a flow collection or a
    /// quoted string, the lines it runs over), or the indented block below it.
    mutating func value(after valueStart: Int, lineEnd: Int, parentIndent: Int) throws(Diagnostic) -> FrontMatterValue {
        var start = valueStart
        let properties = NodeProperties.read(bytes, at: &start, end: lineEnd)
        let inlineEnd = contentEnd(from: start, to: lineEnd)
        var value: FrontMatterValue
        if start < inlineEnd, bytes[start] == UInt8(ascii: "|") || bytes[start] == UInt8(ascii: ">") {
            value = try blockScalar(indicator: start, indicatorEnd: inlineEnd, parentIndent: parentIndent)
        } else if start < inlineEnd {
            var reader = ScalarReader(locator: locator, index: start, end: end, anchors: anchors)
            value = try reader.inlineValue()
            anchors = reader.anchors
            locator = reader.locator
            while cursor < lines.count, lines[cursor].line.start < reader.index { cursor += 1 }
            if !Self.opensQuoteOrCollection(bytes[start]) {
                value = try continuedPlain(value, parentIndent: parentIndent)
            }
        } else {
            value = try blockBelow(parentIndent: parentIndent)
        }
        return anchors.apply(properties, to: value)
    }

    private mutating func blockBelow(parentIndent: Int) throws(Diagnostic) -> FrontMatterValue {
        guard cursor < lines.count else { return .null }
        let next = lines[cursor]
        let startsItem = bytes[next.contentStart] == UInt8(ascii: "-") && isItemMarker(at: next.contentStart, end: next.line.end)
        if startsItem && next.indent >= parentIndent {
            // YAML lets a list sit at its key's own indentation: `tags:\n- a`.
            return .list(try list(indent: next.indent))
        }
        guard next.indent > parentIndent else { return .null }
        if startsKey(at: next.contentStart, end: next.line.end) {
            return .map(try mapping(indent: next.indent))
        }
        // The value written on the lines below its key (`text:` then indented words), as on the key's line; a line of
        // properties alone (`&name`) takes the block below it, a level deeper.
        try enterBlock()
        defer { nesting -= 1 }
        cursor += 1
        return try value(after: next.contentStart, lineEnd: next.line.end, parentIndent: parentIndent)
    }

    /// A plain value may go on over more indented lines, which fold into one line of text.
    private mutating func continuedPlain(_ value: FrontMatterValue, parentIndent: Int) throws(Diagnostic) -> FrontMatterValue {
        guard var text = value.scalarText else { return value }
        var continued = false
        while cursor < lines.count, lines[cursor].indent > parentIndent {
            let line = lines[cursor]
            if startsKey(at: line.contentStart, end: line.line.end) { break }
            var reader = ScalarReader(locator: locator, index: line.contentStart, end: line.line.end, anchors: anchors)
            text += " " + (try reader.plain(inFlow: false).scalarText ?? "")
            cursor += 1
            continued = true
        }
        return continued ? .string(text) : value
    }

    static func opensQuoteOrCollection(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "*"): true
        default: false
        }
    }

    mutating func list(indent: Int) throws(Diagnostic) -> [FrontMatterValue] {
        try enterBlock()
        defer { nesting -= 1 }
        var items: [FrontMatterValue] = []
        while cursor < lines.count, lines[cursor].indent == indent,
              bytes[lines[cursor].contentStart] == UInt8(ascii: "-"),
              isItemMarker(at: lines[cursor].contentStart, end: lines[cursor].line.end) {
            let indented = lines[cursor]
            var itemStart = indented.contentStart + 1
            while itemStart < indented.line.end, bytes[itemStart] == UInt8(ascii: " ") { itemStart += 1 }
            let itemEnd = contentEnd(from: itemStart, to: indented.line.end)
            if itemStart < itemEnd, bytes[itemStart] == UInt8(ascii: "-"), isItemMarker(at: itemStart, end: indented.line.end) {
                // `- - a` starts a list in the item, whose items line up with its first.
                lines[cursor].contentStart = itemStart
                items.append(.list(try list(indent: itemStart - indented.line.start)))
            } else if itemStart < itemEnd, startsKey(at: itemStart, end: indented.line.end) {
                // `- name: x` starts a block of keys whose column is that of `name`.
                lines[cursor].contentStart = itemStart
                items.append(.map(try mapping(indent: itemStart - indented.line.start)))
            } else {
                cursor += 1
                items.append(try value(after: itemStart, lineEnd: indented.line.end, parentIndent: indent))
            }
        }
        return items
    }

    private mutating func enterBlock() throws(Diagnostic) {
        nesting += 1
        if nesting > Self.maximumNesting {
            throw error("front matter nested more than \(Self.maximumNesting) levels deep", at: lines[cursor].contentStart)
        }
    }

    func keyAndValueStart(of indented: IndentedLine) throws(Diagnostic) -> (String, Int) {
        let start = indented.contentStart
        let end = indented.line.end
        if bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
            var reader = ScalarReader(locator: locator, index: start, end: end, anchors: anchors)
            let key = try reader.quoted()
            guard reader.index < end, bytes[reader.index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the quoted key", at: reader.index)
            }
            return (key, skipSpaces(from: reader.index + 1, to: end))
        }
        guard let colon = keyColon(from: start, end: end) else {
            throw error("expected 'key: value'", at: start)
        }
        var keyEnd = colon
        while keyEnd > start, bytes[keyEnd - 1] == UInt8(ascii: " ") { keyEnd -= 1 }
        guard keyEnd > start else { throw error("expected a key before ':'", at: start) }
        return (String(decoding: bytes[start..<keyEnd], as: UTF8.self), skipSpaces(from: colon + 1, to: end))
    }

    /// The colon that ends a plain key: followed by a space or the end of the line.
    func keyColon(from start: Int, end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == UInt8(ascii: " ") {
                return index
            }
            if bytes[index] == UInt8(ascii: " "), index + 1 < end, bytes[index + 1] == UInt8(ascii: "#") { return nil }
            index += 1
        }
        return nil
    }

    func startsKey(at start: Int, end: Int) -> Bool {
        switch bytes[start] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotedKeyEnd(from: start, end: end) != nil
        case UInt8(ascii: "["), UInt8(ascii: "{"): return false
        default: return keyColon(from: start, end: end) != nil
        }
    }

    /// Where a quoted key (`'User Guide': …`, as MkDocs' `nav:` writes them) ends: its colon; nil
    /// when the quoted text is a value, not a key.
    private func quotedKeyEnd(from start: Int, end: Int) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            if bytes[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                index += 2
                continue
            }
            if bytes[index] == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                let colon = index + 1
                guard colon < end, bytes[colon] == UInt8(ascii: ":"), colon + 1 == end || bytes[colon + 1] == UInt8(ascii: " ") else { return nil }
                return colon
            }
            index += 1
        }
        return nil
    }

    func isItemMarker(at offset: Int, end: Int) -> Bool {
        offset + 1 == end || bytes[offset + 1] == UInt8(ascii: " ")
    }

    func skipSpaces(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// Where the inline value ends: before a ` # comment` and trailing spaces.
    func contentEnd(from start: Int, to end: Int) -> Int {
        var index = start
        if index < end, bytes[index] == UInt8(ascii: "#") { return start }
        while index < end {
            if bytes[index] == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") { break }
            index += 1
        }
        while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        return index
    }
}
