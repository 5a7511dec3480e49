/// CSS. Whether a stretch is a rule's selector or a declaration is decided by
/// looking ahead: a `{` before the next `;` or `}` makes it a selector, which
/// also covers nested rules.
///
/// - type: selectors (`a`, `.note`, `#main`, `a:hover`, `::before`, `&`).
/// - attribute: property names (also custom `--properties`), attribute names in `[attr]` selectors, and
///   media features (`max-width` in `@media (max-width: 600px)`).
/// - keyword: at-rules (`@media`, `@import`) and `!important`.
/// - number: numbers with their units (`1.5rem`, `50%`, `-2px`) and hex colours (`#0a84ff`).
/// - function: functions (`rgb(`, `var(`, `calc(`, `url(`).
/// - string: quoted strings and unquoted `url(…)` targets.
/// - comment: `/* */`.
/// - punctuation: `{ } ; : , ( ) [ ]`, combinators and operators.
enum CSSGrammar {
    static func highlight(_ lexer: inout Lexer) {
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            switch byte {
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment()
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                lexer.consume(1, as: .punctuation)
            case UInt8(ascii: "@"):
                atRule(&lexer)
            default:
                if startsRule(lexer) {
                    selector(&lexer)
                } else {
                    declaration(&lexer)
                }
            }
        }
    }

    /// Whether a `{` comes before the next `;` or `}`, outside strings and comments.
    private static func startsRule(_ lexer: Lexer) -> Bool {
        var probe = lexer.probe
        while !probe.isAtEnd {
            switch probe.peek() {
            case UInt8(ascii: "{"): return true
            case UInt8(ascii: ";"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = probe.peek()
                probe.advance()
                probe.skipQuoted(quote)
            case UInt8(ascii: "/") where probe.peek(1) == UInt8(ascii: "*"):
                probe.advance(by: 2)
                probe.skipBlockComment(nested: false)
            default:
                probe.advance()
            }
        }
        return false
    }

    private static func selector(_ lexer: inout Lexer) {
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case UInt8(ascii: "{"):
                return
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.markString()
            case UInt8(ascii: "["):
                lexer.consume(1, as: .punctuation)
                lexer.skipWhitespace()
                let name = lexer.position
                lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") }
                lexer.mark(.attribute, from: name)
            case _ where selectorBreaks.contains(byte):
                lexer.consume(1, as: .punctuation)
            default:
                lexer.skip { !$0.isASCIIWhitespace && !selectorBreaks.contains($0) && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "/") }
                if lexer.position == start {
                    lexer.advanceScalar()
                } else {
                    lexer.mark(.type, from: start)
                }
            }
        }
    }

    /// `property: value` up to (not including) the `;` or `}` that ends it.
    private static func declaration(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.skip { !$0.isASCIIWhitespace && !declarationBreaks.contains($0) }
        if lexer.position == start {
            lexer.advanceScalar()
            return
        }
        lexer.mark(.attribute, from: start)
        lexer.skipWhitespace()
        if lexer.peek() == UInt8(ascii: ":") {
            lexer.consume(1, as: .punctuation)
        }
        values(&lexer, featureNames: false)
    }

    /// `@name prelude`, up to the `{` or `;` after it.
    private static func atRule(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") }
        lexer.mark(.keyword, from: start)
        values(&lexer, featureNames: true)
    }

    /// Value tokens up to (not including) `;`, `{` or `}`. With `featureNames`, a name followed by `:` is
    /// a media feature.
    private static func values(_ lexer: inout Lexer, featureNames: Bool) {
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.markString()
            case UInt8(ascii: "#") where lexer.peek(1).isIdentifierByte:
                lexer.advance()
                lexer.skipIdentifier()
                lexer.mark(.number, from: start)
            case UInt8(ascii: "!") where lexer.peek(1).isASCIILetter:
                lexer.advance()
                lexer.skipIdentifier()
                lexer.mark(.keyword, from: start)
            case _ where lexer.startsSignedNumber:
                lexer.skipSignedNumber()
                if lexer.peek() == UInt8(ascii: "%") { lexer.advance() }
                lexer.mark(.number, from: start)
            case _ where byte.isIdentifierStart || byte == UInt8(ascii: "-"):
                lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") }
                if lexer.peek() == UInt8(ascii: "(") {
                    lexer.mark(.function, from: start)
                    if lexer.text(from: start).elementsEqual("url".utf8) { url(&lexer) }
                } else if featureNames, lexer.nextByte() == UInt8(ascii: ":") {
                    lexer.mark(.attribute, from: start)
                }
            case _ where byte.isASCIIPunctuation:
                lexer.consume(1, as: .punctuation)
            default:
                lexer.advanceScalar()
            }
        }
    }

    /// `url(path)`: an unquoted target is a string.
    private static func url(_ lexer: inout Lexer) {
        lexer.consume(1, as: .punctuation)
        lexer.skipWhitespace()
        guard lexer.peek() != UInt8(ascii: "\""), lexer.peek() != UInt8(ascii: "'") else { return }
        let start = lexer.position
        lexer.skip { $0 != UInt8(ascii: ")") && !$0.isLineBreak }
        lexer.mark(.string, from: start)
    }

    private static let selectorBreaks: Set<UInt8> = Set(",>+~()[]=|^$*\"'".utf8)
    private static let declarationBreaks: Set<UInt8> = Set(":;{}".utf8)
}
