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
            slug = Self.countedUp(slug)
        }
        occurrences[slug] = 0
        return slug
    }

    /// `x_N` becomes `x_N+1` when N is ASCII digits only (Python's `_([0-9]+)$`, any length, leading zeros dropped
    /// as `int()` drops them); anything else gets `_1`.
    private static func countedUp(_ slug: String) -> String {
        guard let underscore = slug.utf8.lastIndex(of: UInt8(ascii: "_")) else { return slug + "_1" }
        let digits = slug.utf8[slug.utf8.index(after: underscore)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return slug + "_1"
        }
        var number = Array(digits.drop { $0 == UInt8(ascii: "0") })
        var position = number.endIndex
        while position > number.startIndex, number[position - 1] == UInt8(ascii: "9") {
            position -= 1
            number[position] = UInt8(ascii: "0")
        }
        if position == number.startIndex { number.insert(UInt8(ascii: "1"), at: 0) } else { number[position - 1] += 1 }
        return String(slug[...underscore]) + String(decoding: number, as: UTF8.self)
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
