// JavaScript, just enough of it to know whether a point is in a string, a template literal, a
// regular expression, a comment or code — which decides how a value is escaped there.
extension ContextScanner {
    mutating func scriptContent() {
        if closesElement("script") { return }
        scriptByte()
    }

    mutating func scriptByte() {
        let byte = current
        switch context.script {
        case .doubleString: stringByte(closer: UInt8(ascii: "\""))
        case .singleString: stringByte(closer: UInt8(ascii: "'"))
        case .templateLiteral: stringByte(closer: UInt8(ascii: "`"))
        case .regex:
            if byte == UInt8(ascii: "[") { context.script = .regexClass }
            stringByte(closer: UInt8(ascii: "/"))
        case .regexClass:
            if byte == UInt8(ascii: "]") { context.script = .regex }
            skipEscaped()
        case .lineComment:
            if byte == 0x0A || byte == 0x0D { context.script = .expression }
            index += 1
        case .blockComment:
            if startsWith("*/") {
                context.script = .expression
                index += 2
            } else {
                index += 1
            }
        case .expression, .afterValue:
            codeByte()
        }
    }

    /// A byte inside a string-like token that ends at `closer`; a backslash escapes the next byte.
    private mutating func stringByte(closer: UInt8) {
        if current == closer {
            context.script = .afterValue
            index += 1
        } else if context.script == .doubleString || context.script == .singleString, current == 0x0A {
            // A newline cannot be inside a plain string; the script is broken, read on as code.
            context.script = .expression
            index += 1
        } else {
            skipEscaped()
        }
    }

    private mutating func skipEscaped() {
        index += current == UInt8(ascii: "\\") && index + 1 < bytes.endIndex ? 2 : 1
    }

    private mutating func codeByte() {
        let code = current
        switch code {
        case UInt8(ascii: "\""): context.script = .doubleString
        case UInt8(ascii: "'"): context.script = .singleString
        case UInt8(ascii: "`"): context.script = .templateLiteral
        case UInt8(ascii: "/"):
            if byte(at: 1) == UInt8(ascii: "/") {
                context.script = .lineComment
                index += 1
            } else if byte(at: 1) == UInt8(ascii: "*") {
                context.script = .blockComment
                index += 1
            } else {
                context.script = context.script == .expression ? .regex : .expression
            }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            context.script = .afterValue
        case _ where isIdentifierByte(code) || code == UInt8(ascii: "$") || code >= 0x80:
            readWord()
            return
        case _ where code.isHTMLWhitespace:
            break
        default:
            context.script = .expression
        }
        index += 1
    }

    /// A name or number: a value, unless it is a keyword after which an expression starts (`return /x/`).
    private mutating func readWord() {
        let start = index
        while index < bytes.endIndex, isIdentifierByte(current) || current == UInt8(ascii: "$") || current >= 0x80
                || (current == UInt8(ascii: ".") && bytes[start].isASCIIDigit) {
            index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        context.script = Self.expressionKeywords.contains(word) ? .expression : .afterValue
    }

    private static let expressionKeywords: Set<String> = [
        "case", "delete", "do", "else", "in", "instanceof", "new", "of", "return", "throw", "typeof", "void", "yield", "await",
    ]
}

