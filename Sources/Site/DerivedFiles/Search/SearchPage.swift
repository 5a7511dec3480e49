import Core

/// One page as the search index takes it in, made from the page alone (so
/// pages can be analyzed across the cores, and kept between incremental builds):
/// its fragment file, and each stem of its words with a weight. Stop words and
/// stems come from the site's `SearchVocabulary`, which works each out once per
/// word of the site rather than once per page.
struct SearchPage: Sendable, Equatable {
    /// What search.js fetches to show the page among the results: its title, URL and sections. It
    /// holds the page's whole text, so a build keeps it in its `ContentSpool` (see `spooled(in:)`).
    private(set) var fragment: PageBody
    /// Tells two fragments apart without reading them back.
    private var fragmentDigest: Int
    /// Each stem of the page's words once, as its id in the vocabulary shifted left by 7 bits plus
    /// its weight (see `weight`), in order of first appearance: 4 bytes a stem, no word kept as text.
    private(set) var postings: [UInt32]

    /// A word's weight on a page: 64 if it is in the title, plus 32 if it is in a heading, plus the
    /// number of times it is in the text (at most 31). One byte, and title > headings > text when ranked.
    static func weight(inTitle: Bool, inHeading: Bool, count: Int) -> UInt8 {
        (inTitle ? 64 : 0) + (inHeading ? 32 : 0) + UInt8(min(count, 31))
    }

    /// What a page of a site without a search index keeps: no fragment and no postings.
    static let unindexed = SearchPage()

    private init() {
        fragment = PageBody("")
        fragmentDigest = 0
        postings = []
    }

    /// The weight of two words of a page that count as one (they share a stem).
    static func combined(_ first: UInt8, _ second: UInt8) -> UInt8 {
        ((first | second) & 96) + min(31, (first & 31) + (second & 31))
    }

    /// The stem id and weight of a posting.
    static func stemAndWeight(_ posting: UInt32) -> (stem: Int, weight: UInt8) {
        (Int(posting >> 7), UInt8(posting & 127))
    }

    /// Analyzes a page whose title, URL (with the base URL) and sections are given.
    init(title: String, url: String, sections: [SearchSection], vocabulary: SearchVocabulary) {
        let json = Self.fragment(title: title, url: url, sections: sections)
        fragment = PageBody(json)
        // The fragment's bytes, not `hashValue`, which normalizes the whole text first (3 % of a build).
        var hasher = Hasher()
        hasher.combineBytes(of: json)
        fragmentDigest = hasher.finalize()
        var counts = WordCounts()
        SearchTokenizer.forEachWord(in: title) { counts.add($0, as: .title) }
        for section in sections {
            if let heading = section.heading { SearchTokenizer.forEachWord(in: heading) { counts.add($0, as: .heading) } }
            SearchTokenizer.forEachWord(in: section.text) { counts.add($0, as: .text) }
        }
        postings = counts.postings(stems: vocabulary.stemIDs(of: counts.words))
    }

    /// The same page with its fragment moved to `spool`.
    func spooled(in spool: ContentSpool) -> SearchPage {
        var page = self
        page.fragment = spool.store(fragment.text)
        return page
    }

    static func == (lhs: SearchPage, rhs: SearchPage) -> Bool {
        lhs.fragmentDigest == rhs.fragmentDigest && lhs.postings == rhs.postings
    }

    private static func fragment(title: String, url: String, sections: [SearchSection]) -> String {
        var json = "{\"title\":\(JSONString.quoted(title)),\"url\":\(JSONString.quoted(url)),\"sections\":["
        for (index, section) in sections.enumerated() {
            if index > 0 { json += "," }
            json += "{"
            if let heading = section.heading { json += "\"heading\":\(JSONString.quoted(heading)),\"level\":\(section.level)," }
            if let id = section.id { json += "\"anchor\":\(JSONString.quoted(id))," }
            json += "\"text\":\(JSONString.quoted(section.text))}"
        }
        return json + "]}\n"
    }
}

/// A page's words, with where and how often each appears.
private struct WordCounts {
    enum Place { case title, heading, text }

    private(set) var words = WordTable(capacity: 2048)
    private var inTitle: [Bool] = []
    private var inHeading: [Bool] = []
    private var counts: [Int] = []

    mutating func add(_ word: UnsafeBufferPointer<UInt8>, as place: Place) {
        let id = words.intern(word)
        if id == counts.count {
            inTitle.append(false)
            inHeading.append(false)
            counts.append(0)
        }
        switch place {
        case .title: inTitle[id] = true
        case .heading: inHeading[id] = true
        case .text: counts[id] += 1
        }
    }

    /// One posting per stem (`stems`: each word's stem id, or -1 for a stop word); the words of a
    /// stem ("theme", "themes") combine their weights.
    func postings(stems: [Int32]) -> [UInt32] {
        var output: [UInt32] = []
        var positionOfStem: [Int32: Int] = [:]
        for id in 0..<words.count where stems[id] >= 0 {
            let weight = SearchPage.weight(inTitle: inTitle[id], inHeading: inHeading[id], count: counts[id])
            if let position = positionOfStem[stems[id]] {
                let combined = SearchPage.combined(UInt8(output[position] & 127), weight)
                output[position] = output[position] & ~127 | UInt32(combined)
            } else {
                positionOfStem[stems[id]] = output.count
                output.append(UInt32(stems[id]) << 7 | UInt32(weight))
            }
        }
        return output
    }
}
