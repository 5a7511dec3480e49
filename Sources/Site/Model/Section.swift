import Core

/// A folder of Content/: its index page, its pages and its subsections, each in navigation order.
struct Section: Sendable {
    /// The folder: `` for the root, `docs`, `docs/guides`.
    var path: String
    /// The section's index page, when it has one.
    var indexPage: Int?
    /// Pages directly in the folder (not the index), by weight, then title.
    var pages: [Int]
    /// Folders directly inside, by their index page's weight, then title.
    var subsections: [String]
    /// The index page's navigation title, else the folder name.
    var title: String
    /// Pages, link pages and subsections interleaved in navigation order, as the sidebar lists them.
    var entries: [Entry]

    /// One line of a section in the sidebar.
    enum Entry: Sendable, Equatable {
        case page(Int)
        case section(String)
        /// A link page, by its position in the index's links.
        case link(Int)
    }

    /// How deep the folder is: 0 for the root, 1 for `docs`.
    var depth: Int {
        path.isEmpty ? 0 : path.pathSegments().count
    }
}
