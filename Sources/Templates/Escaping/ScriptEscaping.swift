/// Text printed inside JavaScript strings, template literals and regular expressions: nothing in
/// it can end the string, the script element or the line.
enum ScriptEscaping {
    /// Escapes `text` for the inside of a string, template literal (`templateLiteral`) or regular
    /// expression (`regex`: its special characters match themselves).
    static func append(_ text: String, regex: Bool, templateLiteral: Bool, to output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x5C: output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            default:
                if needsEscape(value, regex: regex, templateLiteral: templateLiteral) {
                    appendUnicodeEscape(value, to: &output)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    /// Controls, quotes of every kind, `&`, `/`, `<`, `>`, the line separators; `$`, `{`, `}` in a
    /// template literal; every operator character in a regular expression.
    private static func needsEscape(_ value: UInt32, regex: Bool, templateLiteral: Bool) -> Bool {
        switch value {
        case 0..<0x20, 0x22, 0x26, 0x27, 0x2F, 0x3C, 0x3E, 0x60, 0x2028, 0x2029: true
        case 0x24, 0x7B, 0x7D: templateLiteral || regex
        case 0x28, 0x29, 0x2A, 0x2B, 0x2D, 0x2E, 0x3F, 0x5B, 0x5D, 0x5E, 0x7C: regex
        default: false
        }
    }

    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: "\\u".utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Trusted script (`| json`, `| safe`) as written, except that `</` cannot end the script element.
    static func appendTrusted(_ code: String, to output: inout [UInt8]) {
        var previous: UInt8 = 0
        for byte in code.utf8 {
            if previous == UInt8(ascii: "<"), byte == UInt8(ascii: "/") { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
            previous = byte
        }
    }
}
