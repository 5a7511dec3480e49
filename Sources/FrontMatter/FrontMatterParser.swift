import Core
import Foundation

/// Splits a page into its front matter and its Markdown body, and parses the
/// front matter: the YAML subset site authors write (scalars, quoted strings,
/// dates, inline and block lists, nested blocks, `|`/`>` block scalars,
/// comments). Anything outside that subset is an error that names the form
/// sitegen expects, never a silent guess.
public enum FrontMatterParser {
    /// A page split into front matter and body.
    public struct Split: Sendable {
        /// The parsed front matter (empty when the page has none).
        public var frontMatter: FrontMatter
        /// The byte offset where the Markdown body starts.
        public var bodyOffset: Int
        /// How many lines come before the body, to turn body positions into file positions.
        public var bodyLineOffset: Int
    }

    /// Parses the front matter at the top of `source`, if any.
    /// - Throws: a `Diagnostic` at the first problem, naming the expected form.
    public static func split(_ source: SourceText) throws(Diagnostic) -> Split {
        let bytes = source.bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines = LineCursor(bytes: bytes, from: start)
        guard let opening = lines.next(), opening.isDelimiter(in: bytes, "---") else {
            return Split(frontMatter: FrontMatter(), bodyOffset: start, bodyLineOffset: 0)
        }
        var content: [Line] = []
        while let line = lines.next() {
            if line.isDelimiter(in: bytes, "---") || line.isDelimiter(in: bytes, "...") {
                var parser = Parser(source: source, lines: content)
                let frontMatter = FrontMatter(entries: try parser.document())
                return Split(frontMatter: frontMatter, bodyOffset: line.next, bodyLineOffset: line.number)
            }
            content.append(line)
        }
        throw Diagnostic.error("front matter is not closed: expected a line with '---' after the last key", at: opening.start, in: source)
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
