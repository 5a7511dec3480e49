/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or scalars past
/// U+10FFFF), and where they stop being so: a page saved in another encoding is reported with the
/// exact offset instead of being silently mangled. Every page's bytes are checked, so ASCII, most of
/// real text, is checked 32 bytes at a time: the standard library's `String(validating:as:)` cost
/// far more.
public enum UTF8Validation {
    /// Whether all of `bytes` is well-formed UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        firstInvalidOffset(in: bytes) == nil
    }

    /// The offset of the first byte of the first ill-formed sequence (a stray continuation byte, or
    /// the lead byte of a sequence that is cut short, overlong, a surrogate or past U+10FFFF), or nil.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(firstInvalidOffset(in:))
    }

    /// The index in `bytes` of the first byte of the first ill-formed sequence, or nil.
    public static func firstInvalidIndex(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer(firstInvalidOffset(in:)).map { bytes.startIndex + $0 }
    }

    static func firstInvalidOffset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var index = 0
        while index < buffer.count {
            if index + 32 <= buffer.count, isASCII(UnsafeRawPointer(base + index)) {
                index += 32
            } else if index + 8 <= buffer.count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits == 0 {
                index += 8
            } else if buffer[index] < 0x80 {
                index += 1
            } else if let length = sequenceLength(buffer, at: index) {
                index += length
            } else {
                return index
            }
        }
        return nil
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether the 32 bytes at `start` are all ASCII: four words tested at once, which costs less
    /// than testing them one at a time.
    private static func isASCII(_ start: UnsafeRawPointer) -> Bool {
        let words = start.loadUnaligned(as: UInt64.self) | start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | start.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | start.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        return words & highBits == 0
    }

    /// The length of the well-formed sequence starting with the non-ASCII byte at `index`, or nil.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        // The second byte's range depends on the first (which rules out overlong forms, surrogates and
        // scalars past U+10FFFF); the later ones are any continuation byte.
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch buffer[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard index + length <= buffer.count, buffer[index + 1] >= low, buffer[index + 1] <= high else { return nil }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
