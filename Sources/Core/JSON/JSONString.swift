/// Writes strings as JSON literals: the one JSON string writer, for generated files and the
/// templates' `json` filter alike. `<`, `>` and `&` are escaped too, so the JSON can sit inside an
/// HTML `<script>` without ending it, and U+2028 and U+2029, which end a line in older JavaScript.
/// Works on UTF-8 bytes and copies runs that need no escaping in one go.
public enum JSONString {
    /// `"text"` with JSON escapes.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` to `output` as `quoted` writes it; `escapingApostrophes` writes `'` as `\u0027`
    /// too, for JSON that may go inside a single-quoted HTML attribute.
    public static func appendQuoted(_ text: String, escapingApostrophes: Bool = false, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, escapingApostrophes: escapingApostrophes, to: &output) }
    }

    /// Appends the UTF-8 `text` to `output` as `quoted` writes it, without making a string of either.
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, escapingApostrophes: Bool = false, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < text.count {
            // Most bytes of text need no escape: eight at a time are skipped with a few word operations,
            // and the first that may need one is found in the eight.
            if index &+ 8 <= text.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self))
                let candidates = escapeCandidates(word) | (escapingApostrophes ? apostrophes(word) : 0)
                guard candidates != 0 else {
                    index &+= 8
                    continue
                }
                index &+= candidates.trailingZeroBitCount &>> 3
            }
            let byte = text[index]
            let isCandidate = mayNeedEscape(byte) || (escapingApostrophes && byte == UInt8(ascii: "'"))
            guard isCandidate, let code = escapedCode(of: byte, following: text, at: index) else {
                index &+= 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            appendEscape(code, to: &output)
            index &+= byte == 0xE2 ? 3 : 1
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

    /// Bit 7 of each of eight bytes that may need an escape, and of a few that do not (`^`, `|` and `~`,
    /// rare in text); a byte past a marked one may be marked too, never one before it, so the lowest
    /// mark is a byte to look at. Bit tricks on a word, without a branch: a byte below 0x20, or one
    /// that setting some bits makes equal to a given byte (`"` and `&` differ in one bit; `<`, `>` and
    /// `\` in two).
    private static func escapeCandidates(_ bytes: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        let control = (bytes &- 0x20 &* ones) & ~bytes
        let quoteOrAmpersand = zeroBytes((bytes | 0x04 &* ones) ^ 0x26 &* ones)
        let angleBracketOrBackslash = zeroBytes((bytes | 0x62 &* ones) ^ 0x7E &* ones)
        let lineSeparatorStart = zeroBytes(bytes ^ 0xE2 &* ones)
        return (control | quoteOrAmpersand | angleBracketOrBackslash | lineSeparatorStart) & 0x8080_8080_8080_8080
    }

    /// Bit 7 of each of eight bytes that is `'` (and perhaps of a byte past one that is; see `escapeCandidates`).
    private static func apostrophes(_ bytes: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let word = bytes ^ 0x27 &* ones
        return (word &- ones) & ~word & 0x8080_8080_8080_8080
    }

    /// The code point `\u` would escape the byte at `index` as (the byte itself, or U+2028/U+2029 for
    /// the three bytes that start there), or nil when it needs no escape.
    private static func escapedCode(of byte: UInt8, following bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard byte == 0xE2 else { return UInt16(byte) }
        // U+2028 and U+2029 end lines in JavaScript: E2 80 A8 / E2 80 A9.
        guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0xA8: return 0x2028
        case 0xA9: return 0x2029
        default: return nil
        }
    }

    /// Appends `\"`, `\\`, `\n`, `\r` or `\t` for those, `\u` and four hexadecimal digits for any other code.
    private static func appendEscape(_ code: UInt16, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch code {
        case 0x22, 0x5C: output.append(UInt8(code))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hexDigits[Int(code >> UInt16(shift) & 0xF)])
            }
        }
    }

    private static var hexDigits: StaticString { "0123456789abcdef" }
}

private extension StaticString {
    subscript(index: Int) -> UInt8 { utf8Start[index] }
}
