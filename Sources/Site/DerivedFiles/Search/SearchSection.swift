/// A section of a page's readable text given as strings (see `SearchText`, which
/// holds a page's sections as bytes): the heading (nil for the text before the
/// first one), its anchor and level, and the text of the blocks that follow it.
struct SearchSection: Sendable, Equatable {
    var heading: String?
    /// The heading's anchor.
    var id: String?
    var level: Int
    var text: String
}
