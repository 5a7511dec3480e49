import Core

/// One page as the search index takes it in, made from the page alone (so
/// pages can be analyzed across the cores, and kept between incremental builds):
/// its fragment file, and each stem of its words with a weight. Stop words and
/// stems come from the site's `SearchVocabulary`, which works each out once per
/// word of the site rather than once per page.
struct SearchPage: Sendable {
    /// What search.js fetches to show the page among the results: its title, URL and sections. It
    /// holds the page's whole text, so a build keeps it in its `ContentSpool` (see `spooled(in:)`).
    private(set) var fragment: PageBody
    /// The fragment's bytes, which say what bundle it goes in (`SearchFragmentBundles`) without reading it back.
    private(set) var fragmentSize = 0
    /// What the output folder has at the fragment's path when the content step wrote it there (see
    /// `SearchFragmentOutput`); nil when the render step writes it.
    private(set) var writtenFragment: SiteOutputs.Content?
    /// Each stem of the page's words once, as its id in the vocabulary shifted left by 7 bits plus
    /// its weight (see `combined`), in order of first appearance: 4 bytes a stem, no word kept as text.
    /// Read back from the spool once the page is spooled.
    private(set) var postings: [UInt32] {
        get { postingsOnDisk.map(Self.postings) ?? postingsInMemory }
        set { postingsInMemory = newValue }
    }
    private var postingsInMemory: [UInt32] = []
    /// Where a spooled page's postings are: they are needed twice a build (grouped by stem when the index is
    /// made, and an edited page's old ones by serve), and held in memory they were most of what search
    /// added to a build's peak (1.4 KB a page of real documentation).
    private var postingsOnDisk: PageBody?

    /// What a page of a site without a search index keeps: no fragment and no postings.
    static let unindexed = SearchPage()

    private init() {
        fragment = PageBody("")
    }

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

    /// Analyzes a page whose title, URL (with the base URL) and readable text are given.
    init(title: String, url: String, text: SearchText, vocabulary: SearchVocabulary) {
        // Bytes to the spool and from it to the output folder: never validated as a `String`.
        let fragment = Self.fragment(title: title, url: url, text: text)
        fragmentSize = fragment.count
        self.fragment = PageBody(storage: .bytes(fragment))
        postings = vocabulary.withStemCache { cache in
            SearchTokenizer.forEachWord(in: title) { cache.add($0, as: .title, vocabulary: vocabulary) }
            text.bytes.withUnsafeBufferPointer { bytes in
                for index in text.sections.indices {
                    let (heading, body) = text.ranges(of: index)
                    if let heading {
                        SearchTokenizer.forEachWord(in: UnsafeBufferPointer(rebasing: bytes[heading])) { cache.add($0, as: .heading, vocabulary: vocabulary) }
                    }
                    SearchTokenizer.forEachWord(in: UnsafeBufferPointer(rebasing: bytes[body])) { cache.add($0, as: .text, vocabulary: vocabulary) }
                }
            }
            return cache.takePostings()
        }
    }

    /// Analyzes a page whose sections are given as strings.
    init(title: String, url: String, sections: [SearchSection], vocabulary: SearchVocabulary) {
        self.init(title: title, url: url, text: SearchText(sections), vocabulary: vocabulary)
    }

    /// The same page with its fragment and postings moved to `spool`. With an `output`, the fragment is
    /// written to the output folder as the fragment of the page with id `pageID` instead, and kept in the
    /// spool too only when the output keeps fragments or could not write it.
    func spooled(in spool: ContentSpool, writingFragmentTo output: (SearchFragmentOutput, pageID: Int)? = nil) -> SearchPage {
        var page = self
        let bytes = fragment.bytes
        page.writtenFragment = output.flatMap { $0.write(bytes, pageID: $1) }
        let keepsFragment = page.writtenFragment == nil || output?.0.keepsFragments == true
        page.fragment = keepsFragment ? spool.store(bytes) : PageBody("")
        page.postingsOnDisk = postingsInMemory.withUnsafeBytes { spool.store(Array($0)) }
        page.postingsInMemory = []
        return page
    }

    /// Postings stored as their bytes; a spool read that came back short gives the whole postings it holds.
    private static func postings(_ body: PageBody) -> [UInt32] {
        let bytes = body.bytes
        let count = bytes.count / MemoryLayout<UInt32>.size
        return [UInt32](unsafeUninitializedCapacity: count) { postings, initialized in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(postings).copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<(count * 4)])) }
            initialized = count
        }
    }

    /// A line of JSON, `{"title": …, "url": …, "sections": [{"heading": …, "level": …, "anchor": …, "length": …}, …]}`
    /// (without the heading, level and anchor of a section that has none), then each section's text as
    /// its UTF-8 bytes, `length` bytes each, one after another. The text is most of a fragment: copied as
    /// it is, it needs no pass that looks for bytes to escape, which cost more than the rest of the
    /// fragment (JSON never holds a raw line feed, so the first one ends the line).
    private static func fragment(title: String, url: String, text: SearchText) -> [UInt8] {
        var fragment: [UInt8] = []
        fragment.reserveCapacity(text.bytes.count + 64 * text.sections.count + 256)
        fragment.append(literal: "{\"title\":")
        fragment.appendQuoted(title)
        fragment.append(literal: ",\"url\":")
        fragment.appendQuoted(url)
        fragment.append(literal: ",\"sections\":[")
        text.bytes.withUnsafeBufferPointer { bytes in
            for (index, section) in text.sections.enumerated() {
                fragment.append(literal: index > 0 ? ",{" : "{")
                let (heading, body) = text.ranges(of: index)
                if let heading {
                    fragment.append(literal: "\"heading\":")
                    JSONString.appendQuoted(UnsafeBufferPointer(rebasing: bytes[heading]), to: &fragment)
                    fragment.append(literal: ",\"level\":")
                    fragment.appendDecimal(section.level)
                    fragment.append(UInt8(ascii: ","))
                }
                if let id = section.id {
                    fragment.append(literal: "\"anchor\":")
                    fragment.appendQuoted(id)
                    fragment.append(UInt8(ascii: ","))
                }
                fragment.append(literal: "\"length\":")
                fragment.appendDecimal(body.count)
                fragment.append(UInt8(ascii: "}"))
            }
            fragment.append(literal: "]}\n")
            for index in text.sections.indices {
                fragment.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[text.ranges(of: index).text]))
            }
        }
        return fragment
    }
}

/// Appending without making strings: a fragment is made for every page.
private extension [UInt8] {
    mutating func appendQuoted(_ text: String) {
        var text = text
        text.withUTF8 { JSONString.appendQuoted($0, to: &self) }
    }

    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A whole number (at least 0) in decimal: a heading's level, a section's length in bytes.
    mutating func appendDecimal(_ number: Int) {
        if number >= 10 { appendDecimal(number / 10) }
        append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
