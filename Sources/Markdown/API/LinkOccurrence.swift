/// A link or image found in a document, with where it was written (for link checking).
public struct LinkOccurrence: Sendable, Hashable {
    /// The destination as written, escapes and entities decoded.
    public var destination: String
    /// Whether this is an image.
    public var isImage: Bool
    /// 1-based line of the link in the input.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the link in the input.
    public var column: Int

    /// Creates an occurrence.
    public init(destination: String, isImage: Bool, line: Int, column: Int) {
        self.destination = destination
        self.isImage = isImage
        self.line = line
        self.column = column
    }
}
