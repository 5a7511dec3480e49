/// How search splits text into words, on UTF-8 bytes. search.js splits the
/// reader's query the same way, so the two must change together
/// (SearchScriptWordsTests checks that they agree on a corpus):
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

    /// Calls `body` with each word of the UTF-8 `bytes`, lower-cased, in order. The word's buffer starts
    /// on an 8-byte boundary and is zero-filled to a whole number of 8 bytes, so that the stem cache
    /// can hash and compare a word 8 bytes at a time (see `PaddedWordMap`).
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2) { chunks in
            let word = UnsafeBufferPointer(start: UnsafeRawPointer(chunks.baseAddress!).assumingMemoryBound(to: UInt8.self), count: 16)
            forEachWord(in: bytes, short: { head, count in
                chunks[0] = head.littleEndian
                body(UnsafeBufferPointer(rebasing: word[0..<count]))
            }, twoChunk: { head, tail, count in
                (chunks[0], chunks[1]) = (head.littleEndian, tail.littleEndian)
                body(UnsafeBufferPointer(rebasing: word[0..<count]))
            }, other: body)
        }
    }

    /// `forEachWord(in:_:)` for a caller that takes the most common words as numbers, with no buffer
    /// to write and read back: calls `short` with each word of 2 to 8 ASCII bytes as its bytes,
    /// lower-cased, in a little-endian number zero-filled above them, and its length; `twoChunk` with
    /// each word of 9 to 16 ASCII bytes as its first 8 bytes and the rest so, and its length; and `other`
    /// with each other word as `forEachWord(in:_:)` gives it. Inlined, with its callers' closures, into one
    /// loop that keeps their state in registers: it runs for every word of every page.
    @inline(__always)
    static func forEachWord(
        in bytes: UnsafeBufferPointer<UInt8>, short: (UInt64, Int) -> Void, twoChunk: (UInt64, UInt64, Int) -> Void,
        other: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withUnsafeTemporaryAllocation(byteCount: (maximumLength + 7) / 8 * 8, alignment: 8) { buffer in
            let word = UnsafeBufferPointer(buffer.bindMemory(to: UInt8.self))
            forEachRun(in: bytes) { run in
                let length = run.upperBound &- run.lowerBound
                if length <= 8 {
                    // Most words: one load, a mask and no loop.
                    let chunk = eightBytes(of: bytes, from: run.lowerBound) & UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length)
                    if chunk & highBits == 0 {
                        if length > 1 { short(lowerCased(chunk), length) }
                        return
                    }
                } else if length <= 16 {
                    let head = eightBytes(of: bytes, from: run.lowerBound)
                    let tail = eightBytes(of: bytes, from: run.lowerBound &+ 8) & UInt64.max &>> UInt64(truncatingIfNeeded: 128 &- 8 &* length)
                    if (head | tail) & highBits == 0 { return twoChunk(lowerCased(head), lowerCased(tail), length) }
                } else if length <= maximumLength && copyLowerCased(bytes, run, to: buffer) {
                    return other(UnsafeBufferPointer(rebasing: word[0..<length]))
                }
                forEachWord(inNonASCIIRun: run, of: bytes) { range in
                    _ = copyLowerCased(bytes, range, to: buffer)
                    other(UnsafeBufferPointer(rebasing: word[0..<range.count]))
                }
            }
        }
    }

    /// Calls `body` with each run of ASCII letters and digits and non-ASCII bytes in `bytes`: the words,
    /// unless a run holds a non-ASCII separator. This loop sees every byte of every page's text, so it
    /// tells which of 64 bytes are in a run with a few operations on each 8 of them, and takes the runs
    /// off that mask a run at a time rather than a byte at a time: adding a run's lowest bit to the mask
    /// clears the run and sets the bit after it, where the next byte is not in the run.
    @inline(__always)
    private static func forEachRun(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { lastBlock in
            /// Where the run that reached the end of the last block starts, or -1.
            var openStart = -1
            var block = 0
            while block < bytes.count {
                var inRun = runBits(of: block + 64 <= bytes.count ? UnsafeRawPointer(bytes.baseAddress! + block) : zeroFilled(bytes[block...], lastBlock))
                if openStart >= 0 {
                    // The open run goes on through the block's first bytes in a run, if any (through all of them if the sum is 0).
                    let carried = inRun &+ 1
                    if carried != 0 {
                        body(Range(uncheckedBounds: (openStart, block &+ carried.trailingZeroBitCount)))
                        openStart = -1
                    }
                    inRun &= carried
                }
                while inRun != 0 {
                    let start = inRun & (0 &- inRun)
                    let carried = inRun &+ start
                    guard carried != 0 else {
                        openStart = block &+ start.trailingZeroBitCount
                        break
                    }
                    body(Range(uncheckedBounds: (block &+ start.trailingZeroBitCount, block &+ carried.trailingZeroBitCount)))
                    inRun &= carried
                }
                block &+= 64
            }
            if openStart >= 0 { body(openStart..<bytes.count) }
        }
    }

    /// The last bytes of a text, fewer than 64, copied to `block` and followed by zeros, which are not in a run.
    private static func zeroFilled(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ block: UnsafeMutableRawBufferPointer) -> UnsafeRawPointer {
        block.initializeMemory(as: UInt8.self, repeating: 0)
        block.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes)))
        return UnsafeRawPointer(block.baseAddress!)
    }

    /// Bit `i` set if byte `i` of the 64 at `block` is in a run (an ASCII letter or digit, or not ASCII).
    @inline(__always)
    private static func runBits(of block: UnsafeRawPointer) -> UInt64 {
        var bits: UInt64 = 0
        for chunkIndex in 0..<8 {
            let chunk = UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 8 &* chunkIndex, as: UInt64.self))
            let inRun = runByteBits(chunk)
            // Bit 7 of each byte, gathered into the top byte by a multiply (no two partial products overlap).
            bits |= ((inRun &>> 7 &* 0x0102_0408_1020_4080) &>> 56) &<< UInt64(8 &* chunkIndex)
        }
        return bits
    }

    /// Calls `body` with each word of a run that is not all ASCII, or is too long to be a word unless it
    /// is: the run split at non-ASCII separators, without the words of one byte or over 40.
    @inline(__always)
    private static func forEachWord(inNonASCIIRun run: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        func take(_ word: Range<Int>) {
            if word.count > 1 && word.count <= maximumLength { body(word) }
        }
        var start = run.lowerBound
        var index = run.lowerBound
        while index < run.upperBound {
            let width = bytes[index] < 0x80 ? 1 : wordCharacterWidth(bytes, at: index)
            if width < 0 {
                take(start..<index)
                start = index - width
            }
            index += abs(width)
        }
        take(start..<max(start, run.upperBound))
    }

    /// The number of bytes of the non-ASCII word character at `index`, or minus the number of bytes of a separator.
    @inline(__always)
    private static func wordCharacterWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + width <= bytes.count else { return -(bytes.count - index) }
        let next = width > 1 ? bytes[index + 1] : 0
        let isNoBreakSpace = byte == 0xC2 && next == 0xA0
        // U+2000–U+206F is E2 80 80 to E2 81 AF: the superscripts after it (U+2070 on) are word characters.
        let isGeneralPunctuation = byte == 0xE2 && (next == 0x80 || (next == 0x81 && bytes[index + 2] < 0xB0))
        return isNoBreakSpace || isGeneralPunctuation ? -width : width
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bit 7 of each byte of `chunk` that is in a run: an ASCII letter or digit, or not ASCII. A 7-bit byte
    /// `x` is in `lo...hi` when `x + 0x80 - lo` has bit 7 set and `x + 0x7F - hi` has not, and as the second
    /// implies the first, when the two differ there; neither sum carries into the next byte.
    @inline(__always)
    private static func runByteBits(_ chunk: UInt64) -> UInt64 {
        let ascii = chunk & ~highBits
        let folded = ascii | 0x20 &* ones
        let digit = (ascii &+ (0x80 - 0x30) &* ones) ^ (ascii &+ (0x7F - 0x39) &* ones)
        let letter = (folded &+ (0x80 - 0x61) &* ones) ^ (folded &+ (0x7F - 0x7A) &* ones)
        // A non-ASCII byte is in a run whatever its low 7 bits made of the sums: its own bit 7 says so.
        return (digit | letter | chunk) & highBits
    }

    /// Writes the word `bytes[word]` to `buffer` 8 bytes at a time, lower-cased and zero-filled to a
    /// whole number of 8 bytes, and tells whether it is all ASCII.
    @inline(__always)
    private static func copyLowerCased(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, to buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var nonASCII: UInt64 = 0
        var offset = 0
        while offset < word.count {
            let rest = word.count &- offset
            let kept = rest >= 8 ? UInt64.max : (1 &<< UInt64(truncatingIfNeeded: rest &* 8)) &- 1
            let chunk = eightBytes(of: bytes, from: word.lowerBound &+ offset) & kept
            nonASCII |= chunk
            buffer.storeBytes(of: lowerCased(chunk).littleEndian, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        return nonASCII & highBits == 0
    }

    /// `chunk` with bit 0x20 set in each byte from 0x40 to 0x7F: ASCII letters lower-cased; digits, zeros
    /// and non-ASCII bytes as they are.
    @inline(__always)
    private static func lowerCased(_ chunk: UInt64) -> UInt64 {
        chunk | (chunk & ~(chunk &>> 1) & 0x4040_4040_4040_4040) &>> 1
    }

    /// The 8 bytes of `bytes` from `index` as a little-endian number, zero-filled past the end: one load,
    /// unless that would read past the end.
    @inline(__always)
    private static func eightBytes(of bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> UInt64 {
        guard index &+ 8 > bytes.count else {
            return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
        }
        var chunk: UInt64 = 0
        for offset in 0..<bytes.count - index { chunk |= UInt64(bytes[index + offset]) << (8 * offset) }
        return chunk
    }
}
