/// The search index, built one page at a time so a build can stream pages
/// through it: `add` takes a page and hands back its fragment file at once,
/// keeping only the page's postings (stem ids and weights); `finish` regroups
/// them by stem into the manifest and the posting chunks. What a reader downloads:
/// - `search/manifest.json`: the page count and the first stem of each chunk;
/// - `search/words/N.json`: chunk N, `{"stem": "postings", …}` for a run of
///   stems in byte order, about `chunkSize` bytes; a stem's postings are pairs
///   (page id minus the previous page id minus 1, weight) in `SearchNumberCode`;
/// - `search/pages/ID.json`: one page's fragment, fetched for shown results only.
/// A query needs the manifest, the one chunk each word falls in and the
/// fragments of the pages it shows, whatever the size of the site.
struct SearchIndexBuilder {
    /// The folder that holds every file of the index.
    static let folder = "search/"
    static let manifestPath = folder + "manifest.json"
    /// The folder of the word chunks.
    static let wordsFolder = folder + "words/"
    /// The size a chunk grows to before the next starts (a single stem's postings may be larger).
    static let chunkSize = 32 * 1024

    /// The stems and their ids, which pages' postings refer to.
    private let vocabulary: SearchVocabulary
    /// Each page's postings, in page order (shared with the pages, not copied).
    private var pages: [[UInt32]] = []
    var pageCount: Int { pages.count }

    /// A builder for pages analyzed with `vocabulary`.
    init(vocabulary: SearchVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Takes in the next page; returns its fragment's path and contents, to be written now.
    mutating func add(_ page: SearchPage) -> (path: String, fragment: PageBody) {
        pages.append(page.postings)
        return (Self.fragmentPath(Int32(pages.count - 1)), page.fragment)
    }

    static func fragmentPath(_ pageID: Int32) -> String {
        "search/pages/\(pageID).json"
    }

    /// The manifest and the chunks (`SearchWordChunks`) of the pages added.
    func finish() -> SearchWordChunks {
        SearchWordChunks(pages: pages, vocabulary: vocabulary)
    }
}
