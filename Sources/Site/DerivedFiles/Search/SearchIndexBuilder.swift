/// The search index, built one page at a time so a build can stream pages
/// through it: `add` takes a page and hands back its fragment file at once,
/// keeping only the page's stems and weights as compact postings; `finish`
/// writes the manifest and the posting chunks. What a reader downloads:
/// - `search/manifest.json`: the page count and the first word of each chunk;
/// - `search/words/N.json`: chunk N, `{"stem": "postings", …}` for a run of
///   stems in byte order, about `chunkSize` bytes; a word's postings are pairs
///   (page id minus the previous page id minus 1, weight) in `SearchNumberCode`;
/// - `search/pages/ID.json`: one page's fragment, fetched for shown results only.
/// A query needs the manifest, the one chunk each word falls in and the
/// fragments of the pages it shows, whatever the size of the site.
struct SearchIndexBuilder {
    static let manifestPath = "search/manifest.json"
    /// The size a chunk grows to before the next starts (a single word's postings may be larger).
    static let chunkSize = 32 * 1024

    private var words = WordTable()
    /// Each word's postings so far, encoded.
    private var postings: [[UInt8]] = []
    /// Each word's last page id.
    private var lastPage: [Int32] = []
    private(set) var pageCount = 0

    /// Takes in the next page; returns its fragment's path and contents, to be written now.
    mutating func add(_ page: SearchPage) -> (path: String, text: String) {
        let pageID = pageCount
        pageCount += 1
        page.terms.withUnsafeBufferPointer { terms in
            var start = 0
            while start < terms.count, let end = terms[start...].firstIndex(of: 0) {
                let id = words.intern(UnsafeBufferPointer(rebasing: terms[start..<end]))
                if id == postings.count {
                    postings.append([])
                    lastPage.append(-1)
                }
                SearchNumberCode.append(pageID - Int(lastPage[id]) - 1, to: &postings[id])
                SearchNumberCode.append(Int(terms[end + 1]), to: &postings[id])
                lastPage[id] = Int32(pageID)
                start = end + 2
            }
        }
        return (Self.fragmentPath(pageID), page.fragment)
    }

    static func fragmentPath(_ pageID: Int) -> String {
        "search/pages/\(pageID).json"
    }

    /// The manifest and the chunks, by path.
    func finish() -> [(path: String, text: String)] {
        let order = (0..<words.count).sorted { words.word($0).lexicographicallyPrecedes(words.word($1)) }
        var files: [(path: String, text: String)] = []
        var firstWords: [String] = []
        var chunk: [UInt8] = []
        func close() {
            guard !chunk.isEmpty else { return }
            chunk.append(contentsOf: "}\n".utf8)
            files.append(("search/words/\(files.count).json", String(decoding: chunk, as: UTF8.self)))
            chunk.removeAll(keepingCapacity: true)
        }
        for id in order {
            if chunk.count >= Self.chunkSize { close() }
            if chunk.isEmpty {
                firstWords.append(String(decoding: words.word(id), as: UTF8.self))
                chunk.append(UInt8(ascii: "{"))
            } else {
                chunk.append(UInt8(ascii: ","))
            }
            // Words are runs of letters and digits: nothing in them needs escaping in JSON.
            chunk.append(UInt8(ascii: "\""))
            chunk += words.word(id)
            chunk.append(contentsOf: "\":\"".utf8)
            chunk += postings[id]
            chunk.append(UInt8(ascii: "\""))
        }
        close()
        let quoted = firstWords.map { "\"" + $0 + "\"" }.joined(separator: ",")
        files.append((Self.manifestPath, "{\"version\":1,\"pages\":\(pageCount),\"chunks\":[\(quoted)]}\n"))
        return files
    }
}
