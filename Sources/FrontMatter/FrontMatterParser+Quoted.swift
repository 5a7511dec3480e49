import Core

/// Quoted strings: `"double"` with backslash escapes, `'single'` with `''` for a quote. Either may
/// run over lines; a line break folds into a space and an empty line into a line break, as in YAML.
extension ScalarReader {
    mutating func quoted() throws(Diagnostic) -> String {
        let quote = bytes[index]
        let opening = index
        index += 1
        var output: [UInt8] = []
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    output.append(quote)
                    index += 2
                    continue
                }
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                try escape(into: &output)
            } else if Self.isLineBreak(byte) {
                while let last = output.last, Self.isSpace(last) { output.removeLast() }
                foldLineBreaks(into: &output)
            } else {
                output.append(byte)
                index += 1
            }
        }
        let name = quote == UInt8(ascii: "\"") ? "double" : "single"
        let mark = quote == UInt8(ascii: "\"") ? "\"" : "'"
        throw error("unclosed \(name) quote: expected a closing \(mark) before the end of the front matter", at: opening)
    }

    /// Consumes the line breaks at `index` and the next line's indentation: one break is a space, each more a newline.
    mutating func foldLineBreaks(into output: inout [UInt8]) {
        var breaks = 0
        while index < end, Self.isLineBreak(bytes[index]) || Self.isSpace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == end || bytes[index + 1] != UInt8(ascii: "\n"))) {
                breaks += 1
            }
            index += 1
        }
        if breaks == 1 {
            output.append(UInt8(ascii: " "))
        } else {
            output.append(contentsOf: Array(repeating: UInt8(ascii: "\n"), count: breaks - 1))
        }
    }

    /// A backslash escape of a double-quoted string: YAML's (a superset of JSON's), `\xF6`, `\u00F6`, `\U0001F600`
    /// and a UTF-16 pair of `\u`s as JSON writes a character past U+FFFF.
    mutating func escape(into output: inout [UInt8]) throws(Diagnostic) {
        let start = index
        index += 1
        guard index < end else { throw error("expected a character after '\\'", at: start) }
        let byte = bytes[index]
        index += 1
        if let simple = Self.simpleEscapes[byte] {
            output.append(contentsOf: simple.utf8)
            return
        }
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // An escaped line break joins the lines without a space.
            while index < end, Self.isLineBreak(bytes[index]) || Self.isSpace(bytes[index]) { index += 1 }
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = byte == UInt8(ascii: "x") ? 2 : byte == UInt8(ascii: "u") ? 4 : 8
            guard var code = hexNumber(digits: digits) else {
                throw error("expected \(digits) hex digits after '\\\(Character(Unicode.Scalar(byte)))'", at: start)
            }
            if byte == UInt8(ascii: "u"), (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: "\\u".utf8) {
                index += 2
                guard let low = hexNumber(digits: 4), (0xDC00..<0xE000).contains(low) else {
                    throw error("expected a low surrogate '\\uDC00'…'\\uDFFF' after the high surrogate", at: start)
                }
                code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("'\\\(Character(Unicode.Scalar(byte)))' names no character", at: start) }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))': use \\\", \\\\, \\n, \\t, \\xXX or \\uXXXX", at: start)
        }
    }

    /// The escapes that stand for one character, by the byte after the backslash.
    private static let simpleEscapes: [UInt8: String] = [
        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: " "): " ", UInt8(ascii: "\t"): "\t",
        UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "0"): "\0",
        UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}",
        UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
        UInt8(ascii: "P"): "\u{2029}",
    ]

    /// The number written in `digits` hex digits at `index`, which it moves past them; nil when they are not there.
    private mutating func hexNumber(digits: Int) -> UInt32? {
        guard index + digits <= end, bytes[index..<index + digits].allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 | 0x20 }),
              let code = UInt32(String(decoding: bytes[index..<index + digits], as: UTF8.self), radix: 16) else { return nil }
        index += digits
        return code
    }
}
