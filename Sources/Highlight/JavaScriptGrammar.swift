/// JavaScript and TypeScript.
///
/// - keyword: reserved words, `true`/`false`/`null`/`undefined`, and contextual words (`async`, `of`, `get`,
///   `from`, `as`; in TypeScript also `type`, `interface`, `readonly`, `keyof`…) where they act as keywords; in
///   TypeScript the built-in types (`string`, `number`, `boolean`, `unknown`…). After a `.` and as object keys
///   (`{ default: 1 }`) they are plain names.
/// - type: capitalised names (`Promise`, `Map`, `T`).
/// - function: a name before `(`, and the name after `function`.
/// - attribute: decorators (`@Component`).
/// - string: quoted strings, template literals and regular expression literals; `${` … `}` in a template is
///   punctuation around highlighted code. A `/` starts a regular expression where a value is expected
///   (after an operator, `(`, `,`, `return`…) and is division after a value.
/// - number: `42`, `0x1F`, `1_000`, `.5e-3`, `10n`.
/// - comment: `//`, `/* */`, and a `#!` line at the start.
/// - punctuation: operators and brackets.
struct JavaScriptGrammar {
    enum Dialect {
        case javascript, typescript
    }

    static func highlight(_ lexer: inout Lexer, dialect: Dialect) {
        var grammar = JavaScriptGrammar(dialect: dialect)
        if lexer.hasPrefix("#!") {
            lexer.markLineComment()
        }
        grammar.run(&lexer, insideTemplate: false)
    }

    private let dialect: Dialect
    private var regexAllowed = true
    private var expectsFunctionName = false
    /// The last punctuation byte, when the last token was punctuation.
    private var previousSymbol: UInt8 = 0

    private init(dialect: Dialect) {
        self.dialect = dialect
    }

