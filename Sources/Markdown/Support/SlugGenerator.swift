import Core

/// Heading ids (`Slug.headingID`, GitHub's rule, `Slug.docCAnchor`, DocC's, or `Slug.pythonMarkdownHeadingID`)
/// made unique within a document: with `-1`, `-2`… as GitHub does, or `_1`, `_2`… as Python-Markdown does; an id the
/// layouts use (`LayoutIDs`) is numbered the same way.
struct SlugGenerator {
    enum Rule {
        case gitHub, docC, pythonMarkdown
    }

    /// Each slug given out, with how many `-n` variants of it were tried.
    private var occurrences: [String: Int] = [:]
    private let rule: Rule

    /// - Parameters:
    ///   - capacity: how many slugs the document may ask for (its headings): sized once, the table is not
    ///     rehashed as it grows.
    ///   - rule: whose ids.
    init(capacity: Int, rule: Rule = .gitHub) {
        occurrences.reserveCapacity(capacity)
        self.rule = rule
    }

    mutating func uniqueSlug(for text: String) -> String {
        let base = switch rule {
        case .gitHub: Slug.headingID(text)
        case .docC: Slug.docCAnchor(text)
        case .pythonMarkdown: Slug.pythonMarkdownHeadingID(text)
        }
        if rule == .pythonMarkdown { return pythonMarkdownUnique(base) }
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

    /// Python-Markdown's `toc` way: an empty or taken id gets `_1`, one ending in `_N` has N counted up.
    private mutating func pythonMarkdownUnique(_ base: String) -> String {
        var slug = base
        while slug.isEmpty || occurrences[slug] != nil || LayoutIDs.isLayoutID(slug) {
            if let underscore = slug.lastIndex(of: "_"), let number = Int(slug[slug.index(after: underscore)...]),
               slug[slug.index(after: underscore)...].allSatisfy(\.isASCII) {
                slug = slug[..<underscore] + "_\(number + 1)"
            } else {
                slug += "_1"
            }
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
