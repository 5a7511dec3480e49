/// Entity and numeric character references (`&amp;`, `&#35;`, `&#x22;`) and backslash escapes.
enum CharacterReference {
    /// Decodes the reference starting at the `&` at `index`; nil when the bytes are not a valid reference.
    static func decode(_ bytes: [UInt8], at index: Int, end: Int) -> (replacement: [UInt8], length: Int)? {
        var cursor = index + 1
        guard cursor < end else { return nil }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            guard cursor < end else { return nil }
            var value: UInt32 = 0
            var digits = 0
            if bytes[cursor] | 0x20 == UInt8(ascii: "x") {
                cursor += 1
                while cursor < end, bytes[cursor].isASCIIHexDigit, digits < 7 {
                    value = value * 16 + bytes[cursor].hexValue
                    digits += 1
                    cursor += 1
                }
                guard digits >= 1, digits <= 6 else { return nil }
            } else {
                while cursor < end, bytes[cursor].isASCIIDigit, digits < 8 {
                    value = value * 10 + UInt32(bytes[cursor] - 0x30)
                    digits += 1
                    cursor += 1
                }
                guard digits >= 1, digits <= 7 else { return nil }
            }
            guard cursor < end, bytes[cursor] == UInt8(ascii: ";") else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (Array(String(Character(scalar ?? "\u{FFFD}")).utf8), cursor + 1 - index)
        }
        let nameStart = cursor
        while cursor < end, cursor - nameStart <= EntityTable.longestName, bytes[cursor].isASCIIAlphanumeric { cursor += 1 }
        guard cursor < end, cursor > nameStart, bytes[cursor] == UInt8(ascii: ";"),
              let replacement = EntityTable.replacement(for: bytes[nameStart..<cursor]) else { return nil }
        return (replacement, cursor + 1 - index)
    }

    /// The bytes with backslash escapes (unless `escapes` is false) and character references decoded
    /// (link destinations, titles, info strings; autolinks take references only).
    static func unescape(_ bytes: [UInt8], from start: Int, to end: Int, escapes: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            if escapes, byte == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1].isASCIIPunctuation {
                output.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "&"), let (replacement, length) = decode(bytes, at: index, end: end) {
                output.append(contentsOf: replacement)
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// The string with escapes and references decoded.
    static func unescapedString(_ bytes: [UInt8], from start: Int, to end: Int, escapes: Bool = true) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
            // Most destinations and titles have nothing to decode: made from the bytes as they are,
            // they skip the byte-by-byte copy.
            guard text.contains(where: { $0 == UInt8(ascii: "&") || ($0 == UInt8(ascii: "\\") && escapes) }) else {
                return String(decoding: text, as: UTF8.self)
            }
            return String(decoding: unescape(bytes, from: start, to: end, escapes: escapes), as: UTF8.self)
        }
    }
}
