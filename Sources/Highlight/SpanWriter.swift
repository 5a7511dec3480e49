import Core

/// Builds the highlighted HTML from the source bytes and the token ranges a
/// grammar marks. Bytes no token covers are written as plain escaped text, so
/// stripping the spans always gives back exactly the escaped source.
struct SpanWriter {
    private let source: [UInt8]
    /// The HTML is `html[..<length]`; the bytes after it are room, so that a token is written through
    /// one pointer: appended to an array a byte or a run at a time, spans were 9 % of a build of real pages.
    private var html: [UInt8]
    private var length = 0
    /// Source bytes before this offset are already written.
    private var written = 0
    /// The span left open so that an adjacent token of the same kind joins it.
    private var openKind: TokenKind?

    init(source: [UInt8]) {
        self.source = source
        html = [UInt8](repeating: 0, count: source.count * 2 + 64)
    }

    /// Writes `range` as a token of `kind`, after the plain text before it.
    /// Parts of `range` already written are skipped, so a grammar that marks
    /// out of order loses colour, never text.
    mutating func write(_ kind: TokenKind, _ range: Range<Int>) {
        let lower = max(range.lowerBound, written)
        let upper = min(range.upperBound, source.count)
        guard lower < upper else { return }
        if lower > written {
            writePlain(upTo: lower)
        }
        if openKind != kind {
            closeSpan()
            write(kind.openingTag)
            openKind = kind
        }
        writeEscaped(lower..<upper)
    }

    /// Writes the rest of the source as plain text and returns the HTML, in UTF-8.
    mutating func finish() -> [UInt8] {
        writePlain(upTo: source.count)
        closeSpan()
        html.removeLast(html.count - length)
        return html
    }

    private mutating func writePlain(upTo end: Int) {
        guard end > written else { return }
        closeSpan()
        writeEscaped(written..<end)
    }

    private mutating func closeSpan() {
        if openKind != nil {
            write(TokenKind.closingTag)
            openKind = nil
        }
    }

    /// Writes source bytes as escaped text, and marks them written.
    private mutating func writeEscaped(_ range: Range<Int>) {
        let source = self.source
        writing(atMost: range.count * HTMLEscaping.maximumEscapedLength) { destination in
            source.withUnsafeBufferPointer { HTMLEscaping.writeText(UnsafeBufferPointer(rebasing: $0[range]), to: destination) }
        }
        written = range.upperBound
    }

    private mutating func write(_ tag: StaticString) {
        writing(atMost: tag.utf8CodeUnitCount) { destination in
            destination.update(from: tag.utf8Start, count: tag.utf8CodeUnitCount)
            return tag.utf8CodeUnitCount
        }
    }

    /// Runs `body` on the room after the HTML, made at least `count` bytes; `body` returns how many it wrote.
    private mutating func writing(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if length + count > html.count {
            html.append(contentsOf: repeatElement(0, count: max(count, html.count)))
        }
        let start = length
        length += html.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }
}
