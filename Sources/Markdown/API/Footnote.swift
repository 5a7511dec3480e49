/// A footnote definition (`[^label]: text`, `.footnotes`) that the document references, in the
/// order of its first reference.
public struct Footnote: Sendable, Hashable {
    /// The label as its definition writes it (the `fn-` and `fnref-` ids are made from it).
    public var label: String
    /// The definition's content.
    public var blocks: [Block]
    /// How many `[^label]` references point here (one back link each).
    public var referenceCount: Int

    /// Creates a footnote.
    public init(label: String, blocks: [Block], referenceCount: Int) {
        self.label = label
        self.blocks = blocks
        self.referenceCount = referenceCount
    }
}

/// A `[^label]` reference to a footnote the document defines.
public struct FootnoteReference: Sendable, Hashable {
    /// The label of the definition referred to, as the definition writes it.
    public var label: String
    /// The footnote's number: 1 for the first footnote referenced, and so on.
    public var number: Int
    /// 1 for the footnote's first reference, 2 for its second…
    public var occurrence: Int

    /// Creates a reference.
    public init(label: String, number: Int, occurrence: Int) {
        self.label = label
        self.number = number
        self.occurrence = occurrence
    }
}
