import Core

/// What a builder remembers about each page between builds (`serve`), so an
/// unchanged file is neither read, parsed nor rendered again.
struct PageCache: Sendable {
    struct Entry: Sendable {
        var status: FileStatus
        var bodyLineOffset: Int
        var links: SpooledLinks
        /// The link context the page was rendered in (see `ContentStep.linkKey`).
        var linkKey: LinkKey
        var page: Page
        /// What search takes in of the page.
        var search: SearchPage
        /// Unconverted shortcodes or Liquid tags in the page's HTML, found when it was rendered.
        var syntaxWarnings: [Diagnostic] = []
        /// Where in `links` the page's broken links and anchors are (`LinkChecker.brokenLinks`), and what they were checked against.
        var brokenLinks: [Int32] = []
        var linkCheckKey: LinkCheckKey?
        /// For a DocC page, the articles its `## Topics` curates.
        var docCTopics: [String] = []
    }

    /// Entries by Content/ path.
    var entries: [String: Entry] = [:]
    /// The words their `search` postings are numbered in; kept as long as the entries are.
    var vocabulary = SearchVocabulary()
}
