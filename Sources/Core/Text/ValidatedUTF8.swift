/// Bytes known to be well-formed UTF-8: checked once where they came in (`init?(checking:)`), so that
/// what reads them later (a page's Markdown, after the build has read and checked its file) does not
/// check them again.
public struct ValidatedUTF8: Sendable {
    /// The bytes.
    public let bytes: [UInt8]

    /// `bytes`, if they are well-formed UTF-8.
    public init?(checking bytes: [UInt8]) {
        guard UTF8Validation.isValid(bytes) else { return nil }
        self.bytes = bytes
    }

    /// Bytes the caller knows to be well-formed: a part of checked text that starts and ends between
    /// characters, or checked text kept and read back whole.
    public init(checked bytes: [UInt8]) {
        self.bytes = bytes
    }
}
