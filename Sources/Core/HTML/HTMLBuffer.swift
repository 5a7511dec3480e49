/// HTML being written, in UTF-8: its bytes are `storage[..<count]` and the bytes after them are
/// room, so that markup and escaped text are written through one pointer. Appending to an array
/// a run or a byte at a time costs a uniqueness check per byte or a generic copy per run, which
/// for the short pieces of HTML (tags, words between markup, highlighted tokens) was more than
/// the bytes themselves.
public struct HTMLBuffer {
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` are HTML.
    @usableFromInline var length = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 64))
    }

    /// How many bytes were written since the buffer was made or last emptied.
    public var count: Int { length }

    /// Whether no byte was written since the buffer was made or last emptied.
    public var isEmpty: Bool { length == 0 }

    /// The last byte written, if any.
    public var last: UInt8? { length > 0 ? storage[length - 1] : nil }

    /// Appends markup the caller trusts.
    @inlinable
    public mutating func append(_ markup: StaticString) {
        writing(atMost: markup.utf8CodeUnitCount) { destination in
            destination.update(from: markup.utf8Start, count: markup.utf8CodeUnitCount)
            return markup.utf8CodeUnitCount
        }
    }

    /// Appends bytes the caller trusts (markup, or text already escaped).
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        writing(atMost: bytes.count) { destination in
            destination.update(from: base, count: bytes.count)
            return bytes.count
        }
    }

    /// Appends `bytes` escaped for element content.
    @inlinable
    public mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        writing(atMost: bytes.count * HTMLEscaping.maximumEscapedLength) { HTMLEscaping.writeText(bytes, to: $0) }
    }

    /// Appends `bytes` escaped for a quoted attribute value.
    @inlinable
    public mutating func appendAttribute(_ bytes: UnsafeBufferPointer<UInt8>) {
        writing(atMost: bytes.count * HTMLEscaping.maximumEscapedLength) { HTMLEscaping.writeAttribute(bytes, to: $0) }
    }

    /// Runs `body` on the HTML written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<length])) }
    }

    /// Empties the buffer, keeping its room.
    public mutating func removeAll() {
        length = 0
    }

    /// The HTML written so far, without a copy; the buffer is empty, and without room, afterwards.
    public mutating func take() -> [UInt8] {
        var html: [UInt8] = []
        swap(&html, &storage)
        html.removeLast(html.count - length)
        length = 0
        return html
    }

    /// Runs `body` on the room after the HTML, made at least `size` bytes; `body` returns how many it wrote.
    @inlinable
    mutating func writing(atMost size: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if length + size > storage.count {
            storage.append(contentsOf: repeatElement(0, count: Swift.max(size, storage.count)))
        }
        let start = length
        length += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }
}
