/// Writes strings as JSON literals. `<`, `>` and `&` are escaped too, so the
/// JSON can sit inside an HTML `<script>` without ending it. Works on UTF-8
/// bytes and copies runs that need no escaping in one go: search indexes
/// quote every page's text.
public enum JSONString {
    /// `"text"` with JSON escapes.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var text = text
        text.withUTF8 { appendQuoted($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the UTF-8 `text` to `output` as `quoted` writes it, without making a string of either.
    public static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < text.count {
            // Most bytes of text need no escape: eight at a time are skipped with a few word operations
            // (search fragments hold whole pages), the others tested one by one.
            if index + 8 <= text.count, !mayNeedEscape(UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = text[index]
            let escape = mayNeedEscape(byte) ? escapeSequence(for: byte, following: text, at: index) : nil
            guard let escape else {
                index += 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            output.append(contentsOf: escape.utf8)
            index += byte == 0xE2 ? 3 : 1
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        output.append(UInt8(ascii: "\""))
    }

    /// Controls, `"`, `\`, `<`, `>`, `&`, and 0xE2, which starts U+2028 and U+2029. ASCII is looked up
    /// in two 64-bit masks: one test a byte rather than up to seven comparisons.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        let below64: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        let from64: UInt64 = 1 << (0x5C - 64)
        if byte < 64 { return below64 >> byte & 1 != 0 }
        if byte < 128 { return from64 >> (byte - 64) & 1 != 0 }
        return byte == 0xE2
    }

    /// Whether any of eight bytes may need an escape (as `mayNeedEscape(_: UInt8)`; a byte past one that
    /// does may be reported too). Bit tricks on a word: a byte below 0x20, or one equal to a given byte
    /// (`"` and `&` differ in one bit, as `<` and `>` do, so each pair is one test).
    private static func mayNeedEscape(_ bytes: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
        let hasControl = (bytes &- 0x20 &* ones) & ~bytes & highBits != 0
        return hasControl || hasZeroByte((bytes | 0x04 &* ones) ^ 0x26 &* ones) || hasZeroByte((bytes | 0x02 &* ones) ^ 0x3E &* ones)
            || hasZeroByte(bytes ^ 0x5C &* ones) || hasZeroByte(bytes ^ 0xE2 &* ones)
    }

    private static func escapeSequence(for byte: UInt8, following bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        case UInt8(ascii: "<"): return "\\u003c"
        case UInt8(ascii: ">"): return "\\u003e"
        case UInt8(ascii: "&"): return "\\u0026"
        case 0..<0x20:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case 0xE2:
            // U+2028 and U+2029 end lines in JavaScript: E2 80 A8 / E2 80 A9.
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
            switch bytes[index + 2] {
            case 0xA8: return "\\u2028"
            case 0xA9: return "\\u2029"
            default: return nil
            }
        default:
            return nil
        }
    }
}
