/// A heading of a document, as the table of contents needs it.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public let level: Int
    /// The heading's text without markup.
    public let text: String
    /// The heading's `id`: nil unless the document was parsed with `.headingIDs` or gives it one with `{#id}`.
    public let id: String?
}
