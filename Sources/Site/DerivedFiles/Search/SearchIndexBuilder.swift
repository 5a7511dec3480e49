/// The search index's files and where they go. What a reader downloads:
/// - `search/manifest.json`: the page count, the pages a page table holds and
///   the first stem of each chunk;
/// - `search/words/N.json`: chunk N, `{"stem": "postings", …}` for a run of
///   stems in byte order, about `chunkSize` bytes; a stem's postings are pairs
///   (page id minus the previous page id minus 1, weight) in `SearchNumberCode`;
/// - `search/pages/N.json`: page table N (`SearchPageTable`), the title and URL
///   of each of a fixed run of pages by id.
/// A query needs the manifest, the one chunk each word falls in and the tables
/// of the pages it shows, whatever the size of the site; search.js takes the
/// passages it shows from the shown pages themselves. `SearchWordChunks` makes
/// the chunks and the manifest.
enum SearchIndexBuilder {
    /// The folder that holds every file of the index.
    static let folder = "search/"
    static let manifestPath = folder + "manifest.json"
    /// The folder of the word chunks.
    static let wordsFolder = folder + "words/"
    /// The size a chunk grows to before the next starts (a single stem's postings may be larger).
    static let chunkSize = 32 * 1024
}
