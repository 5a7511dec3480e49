/// Quoted strings, variables and substitutions, where the shell expands text.
extension ShellGrammar {
    /// String content from `start` up to and including `terminator` (or the limit); with `expands`,
    /// variables and substitutions inside are highlighted as such.
    static func stringContent(_ lexer: inout Lexer, from start: Int, expands: Bool, terminator: UInt8?) {
        var segmentStart = start
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte == terminator {
                lexer.advance()
                break
            } else if byte == UInt8(ascii: "\\") {
                lexer.skipEscape()
            } else if expands, byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") {
                lexer.mark(.string, segmentStart..<lexer.position)
                if byte == UInt8(ascii: "$") {
                    dollar(&lexer)
                } else {
                    substitution(&lexer, opener: 1, closer: UInt8(ascii: "`"))
                }
                segmentStart = lexer.position
            } else {
                lexer.advance()
            }
        }
        lexer.mark(.string, from: segmentStart)
    }

    /// `$NAME`, `${…}`, `$(command)`, `$((arithmetic))`, `$'ansi'`, or a lone `$`.
    static func dollar(_ lexer: inout Lexer) {
        let start = lexer.position
        let next = lexer.peek(1)
        switch next {
        case UInt8(ascii: "("):
            let arithmetic = lexer.peek(2) == UInt8(ascii: "(")
            substitution(&lexer, opener: arithmetic ? 3 : 2, closer: UInt8(ascii: ")"))
            if arithmetic, lexer.peek() == UInt8(ascii: ")") {
                lexer.consume(1, as: .punctuation)
            }
        case UInt8(ascii: "{"):
            lexer.advance(by: 2)
            var depth = 1
            while !lexer.isAtEnd, depth > 0 {
                if lexer.peek() == UInt8(ascii: "{") { depth += 1 }
                if lexer.peek() == UInt8(ascii: "}") { depth -= 1 }
                lexer.advance()
            }
            lexer.mark(.attribute, from: start)
        case UInt8(ascii: "'"):
            lexer.advance(by: 2)
            lexer.skipQuoted(UInt8(ascii: "'"), multiline: true)
            lexer.mark(.string, from: start)
        case _ where next.isIdentifierStart:
            lexer.advance()
            lexer.skip { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            lexer.mark(.attribute, from: start)
        case _ where next.isASCIIDigit || Self.specialParameters.contains(next):
            lexer.advance(by: 2)
            lexer.mark(.attribute, from: start)
        default:
            lexer.advance()
        }
    }

    /// `$(…)` or `` `…` ``: punctuation around a nested command.
    static func substitution(_ lexer: inout Lexer, opener: Int, closer: UInt8) {
        let start = lexer.position
        lexer.advance(by: opener)
        let highlighted = lexer.nested { inner in
            inner.mark(.punctuation, from: start)
            var grammar = ShellGrammar()
            grammar.commandPosition = opener == 2 || closer == UInt8(ascii: "`")
            grammar.run(&inner, closer: closer)
            if inner.peek() == closer {
                inner.consume(1, as: .punctuation)
            }
        }
        if !highlighted {
            lexer.mark(.string, from: start)
        }
    }

    private static let specialParameters: Set<UInt8> = Set("@*#?$!-".utf8)
}