    /// Highlights to the limit, or inside `${…}` up to the `}` that closes it (left unconsumed).
    private mutating func run(_ lexer: inout Lexer, insideTemplate: Bool) {
        var braceDepth = 0
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            var isValue = true
            switch byte {
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
                continue
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "/"):
                lexer.markLineComment()
                continue
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment()
                continue
            case UInt8(ascii: "/") where regexAllowed:
                regularExpression(&lexer)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.markString()
            case UInt8(ascii: "`"):
                template(&lexer)
            case _ where byte.isASCIIDigit || (byte == UInt8(ascii: ".") && lexer.peek(1).isASCIIDigit):
                lexer.skipNumber()
                lexer.mark(.number, from: start)
            case _ where byte.isASCIIPunctuation && !isNameStart(lexer):
                if byte == UInt8(ascii: "}"), insideTemplate, braceDepth == 0 {
                    return
                }
                if byte == UInt8(ascii: "@"), lexer.peek(1).isIdentifierStart {
                    lexer.advance()
                    lexer.skipIdentifier()
                    lexer.mark(.attribute, from: start)
                    isValue = false
                } else {
                    if byte == UInt8(ascii: "{") { braceDepth += 1 }
                    if byte == UInt8(ascii: "}") { braceDepth -= 1 }
                    lexer.consume(1, as: .punctuation)
                    regexAllowed = byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]")
                    previousSymbol = byte
                    continue
                }
            case _ where isNameStart(lexer):
                isValue = word(&lexer)
            default:
                lexer.advanceScalar()
            }
            regexAllowed = !isValue
            previousSymbol = 0
        }
    }

    /// Identifiers may start with `$`, and `#` starts a private name.
    private func isNameStart(_ lexer: Lexer) -> Bool {
        let byte = lexer.peek()
        return byte.isIdentifierStart || byte == UInt8(ascii: "$")
            || (byte == UInt8(ascii: "#") && lexer.peek(1).isIdentifierStart)
    }

    /// Highlights a name; returns whether it ends a value (so that a `/` after it divides).
    private mutating func word(_ lexer: inout Lexer) -> Bool {
        let start = lexer.position
        lexer.advance()
        lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "$") }
        let word = lexer.text(from: start)
        let callsFunction = lexer.peek() == UInt8(ascii: "(")
        if expectsFunctionName {
            expectsFunctionName = false
            lexer.mark(.function, from: start)
            return true
        }
        if isMemberAccess(lexer, start: start) {
            if callsFunction { lexer.mark(.function, from: start) }
            return true
        }
        let isKey = lexer.nextByte() == UInt8(ascii: ":") && (previousSymbol == UInt8(ascii: "{") || previousSymbol == UInt8(ascii: ","))
        if !isKey, isKeyword(word, lexer: lexer) {
            lexer.mark(.keyword, from: start)
            expectsFunctionName = word.elementsEqual("function".utf8)
            return !Self.expressionFollows.contains(word)
        }
        if word.first?.isUppercaseASCII == true {
            lexer.mark(.type, from: start)
        } else if callsFunction {
            lexer.mark(.function, from: start)
        }
        return true
    }

    private func isKeyword(_ word: ArraySlice<UInt8>, lexer: Lexer) -> Bool {
        if Self.keywords.contains(word) || (dialect == .typescript && Self.typeScriptKeywords.contains(word)) {
            return true
        }
        guard Self.contextual.contains(word) || (dialect == .typescript && Self.typeScriptContextual.contains(word)) else {
            return false
        }
        let next = lexer.nextByte()
        return next.isIdentifierStart || next == UInt8(ascii: "{") || next == UInt8(ascii: "[") || next == UInt8(ascii: "*")
            || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "$") || next == UInt8(ascii: "#")
            || (next == UInt8(ascii: "(") && word.elementsEqual("async".utf8) && lexer.peek() != UInt8(ascii: "("))
    }

    /// `.name` and `?.name`, but not a spread (`...rest`).
    private func isMemberAccess(_ lexer: Lexer, start: Int) -> Bool {
        guard previousSymbol == UInt8(ascii: "."), start >= 1, lexer.bytes[start - 1] == UInt8(ascii: ".") else { return false }
        return start < 2 || lexer.bytes[start - 2] != UInt8(ascii: ".")
    }

    /// A regular expression literal; an unterminated one ends at the line break.
    private func regularExpression(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        var inClass = false
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte.isLineBreak { break }
            lexer.advance()
            if byte == UInt8(ascii: "\\") {
                if !lexer.peek().isLineBreak { lexer.advanceScalar() }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                lexer.skipIdentifier()
                break
            }
        }
        lexer.mark(.string, from: start)
    }

    /// A template literal; `${…}` holds highlighted code.
    private func template(_ lexer: inout Lexer) {
        var segmentStart = lexer.position
        lexer.advance()
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte == UInt8(ascii: "`") {
                lexer.advance()
                break
            } else if byte == UInt8(ascii: "\\") {
                lexer.skipEscape()
            } else if lexer.hasPrefix("${") {
                lexer.mark(.string, segmentStart..<lexer.position)
                substitution(&lexer)
                segmentStart = lexer.position
            } else {
                lexer.advance()
            }
        }
        lexer.mark(.string, from: segmentStart)
    }

    private func substitution(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance(by: 2)
        let dialect = dialect
        let highlighted = lexer.nested { inner in
            inner.mark(.punctuation, from: start)
            var grammar = JavaScriptGrammar(dialect: dialect)
            grammar.run(&inner, insideTemplate: true)
            if inner.peek() == UInt8(ascii: "}") {
                inner.consume(1, as: .punctuation)
            }
        }
        if !highlighted {
            lexer.mark(.string, from: start)
        }
    }

    private static let keywords: WordSet = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new",
        "return", "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
        "await", "true", "false", "null", "undefined",
    ]

    /// Keywords only where a name, a brace or a string follows: `async function`, `for (x of xs)`,
    /// `import x from "y"`, `get name()`.
    private static let contextual: WordSet = ["as", "async", "from", "get", "of", "set", "static"]

    private static let typeScriptKeywords: WordSet = [
        "any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown", "enum",
        "implements", "interface", "private", "protected", "public",
    ]

    private static let typeScriptContextual: WordSet = [
        "abstract", "accessor", "asserts", "declare", "infer", "is", "keyof", "module", "namespace", "override",
        "readonly", "satisfies", "type", "unique",
    ]

    /// Keywords after which an expression, and so a regular expression, may start.
    private static let expressionFollows: WordSet = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await",
    ]
}
