import Core

/// One piece of a template's source.
struct Token {
    enum Kind {
        /// Literal text, already trimmed by whitespace control.
        case text
        /// `{{ expression }}`.
        case output
        /// `{% name arguments %}`.
        case tag
    }

    var kind: Kind
    /// For text, the text; otherwise what lies between the delimiters and their `-` markers.
    var content: Range<Int>
    /// Offset of the opening delimiter, or of the text.
    var start: Int
}

/// Splits template source into text, `{{ }}` and `{% %}` tokens in one forward pass,
/// dropping `{# #}` comments, applying `-` whitespace control and passing `{% raw %}`
/// bodies through as text.
struct Lexer {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var tokens: [Token] = []
    private var index = 0
    private var textStart = 0
    private var trimNextText = false
    /// Whether an `{% endshortcode %}` tag was met: only then does a shortcode have a body to look for.
    private var closesShortcodes = false

    /// The tokens, and whether any of them is an `{% endshortcode %}` tag.
    static func tokenize(_ source: SourceText) throws(Diagnostic) -> (tokens: [Token], closesShortcodes: Bool) {
        var lexer = Lexer(source: source)
        try lexer.run()
        return (lexer.tokens, lexer.closesShortcodes)
    }

    private init(source: SourceText) {
        self.source = source
    }

    private mutating func run() throws(Diagnostic) {
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let kind: Token.Kind?
            switch bytes[index + 1] {
            case UInt8(ascii: "{"): kind = .output
            case UInt8(ascii: "%"): kind = .tag
            case UInt8(ascii: "#"): kind = nil
            default:
                index += 1
                continue
            }
            let delimited = try delimited(at: index, kind: kind)
            emitText(upTo: index, trimTrailing: delimited.trimBefore)
            index = delimited.end
            textStart = index
            trimNextText = delimited.trimAfter
            guard let kind else { continue }
            let name = kind == .tag ? tagName(in: delimited.content) : nil
            if let name, name.text == "raw" {
                try readRaw(nameOffset: name.offset)
            } else {
                if name?.text == "endshortcode" { closesShortcodes = true }
                tokens.append(Token(kind: kind, content: delimited.content, start: delimited.start))
            }
        }
        emitText(upTo: bytes.count, trimTrailing: false)
    }

    private struct Delimited {
        var start: Int
        var content: Range<Int>
        var end: Int
        var trimBefore: Bool
        var trimAfter: Bool
    }

    /// Reads `{{ … }}`, `{% … %}` or (kind nil) `{# … #}` starting at `open`.
    private func delimited(at open: Int, kind: Token.Kind?) throws(Diagnostic) -> Delimited {
        let closer: UInt8 = switch kind {
        case .output: UInt8(ascii: "}")
        case .tag: UInt8(ascii: "%")
        case nil, .text: UInt8(ascii: "#")
        }
        var contentStart = open + 2
        let trimBefore = contentStart < bytes.count && bytes[contentStart] == UInt8(ascii: "-")
        if trimBefore { contentStart += 1 }
        guard let close = findCloser(closer, from: contentStart, skippingStrings: kind != nil) else {
            let opener = String(decoding: bytes[open..<(open + 2)], as: UTF8.self)
            let message = kind == nil ? "unclosed comment: expected '#}'" : "unclosed '\(opener)': expected '\(Character(Unicode.Scalar(closer)))}'"
            throw .error(message, at: open, in: source)
        }
        var contentEnd = close
        let trimAfter = contentEnd > contentStart && bytes[contentEnd - 1] == UInt8(ascii: "-")
        if trimAfter { contentEnd -= 1 }
        return Delimited(start: open, content: contentStart..<contentEnd, end: close + 2, trimBefore: trimBefore, trimAfter: trimAfter)
    }

    /// The offset of `closer` followed by `}`. Quoted strings are skipped so `{{ "}}" }}` works; a quote
    /// left open on its line is not a string (the expression parser reports it), and the rest of that
    /// line is then scanned plainly, which keeps the scan linear.
    private func findCloser(_ closer: UInt8, from start: Int, skippingStrings: Bool) -> Int? {
        var index = start
        var plainUntil = start
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == closer, bytes[index + 1] == UInt8(ascii: "}") { return index }
            if skippingStrings, index >= plainUntil, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if let end = stringEnd(quote: byte, from: index + 1) {
                    index = end + 1
                    continue
                }
                plainUntil = lineEnd(from: index)
            }
            index += 1
        }
        return nil
    }

    private func stringEnd(quote: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case quote: return index
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: index += 1
            }
        }
        return nil
    }

    private func lineEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }

    private func tagName(in content: Range<Int>) -> (text: Substring, offset: Int)? {
        var index = content.lowerBound
        while index < content.upperBound, isSpace(bytes[index]) { index += 1 }
        let start = index
        while index < content.upperBound, isIdentifierByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return (Substring(decoding: bytes[start..<index], as: UTF8.self), start)
    }

    /// Passes everything up to `{% endraw %}` through as text.
    private mutating func readRaw(nameOffset: Int) throws(Diagnostic) {
        var search = index
        while search + 1 < bytes.count {
            if bytes[search] == UInt8(ascii: "{"), bytes[search + 1] == UInt8(ascii: "%"), let end = endrawTag(at: search) {
                let trimBefore = bytes[search + 2] == UInt8(ascii: "-")
                emitText(upTo: search, trimTrailing: trimBefore)
                index = end
                textStart = index
                trimNextText = bytes[end - 3] == UInt8(ascii: "-")
                return
            }
            search += 1
        }
        throw .error("unclosed 'raw' block: expected '{% endraw %}'", at: nameOffset, in: source)
    }

    /// The end of `{%-? endraw -?%}` starting at `open`, or nil when that is not what is there.
    private func endrawTag(at open: Int) -> Int? {
        var index = open + 2
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard bytes[index...].starts(with: "endraw".utf8) else { return nil }
        index += 6
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard bytes[index...].starts(with: "%}".utf8) else { return nil }
        return index + 2
    }

    private mutating func emitText(upTo end: Int, trimTrailing: Bool) {
        var start = textStart
        var end = end
        if trimNextText {
            while start < end, isSpace(bytes[start]) { start += 1 }
        }
        if trimTrailing {
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        }
        if start < end {
            tokens.append(Token(kind: .text, content: start..<end, start: start))
        }
    }
}

func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}
