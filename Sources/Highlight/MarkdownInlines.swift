/// The spans inside one line of Markdown (the lexer is limited to the line): code spans, emphasis,
/// strikethrough, links, images, reference labels and autolinks. A closing delimiter is looked for on
/// the rest of the line only, and a search that failed is not repeated, so a line full of unmatched
/// delimiters still scans in linear time.
struct MarkdownInlines {
    static func highlight(_ lexer: inout Lexer) {
        var inlines = MarkdownInlines()
        inlines.run(&lexer)
    }

    /// Delimiter runs (byte and length) known to have no closer on the rest of the line.
    private var unmatched: Set<[UInt8]> = []

    private mutating func run(_ lexer: inout Lexer) {
        let lineStart = lexer.position
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case UInt8(ascii: "\\"):
                lexer.skipEscape()
            case UInt8(ascii: "`"):
                delimited(&lexer, by: byte, as: .string, flanking: false)
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                delimited(&lexer, by: byte, as: .type, flanking: true)
            case UInt8(ascii: "~") where lexer.peek(1) == byte:
                delimited(&lexer, by: byte, as: .deleted, flanking: true)
            case UInt8(ascii: "!") where lexer.peek(1) == UInt8(ascii: "["):
                lexer.advance()
                link(&lexer, start: start, atLineStart: false)
            case UInt8(ascii: "["):
                link(&lexer, start: start, atLineStart: start == lineStart)
            case UInt8(ascii: "<"):
                angleBrackets(&lexer)
            default:
                lexer.advanceScalar()
            }
        }
    }

    /// A run of `delimiter` and the matching run of the same length later on the line, marked whole.
    /// With `flanking`, the opener must precede and the closer follow a non-space (and `_` may not
    /// sit inside a word).
    private mutating func delimited(_ lexer: inout Lexer, by delimiter: UInt8, as kind: TokenKind, flanking: Bool) {
        let start = lexer.position
        let length = lexer.run(of: delimiter)
        lexer.advance(by: length)
        let key = [delimiter, UInt8(truncatingIfNeeded: length)]
        let opens = !flanking || (!lexer.peek().isASCIIWhitespace && lexer.peek() != 0 && !(delimiter == UInt8(ascii: "_") && start > 0 && lexer.bytes[start - 1].isIdentifierByte))
        guard opens, !unmatched.contains(key) else { return }
        var probe = lexer.probe
        while !probe.isAtEnd {
            let byte = probe.peek()
            if byte == delimiter {
                let runStart = probe.position
                let run = probe.run(of: delimiter)
                probe.advance(by: run)
                let closes = !flanking || (!probe.bytes[runStart - 1].isASCIIWhitespace && !(delimiter == UInt8(ascii: "_") && probe.peek().isIdentifierByte))
                if run == length, closes {
                    lexer.position = probe.position
                    lexer.mark(kind, from: start)
                    return
                }
            } else {
                probe.advance(by: byte == UInt8(ascii: "\\") && delimiter != UInt8(ascii: "`") ? 2 : 1)
            }
        }
        unmatched.insert(key)
    }

    /// `[text](destination "title")`, `[text][label]`, `[label]: destination` at the line start, or a
    /// plain `[`. `start` is where the link began (at `!` for an image); the lexer is at `[`.
    private mutating func link(_ lexer: inout Lexer, start: Int, atLineStart: Bool) {
        guard let close = next(UInt8(ascii: "]"), in: lexer, from: lexer.position + 1) else {
            lexer.advance()
            return
        }
        let afterClose = close + 1 < lexer.limit ? lexer.bytes[close + 1] : 0
        if atLineStart, afterClose == UInt8(ascii: ":") {
            lexer.position = close + 2
            lexer.mark(.attribute, from: start)
            lexer.skipHorizontalSpace()
            let destination = lexer.position
            lexer.position = lexer.limit
            lexer.mark(.string, from: destination)
        } else if afterClose == UInt8(ascii: "("), let end = next(UInt8(ascii: ")"), in: lexer, from: close + 2) {
            bracketed(&lexer, start: start, close: close, end: end, as: .string)
        } else if afterClose == UInt8(ascii: "["), let end = next(UInt8(ascii: "]"), in: lexer, from: close + 2) {
            bracketed(&lexer, start: start, close: close, end: end, as: .attribute)
        } else {
            lexer.advance()
        }
    }

    /// `[text](target)` or `[text][label]`: brackets as punctuation, text plain, the target as `kind`.
    private func bracketed(_ lexer: inout Lexer, start: Int, close: Int, end: Int, as kind: TokenKind) {
        lexer.consume(lexer.position + 1 - start, as: .punctuation)
        lexer.position = close
        lexer.consume(2, as: .punctuation)
        lexer.position = end
        lexer.mark(kind, from: close + 2)
        lexer.consume(1, as: .punctuation)
    }

    /// The index of the next `byte` on the line at or after `index`; a byte once missing is not looked for again.
    private mutating func next(_ byte: UInt8, in lexer: Lexer, from index: Int) -> Int? {
        guard !unmatched.contains([byte]) else { return nil }
        var index = index
        while index < lexer.limit {
            if lexer.bytes[index] == byte { return index }
            index += 1
        }
        unmatched.insert([byte])
        return nil
    }

    /// `<https://example.org>` and `<user@example.org>` are strings, `<!-- … -->` a comment; other `<` stay plain.
    private func angleBrackets(_ lexer: inout Lexer) {
        let start = lexer.position
        if lexer.hasPrefix("<!--") {
            lexer.skip(past: "-->")
            lexer.mark(.comment, from: start)
            return
        }
        lexer.advance()
        var probe = lexer.probe
        probe.skip { !$0.isASCIIWhitespace && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") }
        let target = probe.text(from: lexer.position)
        guard probe.peek() == UInt8(ascii: ">"), target.contains(UInt8(ascii: ":")) || target.contains(UInt8(ascii: "@")) else { return }
        lexer.position = probe.position + 1
        lexer.mark(.string, from: start)
    }
}
