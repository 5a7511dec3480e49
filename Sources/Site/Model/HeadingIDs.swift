import Core

/// The ids of a page's headings and of its raw HTML's elements, as what the link check asks of them: whether a page has an id (in any case
/// on a DocC page).
/// Kept with the page's cache entry and the link checker rather than with the page, which the render
/// step keeps: a build that is not remembered lets go of them after its content step, where as part of
/// every page they were kept (a hash a heading and an array's header) to its end.
struct HeadingIDs: Sendable, Equatable {
    /// The hash of each id (`idHash`), sorted: 4 bytes a heading rather than the id's text. A 32-bit hash
    /// takes an anchor no heading has for one of a page's twenty ids once in some 2 x 10^8 links to
    /// missing anchors; 64 bits would cost another 4 bytes a heading. Ignoring case, of each id lower-cased.
    let hashes: [UInt32]
    /// Whether an id is found in any case: on a page of a DocC catalog, whose ids keep their case as DocC's do
    /// where sitegen once wrote them in lower case, so that links to either reach the heading (`AnchorCase`, and
    /// the site's script for a reader who comes with the lower-case one).
    let ignoresCase: Bool

    /// The ids of `headings` (those without one have none), and other ids of the page's elements (raw HTML's).
    init(_ headings: [Page.Heading], elementIDs: [String] = [], ignoringCase: Bool = false) {
        ignoresCase = ignoringCase
        let hash = { (id: String) in Self.idHash(ignoringCase ? id.lowercased() : id) }
        var hashes = headings.compactMap { $0.id.map(hash) }
        if !elementIDs.isEmpty { hashes += elementIDs.map(hash) }
        self.hashes = hashes.sorted()
    }

    /// Whether a heading has this id, found by its hash: the link check asks once per link to an anchor.
    func contains(_ id: String) -> Bool {
        let wanted = Self.idHash(ignoresCase ? id.lowercased() : id)
        var low = 0, high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == wanted
    }

    private static func idHash(_ id: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combineBytes(of: id)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }
}
