import Core

/// Every page's URL by its Content/ path, and the pages' decoded paths by their lowercase form: what links
/// resolve against. Two lists sharing the pages' strings and routes (most of which spell their URL from the
/// Content/ path, see `Route`) and two `PositionTable`s, where two dictionaries were a large part of what a
/// build held until the site's link warnings were made.
struct PageURLs: Sendable {
    /// The pages' Content/ paths, and their routes at the same positions.
    let contentPaths: [String]
    let routes: [Route]
    private let byContentPath: PositionTable
    /// By the decoded URL's lowercase form: URLs are lowercase by default (as in Hugo), and a link written
    /// `/functions/HasSuffix/` still means the page now at `/functions/hassuffix/`.
    private let byLowercasePath: PositionTable

    init(contentPaths: [String], routes: [Route]) {
        precondition(contentPaths.count == routes.count, "a route for each page")
        self.contentPaths = contentPaths
        self.routes = routes
        byContentPath = PositionTable(count: contentPaths.count) { contentPaths[$0] }
        byLowercasePath = PositionTable(count: routes.count) { Self.lowercasePath(routes[$0].url) }
    }

    /// The URL of the page whose file is `contentPath` (`docs/setup.md` → `/docs/setup/`).
    func url(ofPage contentPath: String) -> String? {
        byContentPath.position(of: contentPath) { contentPaths[$0] }.map { routes[$0].url }
    }

    /// The decoded URL of a page whose decoded URL is `lowercase` but for case.
    func path(lowercased lowercase: String) -> String? {
        byLowercasePath.position(of: lowercase) { Self.lowercasePath(routes[$0].url) }.map { PercentEncoding.decoded(routes[$0].url) }
    }

    private static func lowercasePath(_ url: String) -> String {
        PercentEncoding.decoded(url).lowercaseKey
    }
}
