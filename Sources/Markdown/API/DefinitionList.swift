/// A definition list (`.definitionLists`): terms, each followed by one or more definitions.
public struct DefinitionList: Sendable, Hashable {
    /// A term or a definition, in document order.
    public enum Item: Sendable, Hashable {
        /// One line of terms, written as `<dt>`.
        case term([Inline])
        /// A definition, written as `<dd>`; tight (no `<p>` around its paragraphs) unless a blank
        /// line comes before its `:`.
        case definition([Block], isTight: Bool)
    }

    /// The terms and definitions in order.
    public var items: [Item]

    /// Creates a definition list.
    public init(items: [Item]) {
        self.items = items
    }
}
