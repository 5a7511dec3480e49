/// How search splits text into words, on UTF-8 bytes. search.js splits the
/// reader's query the same way, so the two must change together:
/// - a word is a run of ASCII letters and digits and non-ASCII characters,
///   except the no-break space (U+00A0) and General Punctuation (U+2000–U+206F:
///   dashes, curly quotes, ellipsis), which separate words as spaces do;
/// - ASCII letters are lower-cased; other characters are kept as they are;
/// - one-byte words (`a`, the `s` of `it's`) and words over 40 bytes are left out.
enum SearchTokenizer {
    static let maximumLength = 40

    /// Calls `body` with each word of `text`, lower-cased, in order.
    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    /// Calls `body` with each word of the UTF-8 `bytes`, lower-cased, in order. ASCII, most of any
    /// page, takes a short path: this loop sees every byte of every page's text.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { word in
            var length = 0
            var index = 0
            var tooLong = false
            func finish() {
                if length > 1 && !tooLong { body(UnsafeBufferPointer(rebasing: word[0..<length])) }
                length = 0
                tooLong = false
            }
            func add(_ byte: UInt8) {
                guard length < maximumLength else {
                    tooLong = true
                    return
                }
                word[length] = byte
                length += 1
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    // Digits have the lower-case bit (0x20) set already.
                    if isASCIIWordByte(byte) { add(byte | 0x20) } else { finish() }
                    index += 1
                    continue
                }
                let width = wordCharacterWidth(bytes, at: index)
                guard width > 0 else {
                    finish()
                    index += max(1, -width)
                    continue
                }
                for offset in 0..<width { add(bytes[index + offset]) }
                index += width
            }
            finish()
        }
    }

    /// The number of bytes of the non-ASCII word character at `index`, or minus the number of bytes of a separator.
    private static func wordCharacterWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + width <= bytes.count else { return -(bytes.count - index) }
        let next = width > 1 ? bytes[index + 1] : 0
        let isNoBreakSpace = byte == 0xC2 && next == 0xA0
        let isGeneralPunctuation = byte == 0xE2 && (next == 0x80 || next == 0x81)
        return isNoBreakSpace || isGeneralPunctuation ? -width : width
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }
}
