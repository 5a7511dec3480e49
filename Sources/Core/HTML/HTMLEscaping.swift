/// The one place where text becomes HTML. Everything sitegen writes into HTML
/// goes through `text` (element content) or `attribute` (a quoted attribute
/// value); raw output is always an explicit choice of the caller.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for element content.
    public static func text(_ string: String) -> String {
        escape(string, quotesToo: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a value inside double or single quotes.
    public static func attribute(_ string: String) -> String {
        escape(string, quotesToo: true)
    }

    /// Appends `bytes` to `output`, escaped for element content.
    @inlinable
    public static func appendText<Bytes: Collection>(_ bytes: Bytes, to output: inout [UInt8]) where Bytes.Element == UInt8 {
        append(bytes, quotesToo: false, to: &output)
    }

    /// Appends `bytes` to `output`, escaped for a quoted attribute value.
    @inlinable
    public static func appendAttribute<Bytes: Collection>(_ bytes: Bytes, to output: inout [UInt8]) where Bytes.Element == UInt8 {
        append(bytes, quotesToo: true, to: &output)
    }

    /// The most bytes escaping writes for one byte of text (`&quot;`): room for a text's escaped form.
    @usableFromInline static let maximumEscapedLength = 6

    /// Writes `bytes` escaped for element content at `destination`, which has room for
    /// `maximumEscapedLength` bytes per byte of `bytes`; returns how many bytes it wrote. For a writer
    /// that owns its buffer (`HTMLBuffer`): appending to an array costs a uniqueness check per byte,
    /// or a generic copy per run, which for short tokens was more than the bytes themselves.
    @inlinable
    static func writeText(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        write(bytes, quotesToo: false, to: destination)
    }

    /// Writes `bytes` escaped for a quoted attribute value, as `writeText` does for element content.
    @inlinable
    static func writeAttribute(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        write(bytes, quotesToo: true, to: destination)
    }

    /// Text of fewer than 16 bytes (a highlighted token, a word between markup) goes byte by byte:
    /// scanning it a word at a time first cost more than its bytes.
    @inlinable
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, quotesToo: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        guard bytes.count >= 16 else {
            for byte in bytes {
                if needsEscaping(byte, quotesToo: quotesToo) {
                    written += writeEntity(of: byte, to: destination + written)
                } else {
                    destination[written] = byte
                    written += 1
                }
            }
            return written
        }
        var runStart = 0
        while true {
            let index = firstIndexNeedingEscape(in: bytes, from: runStart, quotesToo: quotesToo)
            (destination + written).update(from: base + runStart, count: index - runStart)
            written += index - runStart
            guard index < bytes.count else { return written }
            written += writeEntity(of: bytes[index], to: destination + written)
            runStart = index + 1
        }
    }

    /// Writes the entity of a byte `needsEscaping` found; returns its length.
    @inlinable
    static func writeEntity(of byte: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let entity = entity(of: byte)
        destination.update(from: entity.utf8Start, count: entity.utf8CodeUnitCount)
        return entity.utf8CodeUnitCount
    }

    // No array literals here: in an @inlinable body, Swift 6.3 outlines them as weak globals
    // (`…Tv0_`, `…Tv1_`) numbered per module, and the linker then mixed up the entities of
    // modules that both inline this function (`&` came out as `&#39;` in release builds).
    /// The entity of a byte `needsEscaping` found: the one table both the array and the pointer writers use.
    @inlinable
    static func entity(of byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "'"): "&#39;"
        default: "&quot;"
        }
    }

    /// Copies runs that need no escaping in bulk: byte-by-byte appends were a large part of the
    /// Markdown renderer's time. Text of fewer than 16 bytes (a highlighted token, mostly) goes
    /// byte by byte: two bulk copies cost more than its bytes.
    @inlinable
    static func append<Bytes: Collection>(_ bytes: Bytes, quotesToo: Bool, to output: inout [UInt8]) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            guard buffer.count >= 16 else {
                for byte in buffer { appendEscaped(byte, quotesToo: quotesToo, to: &output) }
                return
            }
            var runStart = 0
            var index = firstIndexNeedingEscape(in: buffer, from: 0, quotesToo: quotesToo)
            while index < buffer.count {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                appendEscaped(buffer[index], quotesToo: quotesToo, to: &output)
                runStart = index + 1
                index = firstIndexNeedingEscape(in: buffer, from: runStart, quotesToo: quotesToo)
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
        if done == nil {
            for byte in bytes {
                appendEscaped(byte, quotesToo: quotesToo, to: &output)
            }
        }
    }

    /// The index of the first byte from `start` on that needs escaping, or the buffer's count.
    /// Eight bytes are tested at once, so prose, which rarely needs escaping, costs a few
    /// operations per word; only a word that may hold a special is looked at byte by byte.
    @inlinable
    static func firstIndexNeedingEscape(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, quotesToo: Bool) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        var index = start
        while index + 8 <= buffer.count {
            if mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), quotesToo: quotesToo) {
                for lane in index..<(index + 8) where needsEscaping(buffer[lane], quotesToo: quotesToo) { return lane }
            }
            index += 8
        }
        while index < buffer.count, !needsEscaping(buffer[index], quotesToo: quotesToo) { index += 1 }
        return index
    }

    /// Whether a byte of `word` may need escaping (never false when one does). A byte equals `c`
    /// when `byte ^ c` is zero; setting one bit first lets one test find two specials that differ in
    /// it: `<` and `>` (0x3C, 0x3E), `"` and `&` (0x22, 0x26), and with quotes `'` (0x27, which
    /// also lets `#` and the other two through).
    @inlinable
    static func mayNeedEscaping(_ word: UInt64, quotesToo: Bool) -> Bool {
        let lanes = 0x0101_0101_0101_0101 as UInt64
        var zeroes = hasZeroByte((word | lanes &* 0x02) ^ (lanes &* 0x3E)) | hasZeroByte((word | lanes &* 0x04) ^ (lanes &* 0x26))
        if quotesToo { zeroes |= hasZeroByte((word | lanes &* 0x05) ^ (lanes &* 0x27)) }
        return zeroes != 0
    }

    /// Nonzero exactly when one of the eight bytes of `word` is zero.
    @inlinable
    static func hasZeroByte(_ word: UInt64) -> UInt64 {
        let lanes = 0x0101_0101_0101_0101 as UInt64
        return (word &- lanes) & ~word & (lanes &* 0x80)
    }

    @inlinable
    static func needsEscaping(_ byte: UInt8, quotesToo: Bool) -> Bool {
        // All five are below 0x40; letters and UTF-8 bytes are settled by the first comparison.
        byte < 0x40 && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || (quotesToo && byte == UInt8(ascii: "'")))
    }

    @inlinable
    static func appendEscaped(_ byte: UInt8, quotesToo: Bool, to output: inout [UInt8]) {
        guard needsEscaping(byte, quotesToo: quotesToo) else { return output.append(byte) }
        entity(of: byte).withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// The bulk copies of `append`, and the result made a kilobyte at a time: escaping byte by byte,
    /// a feed's entries (whole pages of HTML) were a measurable part of every build.
    private static func escape(_ string: String, quotesToo: Bool) -> String {
        var string = string
        let escaped: String? = string.withUTF8 { bytes in
            guard firstIndexNeedingEscape(in: bytes, from: 0, quotesToo: quotesToo) < bytes.count else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8 + 16)
            append(bytes, quotesToo: quotesToo, to: &output)
            return output.withUnsafeBufferPointer { String(decodingInChunks: $0) }
        }
        return escaped ?? string
    }
}
