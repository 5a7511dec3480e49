import Core
import Foundation

/// Splits a page into its front matter and its Markdown body, and parses the
/// front matter the way PyYAML, Ruby's Psych (Jekyll) and Go's yaml (Hugo) read
/// what pages hold: plain, quoted and block scalars, block and flow collections
/// over any number of lines, anchors and aliases, comments; or TOML between
/// `+++` lines, or a JSON object. Only what those readers reject is an error,
/// located and naming the form expected; what they accept but probably is a
/// slip (a key written twice) is a warning.
public enum FrontMatterParser {
    /// A page split into front matter and body.
    public struct Split: Sendable {
        /// The parsed front matter (empty when the page has none).
        public var frontMatter: FrontMatter
        /// The byte offset where the Markdown body starts.
        public var bodyOffset: Int
        /// How many lines come before the body, to turn body positions into file positions.
        public var bodyLineOffset: Int
        /// What parsed but is probably not what the author meant, each located.
        public var warnings: [Diagnostic] = []
    }

    /// Parses the front matter at the top of `source`, if any: YAML between `---` lines, TOML
    /// between `+++` lines, or a JSON object starting on the first line.
    /// - Throws: a `Diagnostic` at the first problem no YAML (or TOML, or JSON) reader accepts.
    public static func split(_ source: SourceText) throws(Diagnostic) -> Split {
        try split(head: source, isWholeFile: true)!
    }

    /// Parses the front matter at the top of `head`, the first whole lines of a file, which goes on
    /// past them unless `isWholeFile`: nil when the front matter may go on past them too, and more of
    /// the file is needed. A page's front matter is read without its body, which is read when it is parsed.
    /// - Throws: a `Diagnostic` at the first problem no YAML (or TOML, or JSON) reader accepts.
    public static func split(head source: SourceText, isWholeFile: Bool) throws(Diagnostic) -> Split? {
        let bytes = source.bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines = LineCursor(bytes: bytes, from: start)
        guard let opening = firstWrittenLine(&lines) else {
            return isWholeFile ? Split(frontMatter: FrontMatter(), bodyOffset: start, bodyLineOffset: 0) : nil
        }
        var split: Split
        if opening.isDelimiter(in: bytes, "---") {
            guard let yaml = try yaml(source, opening: opening, lines: &lines, isWholeFile: isWholeFile) else { return nil }
            split = yaml
        } else if opening.isDelimiter(in: bytes, "+++") {
            guard let toml = try toml(source, opening: opening, lines: &lines, isWholeFile: isWholeFile) else { return nil }
            split = toml
        } else if opening.startsJSONObject(in: bytes) {
            // Where a JSON object ends is known only once it is read whole.
            guard isWholeFile else { return nil }
            split = try json(source, opening: opening)
        } else {
            return Split(frontMatter: FrontMatter(), bodyOffset: start, bodyLineOffset: 0)
        }
        if opening.number > 1 {
            split.warnings.insert(.warning(
                "front matter must start on the first line of the file: remove the blank lines above it", at: opening.start, in: source), at: 0)
        }
        return split
    }

    /// Where the front matter at the top of a page lies, found as `split` finds it, whether or not what it holds reads.
    public struct Block: Sendable {
        public var format: DocumentFormat
        /// Just past the opening: the `---` or `+++` line, or a JSON object's `{` and the rest of its line when that is blank.
        public var contentStart: Int
        /// Where the closing `---`, `...` or `+++` line starts, and where the body starts after it. Nil for a block
        /// nothing closes, and for JSON, whose end is known only once the object is read.
        public var closing: (start: Int, bodyStart: Int)?
    }

