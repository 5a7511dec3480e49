import Core

/// One page as the search index takes it in, made from the page alone (so
/// pages can be analyzed across the cores, and kept between incremental builds):
/// its fragment file, and its distinct words with a weight each. Stop words and
/// stems are left to `SearchIndexBuilder`, which works each out once per word of
/// the site rather than once per page.
struct SearchPage: Sendable, Equatable {
    /// What search.js fetches to show the page among the results: its title, URL and sections. It
    /// holds the page's whole text, so a build keeps it in its `ContentSpool` (see `spooled(in:)`).
    private(set) var fragment: PageBody
    /// Tells two fragments apart without reading them back.
    private var fragmentDigest: Int
    /// Each distinct word as `SearchTokenizer` gives it, a 0 byte and its weight byte (see `weight`),
    /// in order of first appearance.
    var words: [UInt8]

    /// A word's weight on a page: 64 if it is in the title, plus 32 if it is in a heading, plus the
    /// number of times it is in the text (at most 31). One byte, and title > headings > text when ranked.
    static func weight(inTitle: Bool, inHeading: Bool, count: Int) -> UInt8 {
        (inTitle ? 64 : 0) + (inHeading ? 32 : 0) + UInt8(min(count, 31))
    }

    /// The weight of two words of a page that count as one (they share a stem).
    static func combined(_ first: UInt8, _ second: UInt8) -> UInt8 {
        ((first | second) & 96) + min(31, (first & 31) + (second & 31))
    }

    /// Analyzes a page whose title, URL (with the base URL) and sections are given.
    init(title: String, url: String, sections: [SearchSection]) {
        let json = Self.fragment(title: title, url: url, sections: sections)
        fragment = PageBody(json)
        fragmentDigest = json.hashValue
        var counts = WordCounts()
        SearchTokenizer.forEachWord(in: title) { counts.add($0, as: .title) }
        for section in sections {
            if let heading = section.heading { SearchTokenizer.forEachWord(in: heading) { counts.add($0, as: .heading) } }
            SearchTokenizer.forEachWord(in: section.text) { counts.add($0, as: .text) }
        }
        words = counts.weightedWords()
    }

    /// The same page with its fragment moved to `spool`.
    func spooled(in spool: ContentSpool) -> SearchPage {
        var page = self
        page.fragment = spool.store(fragment.text)
        return page
    }

    static func == (lhs: SearchPage, rhs: SearchPage) -> Bool {
        lhs.fragmentDigest == rhs.fragmentDigest && lhs.words == rhs.words
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

    private var words = WordTable(capacity: 2048)
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

    func weightedWords() -> [UInt8] {
        var output: [UInt8] = []
        for id in 0..<words.count {
            output += words.word(id)
            output.append(0)
            output.append(SearchPage.weight(inTitle: inTitle[id], inHeading: inHeading[id], count: counts[id]))
        }
        return output
    }
}
