/// Swift's literals that start with `#` or `"`: raw strings, multi-line strings, interpolations,
/// regex literals and directives.
extension SwiftGrammar {
    /// `#"raw"#`, `#/regex/#`, `#if` and other directives, or a lone `#`.
    func hash(_ lexer: inout Lexer) {
        let start = lexer.position
        var hashes = 0
        while lexer.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch lexer.peek(hashes) {
        case UInt8(ascii: "\""):
            lexer.advance(by: hashes)
            string(&lexer, start: start, hashes: hashes)
        case UInt8(ascii: "/"):
            lexer.advance(by: hashes + 1)
            while !lexer.isAtEnd, !(lexer.peek() == UInt8(ascii: "/") && lexer.hasHashes(hashes, at: 1)) {
                lexer.advance(by: lexer.peek() == UInt8(ascii: "\\") ? 2 : 1)
            }
            lexer.advance(by: 1 + hashes)
            lexer.mark(.string, from: start)
        case let next where hashes == 1 && next.isIdentifierStart:
            lexer.advance()
            lexer.skipIdentifier()
            lexer.mark(.attribute, from: start)
        default:
            lexer.consume(hashes, as: .punctuation)
        }
    }

    /// A string literal from its opening quote, with `hashes` `#` before it
    /// (already consumed, starting at `start`).
    func string(_ lexer: inout Lexer, start: Int, hashes: Int) {
        let multiline = lexer.hasPrefix("\"\"\"")
        lexer.advance(by: multiline ? 3 : 1)
        var segmentStart = start
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte == UInt8(ascii: "\""), (!multiline || lexer.hasPrefix("\"\"\"")) {
                let quotes = multiline ? 3 : 1
                if lexer.hasHashes(hashes, at: quotes) {
                    lexer.advance(by: quotes + hashes)
                    break
                }
                lexer.advance()
            } else if byte.isLineBreak, !multiline {
                break
            } else if byte == UInt8(ascii: "\\"), lexer.hasHashes(hashes, at: 1) {
                let escaped = lexer.peek(1 + hashes)
                if escaped == UInt8(ascii: "(") {
                    lexer.mark(.string, segmentStart..<lexer.position)
                    interpolation(&lexer, opener: 2 + hashes)
                    segmentStart = lexer.position
                } else {
                    lexer.advance(by: escaped.isLineBreak && !multiline ? 1 + hashes : 2 + hashes)
                }
            } else {
                lexer.advance()
            }
        }
        lexer.mark(.string, from: segmentStart)
    }

    /// `\(expression)`: punctuation around highlighted Swift, or plain string
    /// content when interpolations are already nested too deep.
    private func interpolation(_ lexer: inout Lexer, opener: Int) {
        let start = lexer.position
        lexer.advance(by: opener)
        let highlighted = lexer.nested { inner in
            inner.mark(.punctuation, from: start)
            var grammar = SwiftGrammar()
            grammar.run(&inner, insideInterpolation: true)
            if inner.peek() == UInt8(ascii: ")") {
                inner.consume(1, as: .punctuation)
            }
        }
        if !highlighted {
            lexer.mark(.string, from: start)
        }
    }
}

private extension Lexer {
    /// Whether `count` `#` follow at `position + offset`.
    func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }
}
