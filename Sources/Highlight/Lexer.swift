/// A cursor over the UTF-8 bytes of one code sample, shared by every grammar.
/// Grammars move `position` forward and `mark` the kind of the bytes they
/// recognise; whatever they leave unmarked is written as plain text. To look
/// ahead, a grammar scans a `probe`, which never holds on to the HTML built so far.
///
/// A grammar may hand a stretch of its input to another grammar (a `<script>`
/// in HTML, an interpolation in a Swift string): `nested` bounds how deep such
/// hand-overs go, and `limited` keeps the inner grammar inside its stretch.
struct Lexer: ByteScanning {
    /// How deep grammars may nest (interpolations inside strings inside
    /// interpolations, code fences inside Markdown inside code fences…).
    static let maximumNesting = 16

    let bytes: [UInt8]
    var position = 0
    /// The end of the stretch the current grammar may read; `bytes.count` at the top.
    private(set) var limit: Int
    private var nesting = 0
    private var writer: SpanWriter

    init(_ code: String) {
        bytes = Array(code.utf8)
        limit = bytes.count
        writer = SpanWriter(source: bytes)
    }

    /// Marks the bytes from `start` up to `position` as a token of `kind`.
    mutating func mark(_ kind: TokenKind, from start: Int) {
        writer.write(kind, start..<position)
    }

    /// Marks an explicit range as a token of `kind`.
    mutating func mark(_ kind: TokenKind, _ range: Range<Int>) {
        writer.write(kind, range)
    }

    /// Steps over `count` bytes and marks them as a token of `kind`.
    mutating func consume(_ count: Int, as kind: TokenKind) {
        let start = position
        advance(by: count)
        mark(kind, from: start)
    }

    /// Runs `body` one nesting level deeper; returns false without running it
    /// when grammars are already nested `maximumNesting` deep.
    mutating func nested(_ body: (inout Lexer) -> Void) -> Bool {
        guard nesting < Self.maximumNesting else { return false }
        nesting += 1
        body(&self)
        nesting -= 1
        return true
    }

    /// Runs `body` with the limit lowered to `end`, then moves to `end`.
    mutating func limited(to end: Int, _ body: (inout Lexer) -> Void) {
        let outerLimit = limit
        limit = min(max(end, position), outerLimit)
        body(&self)
        position = limit
        limit = outerLimit
    }

    /// The finished HTML, in UTF-8; the bytes nobody marked are plain text.
    mutating func finish() -> [UInt8] {
        writer.finish()
    }

    /// Marks a `/* … */` comment starting at `position`.
    mutating func markBlockComment(nested: Bool = false) {
        let start = position
        advance(by: 2)
        skipBlockComment(nested: nested)
        mark(.comment, from: start)
    }

    /// Marks a string whose opening quote is at `position`, up to its closing quote (see `skipQuoted`).
    mutating func markString(escapes: Bool = true, multiline: Bool = false) {
        let start = position
        let quote = peek()
        advance()
        skipQuoted(quote, escapes: escapes, multiline: multiline)
        mark(.string, from: start)
    }

    /// Marks from `position` to the end of the line as a comment.
    mutating func markLineComment() {
        let start = position
        skipToLineEnd()
        mark(.comment, from: start)
    }
}
