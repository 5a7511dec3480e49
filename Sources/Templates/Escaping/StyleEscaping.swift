/// Text printed into CSS: values pass only when they are plainly safe; inside strings everything
/// that could end the string or the style sheet is a CSS escape.
enum StyleEscaping {
    /// What an unsafe value becomes: an unknown keyword, which CSS ignores.
    static let placeholder = "sitegen-unsafe"

    /// Whether `value` is one or more colors (`#1e90ff`), lengths or numbers (`1.5rem`, `-2px`,
    /// `50%`), keywords (`bold`, `sans-serif`) or simple quoted strings, separated by spaces or commas.
    static func isPlainlySafe(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var index = 0
        var sawToken = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard let end = tokenEnd(bytes, from: index) else { return false }
            index = end
            sawToken = true
        }
        return sawToken
    }

    /// The end of one safe token at `start`, or nil when there is none.
    private static func tokenEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < bytes.count, bytes[index] != first {
                let byte = bytes[index]
                if byte < 0x20 || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { return nil }
                index += 1
            }
            return index < bytes.count ? index + 1 : nil
        }
        var index = start
        let isWordByte = { (byte: UInt8) in isIdentifierByte(byte) || byte == UInt8(ascii: "-") }
        if first == UInt8(ascii: "#") { index += 1 }
        while index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") { index += 1 }
        guard index > start + (first == UInt8(ascii: "#") ? 1 : 0) else { return nil }
        let word = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        // Old Internet Explorer ran `expression(…)`; no keyword of that spelling is needed in CSS.
        guard !word.contains("expression"), !word.contains("javascript") else { return nil }
        return index
    }

    /// Escapes `text` for the inside of a CSS string: anything but letters, digits, spaces and
    /// harmless punctuation becomes `\hex `.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            if byte >= 0x80 || isIdentifierByte(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "#") {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "\\"))
                output.append(contentsOf: String(byte, radix: 16).utf8)
                output.append(UInt8(ascii: " "))
            }
        }
    }

    /// Trusted CSS (`| safe`) as written, except that `<` cannot end the style sheet.
    static func appendTrusted(_ css: String, to output: inout [UInt8]) {
        for byte in css.utf8 {
            if byte == UInt8(ascii: "<") {
                output.append(contentsOf: "\\3c ".utf8)
            } else {
                output.append(byte)
            }
        }
    }
}
