/// The fingerprint of a rendered file made from its pieces as they are written: the same as
/// `OutputFingerprint.text(bytes:)` of the whole text, which `Hasher.combineBytes(of:)` feeds as its
/// bytes followed by their count.
struct StreamedFingerprint {
    private var hasher = Hasher()
    private var count = 0

    /// Adds the next piece of the text.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        count += bytes.count
    }

    /// The fingerprint of the text added so far.
    func finalize() -> OutputFingerprint {
        var hasher = hasher
        hasher.combine(count)
        return .text(hasher.finalize())
    }
}
