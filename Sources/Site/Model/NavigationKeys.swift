/// The navigation keys of a section's pages, link pages and subsections, compared by position. Navigation order:
/// entries with a weight first, by weight; then by the title the navigation shows (`NaturalOrder`); then by URL
/// for stability.
/// The titles wait lowercased one after another in one buffer: a key a page, each with an array of its
/// title's bytes, was an allocation a page.
struct NavigationKeys {
    private var weights: [Int?] = []
    private var titles: [UInt8] = []
    /// Where each title ends in `titles`.
    private var titleEnds: [Int] = []
    /// The routes, for their URLs: most spell theirs from the page's Content/ path, and are compared as they are.
    private var routes: [Route] = []

    /// Keys with room for `count` of them, whose titles are about `titleBytes` long in all.
    init(capacity count: Int, titleBytes: Int) {
        weights.reserveCapacity(count)
        titleEnds.reserveCapacity(count)
        routes.reserveCapacity(count)
        titles.reserveCapacity(titleBytes)
    }

    var count: Int { routes.count }

    /// Adds a page's key at the next position.
    mutating func append(_ page: Page) {
        append(weight: page.metadata.weight, title: page.navigationTitle, route: page.route)
    }

    /// Adds a key at the next position.
    mutating func append(weight: Int?, title: String, route: Route) {
        weights.append(weight)
        titles.append(contentsOf: title.lowercased().utf8)
        titleEnds.append(titles.count)
        routes.append(route)
    }

    /// Whether the key at `lhs` comes before the one at `rhs`.
    func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        switch (weights[lhs], weights[rhs]) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        let order = titles.withUnsafeBufferPointer { bytes in
            NaturalOrder.compare(title(at: lhs, in: bytes), title(at: rhs, in: bytes))
        }
        return order != 0 ? order < 0 : routes[lhs].hasURL(before: routes[rhs])
    }

    private func title(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = position == 0 ? 0 : titleEnds[position - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<titleEnds[position]])
    }
}
