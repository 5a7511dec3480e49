/// Inline content of a paragraph, heading or table cell.
public enum Inline: Sendable, Hashable {
    /// Literal text (entities and escapes already decoded).
    case text(String)
    /// A line break inside a paragraph that is not a hard break.
    case softBreak
    /// Two spaces or a backslash at the end of a line.
    case hardBreak
    /// A code span's content.
    case code(String)
    /// Raw inline HTML, exactly as written.
    case html(String)
    /// `*text*` or `_text_`.
    case emphasis([Inline])
    /// `**text**` or `__text__`.
    case strong([Inline])
    /// `~~text~~` (`.strikethrough`).
    case strikethrough([Inline])
    /// A link, including autolinks.
    case link(Link)
    /// An image; its `content` is the alt text.
    case image(Link)
    /// `[^label]` where the document defines that footnote (`.footnotes`).
    case footnoteReference(FootnoteReference)
}

/// The target and content of a link or an image.
public struct Link: Sendable, Hashable {
    /// The destination with escapes and entities decoded, as written (not yet checked or rewritten).
    public var destination: String
    /// The title, if one was given.
    public var title: String?
    /// The link text, or an image's description.
    public var content: [Inline]
    /// Byte offset in the input of the `[`, `![` or `<` that starts the link (for `LinkOccurrence`).
    var sourceOffset: Int

    /// Creates a link target (not located in any input).
    public init(destination: String, title: String? = nil, content: [Inline]) {
        self.init(destination: destination, title: title, content: content, sourceOffset: 0)
    }

    init(destination: String, title: String?, content: [Inline], sourceOffset: Int) {
        self.destination = destination
        self.title = title
        self.content = content
        self.sourceOffset = sourceOffset
    }
}
