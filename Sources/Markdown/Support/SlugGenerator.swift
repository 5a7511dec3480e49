import Core

/// Heading ids (`Slug.headingID`, GitHub's rule, or `Slug.docCAnchor`, DocC's) made unique within a
/// document with `-1`, `-2`… as GitHub does; an id the layouts use (`LayoutIDs`) is numbered the same way.
struct SlugGenerator {
    /// Each slug given out, with how many `-n` variants of it were tried.
    private var occurrences: [String: Int] = [:]
    private let usesDocCRule: Bool

    /// - Parameters:
    ///   - capacity: how many slugs the document may ask for (its headings): sized once, the table is not
    ///     rehashed as it grows.
    ///   - usesDocCRule: whether ids are DocC's rather than GitHub's.
    init(capacity: Int, usesDocCRule: Bool = false) {
        occurrences.reserveCapacity(capacity)
        self.usesDocCRule = usesDocCRule
    }

    mutating func uniqueSlug(for text: String) -> String {
        let base = usesDocCRule ? Slug.docCAnchor(text) : Slug.headingID(text)
        // One lookup for the common case, a slug not given out yet.
        if Self.claim(&occurrences[base, default: Self.unclaimed]), !LayoutIDs.isLayoutID(base) { return base }
        var slug = base
        while occurrences[slug] != nil || LayoutIDs.isLayoutID(slug) {
            let next = occurrences[base, default: 0] + 1
            occurrences[base] = next
            slug = "\(base)-\(next)"
        }
        occurrences[slug] = 0
        return slug
    }

    private static let unclaimed = -1

    /// Marks an entry as given out; false when it already was.
    private static func claim(_ count: inout Int) -> Bool {
        guard count == unclaimed else { return false }
        count = 0
        return true
    }

    /// Takes an id the author chose as it is, so that no generated slug repeats it; returns it.
    mutating func reserve(_ id: String) -> String {
        if occurrences[id] == nil { occurrences[id] = 0 }
        return id
    }
}
