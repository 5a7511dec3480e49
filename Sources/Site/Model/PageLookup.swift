import Core

/// A page's position by a string the page already holds (its URL, its Content/ path), in a `PositionTable`:
/// the strings are not copied. A `[String: Int]` of every page's kept each key again, two of them a build.
struct PageLookup: Sendable {
    /// Which of a page's strings the table is keyed by.
    enum Key: Sendable {
        case url
        /// The URL percent-decoded, as links name pages once resolved (`LinkResolver.Target.path`).
        case decodedURL
        case contentPath

        func of(_ page: Page) -> String {
            switch self {
            case .url: page.route.url
            case .decodedURL: PercentEncoding.decoded(page.route.url)
            case .contentPath: page.contentPath
            }
        }
    }

    private let key: Key
    private let pages: [Page]
    private let table: PositionTable

    /// A table of `pages` by `key`; of pages with the same key, the last is found.
    init(_ pages: [Page], by key: Key) {
        self.key = key
        self.pages = pages
        table = PositionTable(count: pages.count) { key.of(pages[$0]) }
    }

    /// The same table over other pages that have the same keys at the same positions.
    init(_ pages: [Page], sameKeysAs other: PageLookup) {
        key = other.key
        self.pages = pages
        table = other.table
    }

    /// The position of the page whose key is `text`, nil when no page has it.
    subscript(_ text: String) -> Int? {
        table.position(of: text) { key.of(pages[$0]) }
    }
}
