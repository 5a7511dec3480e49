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

    mutating func escape(into output: inout [UInt8]) throws(Diagnostic) {
        let start = index
        index += 1
        guard index < end else { throw error("expected a character after '\\'", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: " "): output.append(byte)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "0"): output.append(0x00)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // An escaped line break joins the lines without a space.
            while index < end, Self.isLineBreak(bytes[index]) || Self.isSpace(bytes[index]) { index += 1 }
        case UInt8(ascii: "u"):
            guard index + 4 <= end, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(code)
            else { throw error("expected four hex digits after '\\u'", at: start) }
            index += 4
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))': use \\\", \\\\, \\n, \\t or \\uXXXX", at: start)
        }
    }
}
