/// JSON, with the comments of JSONC and the single quotes and bare keys of JSON5.
///
/// - attribute: object keys (a string, or a bare name, followed by `:`).
/// - string: string values.
/// - number: numbers, with their sign.
/// - keyword: `true`, `false`, `null` (and JSON5's `Infinity`, `NaN`).
/// - comment: `//` and `/* */`.
/// - punctuation: `{ } [ ] : ,`.
enum JSONGrammar {
    static func highlight(_ lexer: inout Lexer) {
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "/"):
                lexer.markLineComment()
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.advance()
                lexer.skipQuoted(byte)
                lexer.mark(isKey(lexer) ? .attribute : .string, from: start)
            case _ where lexer.startsSignedNumber:
                lexer.skipSignedNumber()
                lexer.mark(.number, from: start)
            case _ where byte.isIdentifierStart:
                lexer.skipIdentifier()
                if keywords.contains(lexer.text(from: start)) {
                    lexer.mark(.keyword, from: start)
                } else if isKey(lexer) {
                    lexer.mark(.attribute, from: start)
                }
            case _ where byte.isASCIIPunctuation:
                lexer.consume(1, as: .punctuation)
            default:
                lexer.advanceScalar()
            }
        }
    }

    private static func isKey(_ lexer: Lexer) -> Bool {
        lexer.nextByte(acrossLines: true) == UInt8(ascii: ":")
    }

    private static let keywords: WordSet = ["true", "false", "null", "Infinity", "NaN"]
}
