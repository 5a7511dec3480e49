import Core

/// Builds the highlighted HTML from the source bytes and the token ranges a
/// grammar marks. Bytes no token covers are written as plain escaped text, so
/// stripping the spans always gives back exactly the escaped source.
struct SpanWriter {
    private let source: [UInt8]
    /// Written through one pointer: appended to an array a byte or a run at a time, spans were a
    /// measurable part of every build.
    private var html: HTMLBuffer
    /// Source bytes before this offset are already written.
    private var written = 0
    /// The span left open so that an adjacent token of the same kind joins it.
    private var openKind: TokenKind?

    init(source: [UInt8]) {
        self.source = source
        html = HTMLBuffer(capacity: source.count * 2 + 64)
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
            html.append(kind.openingTag)
            openKind = kind
        }
        writeEscaped(lower..<upper)
    }

    /// Writes the rest of the source as plain text and returns the HTML, in UTF-8.
    mutating func finish() -> [UInt8] {
        writePlain(upTo: source.count)
        closeSpan()
        return html.take()
    }

    private mutating func writePlain(upTo end: Int) {
        guard end > written else { return }
        closeSpan()
        writeEscaped(written..<end)
    }

    private mutating func closeSpan() {
        if openKind != nil {
            html.append(TokenKind.closingTag)
            openKind = nil
        }
    }

    /// Writes source bytes as escaped text, and marks them written.
    private mutating func writeEscaped(_ range: Range<Int>) {
        source.withUnsafeBufferPointer { html.appendText(UnsafeBufferPointer(rebasing: $0[range])) }
        written = range.upperBound
    }
}
