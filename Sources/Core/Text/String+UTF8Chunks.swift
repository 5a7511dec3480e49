extension String {
    /// `bytes` as a string (invalid UTF-8 repaired), made a kilobyte at a time: the standard library
    /// checks a buffer for ASCII a word at a time, but validates a buffer with any other character byte
    /// by byte. Nearly every real page has some such character, but most of its kilobytes have none:
    /// validated whole, a page went byte by byte; a kilobyte at a time, most of it goes a word at a time.
    public init(decodingInChunks bytes: UnsafeBufferPointer<UInt8>) {
        self = ""
        reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            var end = Swift.min(start + 1024, bytes.count)
            // Never inside a character: UTF-8 continuation bytes are 10xxxxxx.
            while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            start = end
        }
    }
}
