import Markdown

/// A page's text as the site reads it: the plain text the renderer collected while it wrote the
/// page (`PlainText`), which the word count and the summary read, and the runs of it that search
/// takes in (`SearchText`: all but code), sharing its storage.
struct PageText {
    /// The plain text, as UTF-8.
    let plain: [UInt8]
    /// Empty when the site has no search index; shares `plain`'s storage.
    private(set) var search = SearchText()
    /// Where the text after a leading level-1 heading, which repeats the title in listings, starts in `plain`.
    private let bodyStart: Int

    /// The page's text; its readable text for search only when `collectingSearchText`.
    init(_ text: PlainText, collectingSearchText: Bool) {
        plain = text.bytes
        bodyStart = text.bodyStart
        guard collectingSearchText else { return }
        for run in text.runs {
            search.start(heading: run.isHeading, at: run.range.lowerBound)
            search.end(at: run.range.upperBound)
        }
        search.finish(with: plain)
    }

    /// Words are runs of non-space characters.
    var wordCount: Int {
        plain.withUnsafeBufferPointer { bytes in
            var count = 0
            var inWord = false
            for byte in bytes {
                let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
                count += !isSpace && !inWord ? 1 : 0
                inWord = !isSpace
            }
            return count
        }
    }

    /// The start of the text after a leading level-1 heading, for listings (see `TextExcerpt`).
    func summary(maximumLength: Int) -> String {
        TextExcerpt.make(plain[bodyStart...], maximumLength: maximumLength)
    }
}
