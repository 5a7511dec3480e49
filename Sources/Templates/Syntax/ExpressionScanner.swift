import Core

/// Splits the inside of `{{ }}` or a tag's arguments into tokens.
struct ExpressionScanner {
    enum Token: Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        /// An operator or punctuation: `== != <= >= < > | : , . ( ) [ ] = ~`.
        case symbol(String)
        case end
    }

    struct Lexeme {
        var token: Token
        var start: Int
        var end: Int
    }

    let source: SourceText
    private let limit: Int
    private var index: Int

    init(source: SourceText, range: Range<Int>) {
        self.source = source
        self.index = range.lowerBound
        self.limit = range.upperBound
    }

    private var bytes: [UInt8] { source.bytes }

    mutating func next() throws(Diagnostic) -> Lexeme {
        while index < limit, isSpace(bytes[index]) { index += 1 }
        let start = index
        guard index < limit else { return Lexeme(token: .end, start: start, end: start) }
        let byte = bytes[index]
        let token: Token
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            token = .string(try string(quote: byte))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            token = .number(number())
        case UInt8(ascii: "-") where index + 1 < limit && bytes[index + 1].isASCIIDigit:
            index += 1
            token = .number(-number())
        case _ where isIdentifierByte(byte):
            while index < limit, isIdentifierByte(bytes[index]) { index += 1 }
            token = .identifier(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            token = .symbol(try symbol())
        }
        return Lexeme(token: token, start: start, end: index)
    }


    private mutating func number() -> Double {
        let start = index
        while index < limit, bytes[index].isASCIIDigit { index += 1 }
        if index + 1 < limit, bytes[index] == UInt8(ascii: "."), bytes[index + 1].isASCIIDigit {
            index += 1
            while index < limit, bytes[index].isASCIIDigit { index += 1 }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
    }

    private mutating func string(quote: UInt8) throws(Diagnostic) -> String {
        let start = index
        index += 1
        var output: [UInt8] = []
        while index < limit {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\"), index + 1 < limit {
                let escaped = bytes[index + 1]
                switch escaped {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(escaped)
                default: throw .error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in string (known: \\\\ \\\" \\' \\n \\t)", at: index, in: source)
                }
                index += 2
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            output.append(byte)
            index += 1
        }
        throw .error("unterminated string", at: start, in: source)
    }

    private static let twoByteSymbols: Set<String> = ["==", "!=", "<=", ">="]
    private static let oneByteSymbols: Set<UInt8> = Set("<>|:,.()[]=~".utf8)

    private mutating func symbol() throws(Diagnostic) -> String {
        if index + 1 < limit {
            let pair = String(decoding: bytes[index..<(index + 2)], as: UTF8.self)
            if Self.twoByteSymbols.contains(pair) {
                index += 2
                return pair
            }
        }
        let byte = bytes[index]
        // Another tag's start: one whose `%}` was left out runs on to it, and the parser says so where its line ends.
        if byte == UInt8(ascii: "{"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "{") {
            index += 2
            return String(decoding: bytes[(index - 2)..<index], as: UTF8.self)
        }
        guard Self.oneByteSymbols.contains(byte) else {
            let scalar = String(decoding: bytes[index..<min(limit, index + utf8Length(byte))], as: UTF8.self)
            let hint = "+-*/%!".utf8.contains(byte) ? " (templates have no arithmetic operators; use a filter such as 'plus' or 'modulo', or '~' to join text)" : ""
            throw .error("unexpected character '\(scalar)' in expression\(hint)", at: index, in: source)
        }
        index += 1
        return String(Character(Unicode.Scalar(byte)))
    }

    private func utf8Length(_ leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
