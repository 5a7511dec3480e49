import Core

/// One page as the search index takes it in, made from the page alone (so
/// pages can be analyzed across the cores, and kept between incremental builds):
/// each stem of its words with a weight. Stop words and
/// stems come from the site's `SearchVocabulary`, which works each out once per
/// word of the site rather than once per page.
struct SearchPage: Sendable {
    /// Each stem of the page's words once, as its id in the vocabulary shifted left by 7 bits plus
    /// its weight (see `combined`), in order of first appearance: 4 bytes a stem, no word kept as text.
    /// Read back from the spool once the page is spooled.
    private(set) var postings: [UInt32] {
        get { postingsOnDisk?.values(of: UInt32.self) ?? postingsInMemory }
        set { postingsInMemory = newValue }
    }
    private var postingsInMemory: [UInt32] = []
    /// Where a spooled page's postings are: they are needed twice a build (grouped by stem when the index is
    /// made, and an edited page's old ones by serve), and held in memory they were most of what search
    /// added to a build's peak.
    private var postingsOnDisk: PageBody?

    /// What a page of a site without a search index keeps: no postings.
    static let unindexed = SearchPage()

    private init() {}

    /// The weight of two words of a page that count as one (they share a stem). A word's weight on a
    /// page is 64 if it is in the title, plus 32 if it is in a heading, plus the number of times it is
    /// in the text (at most 31): one byte, and title > headings > text when ranked.
    static func combined(_ first: UInt8, _ second: UInt8) -> UInt8 {
        ((first | second) & 96) + min(31, (first & 31) + (second & 31))
    }

    /// The stem id and weight of a posting.
    static func stemAndWeight(_ posting: UInt32) -> (stem: Int, weight: UInt8) {
        (Int(posting >> 7), UInt8(posting & 127))
    }

    /// Analyzes a page whose title and readable text are given.
    init(title: String, text: SearchText, vocabulary: SearchVocabulary) {
        postings = vocabulary.withStemCache { cache in
            var title = title
            title.withUTF8 { cache.addWords(of: $0, as: .title, vocabulary: vocabulary) }
            text.bytes.withUnsafeBufferPointer { bytes in
                for run in text.runs {
                    // Two calls, each with its place fixed, so that the counting inlined into the tokenizer's
                    // loop does not choose its place again for each word.
                    let words = UnsafeBufferPointer(rebasing: bytes[run.range])
                    if run.isHeading {
                        cache.addWords(of: words, as: .heading, vocabulary: vocabulary)
                    } else {
                        cache.addWords(of: words, as: .text, vocabulary: vocabulary)
                    }
                }
            }
            return cache.takePostings()
        }
    }

    /// Analyzes a page whose sections are given as strings.
    init(title: String, sections: [SearchSection], vocabulary: SearchVocabulary) {
        self.init(title: title, text: SearchText(sections), vocabulary: vocabulary)
    }

    /// `html` (the page's) and the same page with its postings moved to `spool`, both with one write.
    func spooled(in spool: ContentSpool, with html: [UInt8]) -> (html: PageBody, search: SearchPage) {
        var page = self
        let (html, postings) = postingsInMemory.withUnsafeBytes { spool.store(html, then: $0) }
        page.postingsOnDisk = postings
        page.postingsInMemory = []
        return (html, page)
    }
}