    /// The front matter block at the top of `bytes`; nil when the text opens none.
    public static func block(in bytes: [UInt8]) -> Block? {
        var lines = LineCursor(bytes: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        guard let opening = firstWrittenLine(&lines) else { return nil }
        let format: DocumentFormat
        if opening.isDelimiter(in: bytes, "---") { format = .yaml
        } else if opening.isDelimiter(in: bytes, "+++") { format = .toml
        } else if opening.startsJSONObject(in: bytes) {
            let restIsBlank = Line(number: opening.number, start: opening.start + 1, end: opening.end, next: opening.next).isBlank(in: bytes)
            return Block(format: .json, contentStart: restIsBlank ? opening.next : opening.start + 1)
        } else { return nil }
        let closing = linesToClosing(&lines, of: format)?.closing
        return Block(format: format, contentStart: opening.next, closing: closing.map { ($0.start, $0.next) })
    }

    /// The first line that is not blank: front matter may have blank lines above it (which `split` warns about).
    private static func firstWrittenLine(_ lines: inout LineCursor) -> Line? {
        var first = lines.next()
        while let line = first, line.isBlank(in: lines.bytes) { first = lines.next() }
        return first
    }

    /// The lines of a block up to the line that closes it, and that line; nil when no line does.
    private static func linesToClosing(_ lines: inout LineCursor, of format: DocumentFormat) -> (content: [Line], closing: Line)? {
        var content: [Line] = []
        while let line = lines.next() {
            if line.closes(format, in: lines.bytes) { return (content, line) }
            content.append(line)
        }
        return nil
    }

    private static func yaml(_ source: SourceText, opening: Line, lines: inout LineCursor, isWholeFile: Bool) throws(Diagnostic) -> Split? {
        guard let (content, closing) = linesToClosing(&lines, of: .yaml) else {
            guard isWholeFile else { return nil }
            throw Diagnostic.error("front matter is not closed: expected a line with '---' after the last key", at: opening.start, in: source)
        }
        var parser = Parser(source: source, lines: content, end: closing.start)
        let frontMatter = FrontMatter(entries: try parser.document())
        return Split(frontMatter: frontMatter, bodyOffset: closing.next, bodyLineOffset: closing.number, warnings: parser.warnings)
    }

    private static func toml(_ source: SourceText, opening: Line, lines: inout LineCursor, isWholeFile: Bool) throws(Diagnostic) -> Split? {
        guard let (content, closing) = linesToClosing(&lines, of: .toml) else {
            guard isWholeFile else { return nil }
            throw Diagnostic.error("front matter is not closed: expected a line with '+++' after the last key", at: opening.start, in: source)
        }
        var reader = TOMLReader(source: source, lines: content, end: closing.start)
        let frontMatter = FrontMatter(entries: try reader.document())
        return Split(frontMatter: frontMatter, bodyOffset: closing.next, bodyLineOffset: closing.number)
    }

    private static func json(_ source: SourceText, opening: Line) throws(Diagnostic) -> Split {
        var reader = ScalarReader(locator: SourceLocator(source), index: opening.start, end: source.bytes.count, anchors: Anchors())
        guard case .map(let entries) = try reader.flowMap(depth: 0) else { return Split(frontMatter: FrontMatter(), bodyOffset: 0, bodyLineOffset: 0) }
        reader.skipSpaces()
        var rest = LineCursor(bytes: source.bytes, from: reader.index)
        let line = rest.next()
        if let line, !line.isBlank(in: source.bytes) {
            throw Diagnostic.error("unexpected text after the front matter object: start the page on the next line", at: reader.index, in: source)
        }
        let bodyOffset = line?.next ?? source.bytes.count
        return Split(frontMatter: FrontMatter(entries: entries), bodyOffset: bodyOffset, bodyLineOffset: source.location(ofOffset: bodyOffset).line - 1)
    }
}

/// One line of the file: `start..<end` without the line break; `next` is where the following line starts.
struct Line {
    var number: Int
    var start: Int
    var end: Int
    var next: Int

    func isDelimiter(in bytes: [UInt8], _ marker: StaticString) -> Bool {
        let count = marker.utf8CodeUnitCount
        guard end - start >= count else { return false }
        let markerBytes = UnsafeBufferPointer(start: marker.utf8Start, count: count)
        guard bytes[start..<start + count].elementsEqual(markerBytes) else { return false }
        return bytes[(start + count)..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether the line ends a block of `format`: `---` or `...` for YAML, `+++` for TOML.
    func closes(_ format: FrontMatterParser.DocumentFormat, in bytes: [UInt8]) -> Bool {
        switch format {
        case .yaml: isDelimiter(in: bytes, "---") || isDelimiter(in: bytes, "...")
        case .toml: isDelimiter(in: bytes, "+++")
        case .json: false
        }
    }

    func isBlank(in bytes: [UInt8]) -> Bool {
        bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// `{` alone or followed by a quoted key: a JSON object, not Liquid's `{%` or Hugo's `{{<`.
    func startsJSONObject(in bytes: [UInt8]) -> Bool {
        guard start < end, bytes[start] == UInt8(ascii: "{") else { return false }
        let next = bytes[(start + 1)..<end].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return next == nil || next == UInt8(ascii: "\"")
    }
}

struct LineCursor {
    let bytes: [UInt8]
    var offset: Int
    var number = 0

    init(bytes: [UInt8], from offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func next() -> Line? {
        guard offset < bytes.count else { return nil }
        let start = offset
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        var next = end
        if next < bytes.count, bytes[next] == UInt8(ascii: "\r") { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: "\n"), next == end || bytes[next - 1] == UInt8(ascii: "\r") { next += 1 }
        offset = next
        number += 1
        return Line(number: number, start: start, end: end, next: next)
    }
}
