/// A section of a page's readable text given as strings (see `SearchText`, which
/// holds a page's text as runs of its plain text): the heading (nil for the text before the
/// first one) and the text of the blocks that follow it.
struct SearchSection: Sendable, Equatable {
    var heading: String?
    var text: String
}
