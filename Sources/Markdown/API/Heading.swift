/// A heading of a document, as the table of contents needs it.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's text without markup.
    public var text: String
    /// The heading's `id`; nil unless the document was parsed with `.headingIDs`.
    public var id: String?
    /// The heading's inline content as HTML (safe rendering), without the `<hN>` element.
    public var html: String

    /// Creates a heading entry.
    public init(level: Int, text: String, id: String?, html: String) {
        self.level = level
        self.text = text
        self.id = id
        self.html = html
    }
}
