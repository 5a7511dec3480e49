/// A heading of a document, as the table of contents needs it.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public let level: Int
    /// The heading's text without markup.
    public let text: String
    /// The heading's `id`: nil unless the document was parsed with `.headingIDs` or gives it one with `{#id}`.
    public let id: String?
}

extension Heading {
    /// What a byte of heading text becomes in the heading's slug, the `id` the parser gives it before
    /// making it unique, when the text is ASCII: lower case, a space as `-`, `-` and `_` kept, other
    /// punctuation dropped (0). Nil for a byte of a non-ASCII character, whose slug is made from the
    /// text's Unicode scalars.
    // Inlinable: the site calls it once a byte of every heading's text to match links' fragments.
    @inlinable
    public static func slugByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): byte
        case UInt8(ascii: " "): UInt8(ascii: "-")
        case 0x80...: nil
        default: 0
        }
    }
}
