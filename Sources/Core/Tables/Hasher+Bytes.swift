extension Hasher {
    /// Feeds a string's UTF-8 bytes to the hasher. `combine(_: String)` first brings the string to a
    /// Unicode normal form, which is far slower and not needed where strings of the same
    /// origin are compared (fingerprints of a build's own inputs and outputs).
    public mutating func combineBytes(of text: String) {
        var text = text
        text.withUTF8 { combineCounted(UnsafeRawBufferPointer($0)) }
    }

    /// Feeds UTF-8 bytes to the hasher as `combineBytes(of:)` feeds the same text.
    public mutating func combineBytes(of bytes: [UInt8]) {
        bytes.withUnsafeBytes { combineCounted($0) }
    }

    /// The count follows the bytes, so that a text fed in pieces as it is made, with its count after the
    /// last, is fed as the whole text is (see `StreamedFingerprint`).
    private mutating func combineCounted(_ bytes: UnsafeRawBufferPointer) {
        combine(bytes: bytes)
        combine(bytes.count)
    }
}
