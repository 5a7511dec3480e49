/// The search index's files and where they go. What a reader downloads:
/// - `search/manifest.json`: the page count, the first stem of each chunk and
///   the first page of each bundle of fragments;
/// - `search/words/N.json`: chunk N, `{"stem": "postings", …}` for a run of
///   stems in byte order, about `chunkSize` bytes; a stem's postings are pairs
///   (page id minus the previous page id minus 1, weight) in `SearchNumberCode`;
/// - `search/pages/ID.txt`: the bundle whose first page has id ID (`SearchFragmentBundles`), fetched
///   for shown results only: its pages' fragments one after another, each a line of JSON (title, URL,
///   each section's heading, anchor and text length), then the sections' text as it is.
/// A query needs the manifest, the one chunk each word falls in and the
/// bundles of the pages it shows, whatever the size of the site. A page's
/// fragment is its `SearchPage.fragment`; `SearchWordChunks` makes the rest.
enum SearchIndexBuilder {
    /// The folder that holds every file of the index.
    static let folder = "search/"
    static let manifestPath = folder + "manifest.json"
    /// The folder of the word chunks.
    static let wordsFolder = folder + "words/"
    /// The size a chunk grows to before the next starts (a single stem's postings may be larger).
    static let chunkSize = 32 * 1024

    /// Where the bundle whose first page has id `pageID` (its position in the site's index) goes.
    static func fragmentPath(_ pageID: Int) -> String {
        folder + "pages/\(pageID).txt"
    }
}
