/// C, C++ and Objective-C.
///
/// - attribute: preprocessor directives (`#include`, `#define`, `#if`…); the rest of a directive's line is
///   highlighted as code, with `<header.h>` as a string.
/// - keyword: reserved words per dialect, including the built-in types (`int`, `char`, `bool`), and in
///   Objective-C the `@` keywords (`@interface`, `@end`) and `YES`, `NO`, `nil`, `self`.
/// - type: capitalised names with a lower-case letter (`Node`, `NSString`), single capitals (`T`) and names
///   ending in `_t` (`size_t`); all-capitals macros and constants (`EXIT_FAILURE`) stay plain.
/// - function: a name before `(`, including constructors and function-like macros (`MAX(a, b)`).
/// - string: string and character literals with any prefix (`L"…"`, `u8"…"`, `'\n'`), raw strings
///   `R"delimiter(…)delimiter"`, and Objective-C `@"…"`.
/// - number: `42`, `0x1F`, `1.5f`, `10ULL`, `1'000'000`.
/// - comment: `//` and `/* */`.
/// - punctuation: operators and brackets.
enum CGrammar {
    enum Dialect {
        case c, cpp, objectiveC
    }

    static func highlight(_ lexer: inout Lexer, dialect: Dialect) {
        let keywords = switch dialect {
        case .c: cKeywords
        case .cpp: cppKeywords
        case .objectiveC: objectiveCKeywords
        }
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
            case UInt8(ascii: "#") where lexer.isFirstOnLine(start):
                directive(&lexer)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.markString()
            case UInt8(ascii: "@") where dialect == .objectiveC:
                objectiveCAt(&lexer)
            case _ where byte.isASCIIDigit || (byte == UInt8(ascii: ".") && lexer.peek(1).isASCIIDigit):
                lexer.skipNumber(quoteSeparators: true)
                lexer.mark(.number, from: start)
            case _ where byte.isIdentifierStart:
                word(&lexer, keywords: keywords)
            case _ where byte.isASCIIPunctuation:
                lexer.consume(1, as: .punctuation)
            default:
                lexer.advanceScalar()
            }
        }
    }

    private static func word(_ lexer: inout Lexer, keywords: WordSet) {
        let start = lexer.position
        lexer.skipIdentifier()
        let word = lexer.text(from: start)
        let next = lexer.peek()
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'"), stringPrefixes.contains(word) {
            if word.last == UInt8(ascii: "R"), next == UInt8(ascii: "\"") {
                rawString(&lexer)
            } else {
                lexer.advance()
                lexer.skipQuoted(next)
            }
            lexer.mark(.string, from: start)
        } else if keywords.contains(word) {
            lexer.mark(.keyword, from: start)
        } else if next == UInt8(ascii: "(") {
            lexer.mark(.function, from: start)
        } else if isTypeName(word) {
            lexer.mark(.type, from: start)
        }
    }

    /// `Node`, `NSString`, `size_t`; not an all-capitals macro or constant (`EXIT_FAILURE`, `NDEBUG`).
    private static func isTypeName(_ word: ArraySlice<UInt8>) -> Bool {
        if word.count > 2, word.suffix(2).elementsEqual("_t".utf8) {
            return true
        }
        return word.first?.isUppercaseASCII == true
            && (word.count == 1 || word.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    }

    /// `R"delimiter(…)delimiter"` from its opening quote: nothing inside is an escape.
    private static func rawString(_ lexer: inout Lexer) {
        lexer.advance()
        let delimiterStart = lexer.position
        lexer.skip { $0 != UInt8(ascii: "(") && !$0.isASCIIWhitespace && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: ")") }
        guard lexer.peek() == UInt8(ascii: "("), lexer.position - delimiterStart <= 16 else {
            lexer.skipQuoted(UInt8(ascii: "\""))
            return
        }
        let closing = [UInt8(ascii: ")")] + lexer.bytes[delimiterStart..<lexer.position] + [UInt8(ascii: "\"")]
        lexer.advance()
        while !lexer.isAtEnd {
            if lexer.peek() == UInt8(ascii: ")"), lexer.bytes[lexer.position..<lexer.limit].starts(with: closing) {
                lexer.advance(by: closing.count)
                return
            }
            lexer.advance()
        }
    }

    /// `#include <stdio.h>`, `#define NAME value`: the directive, then the line as code.
    private static func directive(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        lexer.skipHorizontalSpace()
        let nameStart = lexer.position
        lexer.skipIdentifier()
        let name = lexer.text(from: nameStart)
        lexer.mark(.attribute, from: start)
        guard name.elementsEqual("include".utf8) || name.elementsEqual("import".utf8) || name.elementsEqual("include_next".utf8) else {
            return
        }
        lexer.skipHorizontalSpace()
        if lexer.peek() == UInt8(ascii: "<") {
            let header = lexer.position
            lexer.skip { $0 != UInt8(ascii: ">") && !$0.isLineBreak }
            if lexer.peek() == UInt8(ascii: ">") { lexer.advance() }
            lexer.mark(.string, from: header)
        }
    }

    /// `@"string"`, `@interface`, or `@[`, `@{`, `@(` literals.
    private static func objectiveCAt(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        if lexer.peek() == UInt8(ascii: "\"") {
            lexer.advance()
            lexer.skipQuoted(UInt8(ascii: "\""))
            lexer.mark(.string, from: start)
        } else if lexer.peek().isIdentifierStart {
            lexer.skipIdentifier()
            lexer.mark(.keyword, from: start)
        } else {
            lexer.mark(.punctuation, from: start)
        }
    }

    private static let stringPrefixes: WordSet = ["L", "u", "U", "u8", "R", "LR", "uR", "UR", "u8R"]

    private static let cKeywords: WordSet = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Noreturn", "_Static_assert",
        "_Thread_local", "alignas", "alignof", "bool", "constexpr", "false", "nullptr", "static_assert",
        "thread_local", "true", "typeof", "NULL",
    ]

    private static let cppKeywords = cKeywords.union([
        "and", "and_eq", "asm", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t", "class", "co_await",
        "co_return", "co_yield", "compl", "concept", "consteval", "constinit", "const_cast", "decltype", "delete",
        "dynamic_cast", "explicit", "export", "final", "friend", "mutable", "namespace", "new", "noexcept", "not",
        "not_eq", "operator", "or", "or_eq", "override", "private", "protected", "public", "reinterpret_cast",
        "requires", "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using", "virtual",
        "wchar_t", "xor", "xor_eq",
    ])

    private static let objectiveCKeywords = cKeywords.union([
        "id", "instancetype", "self", "super", "nil", "Nil", "YES", "NO", "BOOL", "SEL", "IMP", "Class",
        "nonatomic", "atomic", "strong", "weak", "assign", "copy", "readonly", "readwrite", "nullable", "nonnull",
        "__block", "__weak", "__strong",
    ])
}
