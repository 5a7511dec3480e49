import Core

/// Builds the highlighted HTML from the source bytes and the token ranges a
/// grammar marks. Bytes no token covers are written as plain escaped text, so
/// stripping the spans always gives back exactly the escaped source.
struct SpanWriter {
    private let source: [UInt8]
    private var html: [UInt8] = []
    /// Source bytes before this offset are already written.
    private var written = 0
    /// The span left open so that an adjacent token of the same kind joins it.
    private var openKind: TokenKind?

    init(source: [UInt8]) {
        self.source = source
        html.reserveCapacity(source.count * 2)
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
            kind.openingTag.withUTF8Buffer { html.append(contentsOf: $0) }
            openKind = kind
        }
        HTMLEscaping.appendText(source[lower..<upper], to: &html)
        written = upper
    }

    /// Writes the rest of the source as plain text and returns the HTML, in UTF-8.
    mutating func finish() -> [UInt8] {
        writePlain(upTo: source.count)
        closeSpan()
        return html
    }

    private mutating func writePlain(upTo end: Int) {
        guard end > written else { return }
        closeSpan()
        HTMLEscaping.appendText(source[written..<end], to: &html)
        written = end
    }

    private mutating func closeSpan() {
        if openKind != nil {
            TokenKind.closingTag.withUTF8Buffer { html.append(contentsOf: $0) }
            openKind = nil
        }
    }
}
