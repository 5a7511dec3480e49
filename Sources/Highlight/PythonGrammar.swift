/// Python.
///
/// - keyword: reserved words (`def`, `class`, `lambda`, `True`, `None`…), and the soft keywords `match`,
///   `case` and `type` where they start a statement.
/// - type: capitalised names, and the name after `class`.
/// - function: a name before `(`, and the name after `def`.
/// - attribute: decorators (`@dataclass`, `@app.route`).
/// - string: strings with any prefix (`r`, `b`, `f`, `rb`…), triple-quoted ones over several lines; inside
///   f-strings, `{` … `}` is punctuation around highlighted code (`{{` stays text).
/// - number: `42`, `0x1F`, `1_000`, `1e-3`, `2j`.
/// - comment: `#` to the end of the line.
/// - punctuation: operators and brackets.
struct PythonGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var grammar = PythonGrammar()
        grammar.run(&lexer, insideReplacement: false)
    }

    private var expectedName: TokenKind?

    /// Highlights to the limit, or inside an f-string `{…}` up to the `}` that closes it (left unconsumed).
    private mutating func run(_ lexer: inout Lexer, insideReplacement: Bool) {
        var bracketDepth = 0
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
                continue
            case UInt8(ascii: "#"):
                lexer.markLineComment()
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                Self.string(&lexer, from: start, formatted: false)
            case UInt8(ascii: "@") where lexer.isFirstOnLine(start) && lexer.peek(1).isIdentifierStart:
                lexer.advance()
                lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: ".") }
                lexer.mark(.attribute, from: start)
            case _ where byte.isASCIIDigit || (byte == UInt8(ascii: ".") && lexer.peek(1).isASCIIDigit):
                lexer.skipNumber()
                lexer.mark(.number, from: start)
            case _ where byte.isIdentifierStart:
                word(&lexer)
                continue
            case _ where byte.isASCIIPunctuation:
                if byte == UInt8(ascii: "}"), insideReplacement, bracketDepth == 0 {
                    return
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { bracketDepth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { bracketDepth -= 1 }
                lexer.consume(1, as: .punctuation)
            default:
                lexer.advanceScalar()
            }
            expectedName = nil
        }
    }

    private mutating func word(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.skipIdentifier()
        let word = lexer.text(from: start)
        let next = lexer.peek()
        if (next == UInt8(ascii: "\"") || next == UInt8(ascii: "'")), let formatted = Self.stringPrefix(word) {
            Self.string(&lexer, from: start, formatted: formatted)
            expectedName = nil
            return
        }
        if let expected = expectedName {
            lexer.mark(expected, from: start)
            expectedName = nil
            return
        }
        let isAttribute = start > 0 && lexer.bytes[start - 1] == UInt8(ascii: ".")
        if !isAttribute, Self.keywords.contains(word) || isSoftKeyword(word, lexer: lexer, start: start) {
            lexer.mark(.keyword, from: start)
            if word.elementsEqual("def".utf8) {
                expectedName = .function
            } else if word.elementsEqual("class".utf8) {
                expectedName = .type
            }
        } else if word.first?.isUppercaseASCII == true {
            lexer.mark(.type, from: start)
        } else if next == UInt8(ascii: "(") {
            lexer.mark(.function, from: start)
        }
    }

    /// `match x:`, `case [a, b]:`, `type Alias = int`: a soft keyword starts its line and is followed by an
    /// operand, not by an operator, call or assignment.
    private func isSoftKeyword(_ word: ArraySlice<UInt8>, lexer: Lexer, start: Int) -> Bool {
        guard Self.softKeywords.contains(word), lexer.isFirstOnLine(start), lexer.peek().isHorizontalSpace else { return false }
        let next = lexer.nextByte()
        return next.isIdentifierByte || next == UInt8(ascii: "(") || next == UInt8(ascii: "[") || next == UInt8(ascii: "{")
            || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "-")
    }

    /// Whether `word` is a string prefix, and if so whether it makes an f-string.
    private static func stringPrefix(_ word: ArraySlice<UInt8>) -> Bool? {
        guard word.count <= 2, word.allSatisfy({ stringPrefixLetters.contains($0.asciiLowercased) }) else { return nil }
        return word.contains { $0.asciiLowercased == UInt8(ascii: "f") || $0.asciiLowercased == UInt8(ascii: "t") }
    }

    /// A string from its prefix at `start`; the lexer is at the opening quote.
    private static func string(_ lexer: inout Lexer, from start: Int, formatted: Bool) {
        let quote = lexer.peek()
        let triple = lexer.peek(1) == quote && lexer.peek(2) == quote
        lexer.advance(by: triple ? 3 : 1)
        var segmentStart = start
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte == quote, !triple || (lexer.peek(1) == quote && lexer.peek(2) == quote) {
                lexer.advance(by: triple ? 3 : 1)
                break
            } else if byte.isLineBreak, !triple {
                break
            } else if byte == UInt8(ascii: "\\") {
                lexer.skipEscape()
            } else if formatted, byte == UInt8(ascii: "{"), lexer.peek(1) != UInt8(ascii: "{") {
                lexer.mark(.string, segmentStart..<lexer.position)
                replacementField(&lexer)
                segmentStart = lexer.position
            } else {
                lexer.advance(by: formatted && byte == UInt8(ascii: "{") ? 2 : 1)
            }
        }
        lexer.mark(.string, from: segmentStart)
    }

    /// `{expression}` in an f-string.
    private static func replacementField(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        let highlighted = lexer.nested { inner in
            inner.mark(.punctuation, from: start)
            var grammar = PythonGrammar()
            grammar.run(&inner, insideReplacement: true)
            if inner.peek() == UInt8(ascii: "}") {
                inner.consume(1, as: .punctuation)
            }
        }
        if !highlighted {
            lexer.mark(.string, from: start)
        }
    }

    private static let stringPrefixLetters: Set<UInt8> = Set("rbuft".utf8)

    private static let keywords: WordSet = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
        "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
        "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ]

    private static let softKeywords: WordSet = ["match", "case", "type"]
}
