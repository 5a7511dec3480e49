/// A folder of Content/: its index page, its pages and its subsections, each in navigation order.
public struct Section: Sendable {
    /// The folder: `` for the root, `docs`, `docs/guides`.
    public var path: String
    /// The section's index page, when it has one.
    public var indexPage: Int?
    /// Pages directly in the folder (not the index), by weight, then title.
    public var pages: [Int]
    /// Folders directly inside, by their index page's weight, then title.
    public var subsections: [String]
    /// The index page's title, else the folder name.
    public var title: String
    /// Pages and subsections interleaved in navigation order, as the sidebar lists them.
    public var entries: [Entry]

    /// One line of a section in the sidebar.
    public enum Entry: Sendable, Equatable {
        case page(Int)
        case section(String)
    }

    /// How deep the folder is: 0 for the root, 1 for `docs`.
    public var depth: Int {
        path.isEmpty ? 0 : path.split(separator: "/").count
    }
}
