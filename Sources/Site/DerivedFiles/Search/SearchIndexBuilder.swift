/// The search index's files and where they go. Each language has an index of its own pages (see
/// `SearchIndexPaths`: `search/` for the default language, `de/search/` for German). What a reader downloads:
/// - `manifest.json`: the page count, the pages a page table holds, the first stem of each chunk and, for a
///   language whose words are not made as English ones are, its scheme (`"scheme":"plain"`: `SearchScheme`);
/// - `words/N.json`: chunk N, `{"stem": "postings", …}` for a run of
///   stems in byte order, about `chunkSize` bytes; a stem's postings are pairs
///   (page id minus the previous page id minus 1, weight) in `SearchNumberCode`;
/// - `pages/N.json`: page table N (`SearchPageTable`), the title and URL
///   of each of a fixed run of pages by id.
/// A query needs the manifest, the one chunk each word falls in and the tables
/// of the pages it shows, whatever the size of the site; search.js takes the
/// passages it shows from the shown pages themselves. `SearchWordChunks` makes
/// the chunks and the manifest.
enum SearchIndexBuilder {
    /// The size a chunk grows to before the next starts (a single stem's postings may be larger).
    static let chunkSize = 32 * 1024
}
