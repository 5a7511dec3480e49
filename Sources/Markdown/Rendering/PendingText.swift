/// Adjacent text nodes, collected so that e-mail autolinks are looked for in them as one text. A
/// lone node (the common case) is handed on as a slice of the parser's buffer, without copying it first.
struct PendingText {
    private var single: ArraySlice<UInt8>?
    private var buffer: [UInt8] = []
    /// Where the first pending byte is in the parser's buffer (for autolink positions).
    private var start = 0

    mutating func add(_ slice: ArraySlice<UInt8>, at index: Int) {
        if let first = single {
            buffer.append(contentsOf: first)
            single = nil
        } else if buffer.isEmpty {
            single = slice
            start = index
            return
        }
        buffer.append(contentsOf: slice)
    }

    /// The pending text and where it started; nil when there is none.
    mutating func take() -> (ArraySlice<UInt8>, Int)? {
        if let slice = single {
            single = nil
            return (slice, start)
        }
        guard !buffer.isEmpty else { return nil }
        defer { buffer.removeAll(keepingCapacity: true) }
        return (buffer[...], start)
    }
}
