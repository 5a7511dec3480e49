/// Swift, to the standard Splash set for Swift.
///
/// - keyword: reserved words (`func`, `let`, `if`, `true`, `nil`, `self`, `Self`, `await`…), and contextual
///   ones only where they act as keywords: modifiers before another word (`override func`, `some View`,
///   `lazy var`, `async let`), accessors before a body (`get {`, `set(newValue)`, `{ get set }`),
///   `private(set)`, `async ->`. After a `.` or as an argument label (`(for: x)`) they are plain names.
/// - type: capitalised names (`String`, `T`, `Linux` in `#if os(Linux)`).
/// - function: the name in a `func` declaration, a name before `(`, and `.name {` (trailing closure call).
/// - attribute: `@attributes` (`@MainActor`, `@escaping`) and `#` directives and macros (`#if`,
///   `#available`, `#selector`, `#Preview`).
/// - string: string literals, raw (`#"…"#`) and multi-line (`"""`), and regex literals `#/…/#`; inside them
///   `\(…)` (or `\#(…)` in raw strings) is punctuation around highlighted Swift code.
/// - number: `1_000_000`, `0x1F`, `0b101`, `1e-3`, `0x1p-2`.
/// - comment: `//` and `/* */`, which nest.
/// - punctuation: operators and brackets.
struct SwiftGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var grammar = SwiftGrammar()
        grammar.run(&lexer, insideInterpolation: false)
    }

    private enum Previous {
        case nothing
        case symbol(UInt8)
        case word(ArraySlice<UInt8>)
        case other
    }

    private var previous = Previous.nothing
    private var expectsFunctionName = false

    /// Highlights to the limit, or inside an interpolation up to the `)` that closes it (left unconsumed).
    mutating func run(_ lexer: inout Lexer, insideInterpolation: Bool) {
        var parenthesisDepth = 0
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
                continue
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "/"):
                lexer.markLineComment()
                continue
            case UInt8(ascii: "/") where lexer.peek(1) == UInt8(ascii: "*"):
                lexer.markBlockComment(nested: true)
                continue
            case UInt8(ascii: "\""):
                string(&lexer, start: start, hashes: 0)
            case UInt8(ascii: "#"):
                hash(&lexer)
            case UInt8(ascii: "@") where lexer.peek(1).isIdentifierStart:
                lexer.advance()
                lexer.skipIdentifier()
                lexer.mark(.attribute, from: start)
            case _ where byte.isASCIIDigit:
                lexer.skipNumber()
                lexer.mark(.number, from: start)
            case UInt8(ascii: "`"):
                escapedName(&lexer)
                previous = .word([])
                continue
            case UInt8(ascii: "$") where lexer.peek(1).isIdentifierByte:
                lexer.advance()
                lexer.skipIdentifier()
            case _ where byte.isIdentifierStart:
                word(&lexer)
                continue
            case UInt8(ascii: ")") where insideInterpolation && parenthesisDepth == 0:
                return
            case _ where byte.isASCIIPunctuation:
                if byte == UInt8(ascii: "(") { parenthesisDepth += 1 }
                if byte == UInt8(ascii: ")") { parenthesisDepth -= 1 }
                lexer.consume(1, as: .punctuation)
                previous = .symbol(byte)
                expectsFunctionName = false
                continue
            default:
                lexer.advanceScalar()
            }
            previous = .other
            expectsFunctionName = false
        }
    }

    private mutating func word(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.skipIdentifier()
        let word = lexer.text(from: start)
        defer { previous = .word(word) }
        if expectsFunctionName {
            expectsFunctionName = false
            lexer.mark(.function, from: start)
            return
        }
        let next = lexer.nextByte()
        if isMemberAccess(lexer, start: start) {
            if word.elementsEqual("self".utf8) || word.elementsEqual("init".utf8) {
                lexer.mark(.keyword, from: start)
            } else if word.first?.isUppercaseASCII == true {
                lexer.mark(.type, from: start)
            } else if lexer.peek() == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
                lexer.mark(.function, from: start)
            }
            return
        }
        if Self.reserved.contains(word), !isArgumentLabel(word, lexer: lexer) {
            lexer.mark(.keyword, from: start)
            expectsFunctionName = word.elementsEqual("func".utf8)
        } else if isContextualKeyword(word, lexer: lexer, next: next) {
            lexer.mark(.keyword, from: start)
        } else if word.first?.isUppercaseASCII == true {
            lexer.mark(.type, from: start)
        } else if lexer.peek() == UInt8(ascii: "(") {
            lexer.mark(.function, from: start)
        }
    }

    /// `.name`, but not the end of a range operator (`0...count`).
    private func isMemberAccess(_ lexer: Lexer, start: Int) -> Bool {
        guard case .symbol(UInt8(ascii: ".")) = previous else { return false }
        let dot = start - 1
        return dot >= 0 && lexer.bytes[dot] == UInt8(ascii: ".") && (dot == 0 || lexer.bytes[dot - 1] != UInt8(ascii: "."))
    }

    /// A word after `(` or `,` that comes right before `:` (`f(for: x)`) or before a parameter name and `:`
    /// (`func add(_ x: Int, for key: String)`) is an argument label.
    private func isArgumentLabel(_ word: ArraySlice<UInt8>, lexer: Lexer) -> Bool {
        guard case .symbol(let symbol) = previous, symbol == UInt8(ascii: "(") || symbol == UInt8(ascii: ",") else {
            return false
        }
        if lexer.peek() == UInt8(ascii: ":") {
            return true
        }
        guard !Self.bindings.contains(word), lexer.peek().isHorizontalSpace else { return false }
        var probe = lexer.probe
        probe.skipHorizontalSpace()
        guard probe.peek().isIdentifierStart else { return false }
        probe.skipIdentifier()
        return probe.peek() == UInt8(ascii: ":")
    }

    private func isContextualKeyword(_ word: ArraySlice<UInt8>, lexer: Lexer, next: UInt8) -> Bool {
        if Self.modifiers.contains(word) {
            return next.isIdentifierStart || next == UInt8(ascii: "@")
                || (word.elementsEqual("async".utf8) && (next == UInt8(ascii: "{") || lexer.hasPrefix("->", at: lexer.spaces())))
        }
        guard Self.accessors.contains(word) else { return false }
        switch next {
        case UInt8(ascii: "{"):
            return true
        case UInt8(ascii: "("):
            return !word.elementsEqual("get".utf8)
        case UInt8(ascii: ")"):
            // private(set), public(set)
            if case .symbol(UInt8(ascii: "(")) = previous { return word.elementsEqual("set".utf8) }
            return false
        case UInt8(ascii: "}"):
            return startsAccessorList
        case _ where next.isIdentifierStart:
            return startsAccessorList || Self.effects.contains(lexer.wordAfterSpaces())
        default:
            return false
        }
    }

    /// Inside `{ get set }`: right after `{` or after another accessor.
    private var startsAccessorList: Bool {
        switch previous {
        case .symbol(let symbol): symbol == UInt8(ascii: "{")
        case .word(let word): Self.accessors.contains(word)
        default: false
        }
    }

    /// `` `default` ``: a name that would otherwise be a keyword.
    private mutating func escapedName(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        lexer.skip { $0 != UInt8(ascii: "`") && !$0.isLineBreak }
        if lexer.peek() == UInt8(ascii: "`") { lexer.advance() }
        if expectsFunctionName || lexer.peek() == UInt8(ascii: "(") {
            lexer.mark(.function, from: start)
        }
        expectsFunctionName = false
    }

    private static let reserved: WordSet = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await",
    ]

    /// Keywords that may follow a comma before a name and a colon: `if let a, let b: Int`.
    private static let bindings: WordSet = ["let", "var", "case"]

    /// Contextual keywords that are keywords when another word follows (`override func`, `some View`).
    private static let modifiers: WordSet = [
        "actor", "any", "async", "borrowing", "consuming", "convenience", "distributed", "dynamic", "each", "final",
        "indirect", "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open",
        "optional", "override", "package", "postfix", "prefix", "required", "sending", "some", "unowned", "weak",
    ]

    private static let accessors: WordSet = ["get", "set", "willSet", "didSet", "_read", "_modify"]

    /// Effects that may follow `get` in an accessor: `get async throws {`.
    private static let effects: WordSet = ["async", "throws"]
}

private extension Lexer {
    /// The identifier after the spaces following `position`.
    func wordAfterSpaces() -> ArraySlice<UInt8> {
        let start = position + spaces()
        var end = start
        while end < limit, bytes[end].isIdentifierByte { end += 1 }
        return bytes[start..<end]
    }
}
