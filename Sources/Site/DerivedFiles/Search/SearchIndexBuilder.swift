/// The search index, built one page at a time so a build can stream pages
/// through it: `add` takes a page and hands back its fragment file at once,
/// keeping only the page's stems and weights as compact postings; `finish`
/// writes the manifest and the posting chunks. What a reader downloads:
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
    /// The size a chunk grows to before the next starts (a single stem's postings may be larger).
    static let chunkSize = 32 * 1024

    /// Every word seen, and its stem's id (-1 for a stop word): each word is looked up and stemmed once.
    private var words = WordTable(capacity: 1 << 16)
    private var stemOfWord: [Int32] = []
    private var stems = WordTable(capacity: 1 << 16)
    /// Each stem's postings so far, encoded, and the page of the last one written.
    private var postings: [[UInt8]] = []
    private var writtenPage: [Int32] = []
    /// Each stem's posting for the page being added, written when the next page has the stem, or at the end:
    /// a page's words with one stem ("theme", "themes") make one posting.
    private var pendingPage: [Int32] = []
    private var pendingWeight: [UInt8] = []
    private(set) var pageCount = 0

    /// Takes in the next page; returns its fragment's path and contents, to be written now.
    mutating func add(_ page: SearchPage) -> (path: String, fragment: PageBody) {
        let pageID = Int32(pageCount)
        pageCount += 1
        page.words.withUnsafeBufferPointer { terms in
            var start = 0
            while start < terms.count, let end = terms[start...].firstIndex(of: 0) {
                let stem = stemID(of: UnsafeBufferPointer(rebasing: terms[start..<end]))
                if stem >= 0 {
                    if pendingPage[stem] == pageID {
                        pendingWeight[stem] = SearchPage.combined(pendingWeight[stem], terms[end + 1])
                    } else {
                        writePending(stem)
                        pendingPage[stem] = pageID
                        pendingWeight[stem] = terms[end + 1]
                    }
                }
                start = end + 2
            }
        }
        return (Self.fragmentPath(pageID), page.fragment)
    }

    /// The id of a word's stem, or -1 for a stop word.
    private mutating func stemID(of word: UnsafeBufferPointer<UInt8>) -> Int {
        let id = words.intern(word)
        if id < stemOfWord.count { return Int(stemOfWord[id]) }
        var stem = -1
        if StopWords.table.find(word) == nil {
            stem = stems.intern(SearchStemmer.stem(Array(word)))
            if stem == postings.count {
                postings.append([])
                writtenPage.append(-1)
                pendingPage.append(-1)
                pendingWeight.append(0)
            }
        }
        stemOfWord.append(Int32(stem))
        return stem
    }

    private mutating func writePending(_ stem: Int) {
        let page = pendingPage[stem]
        guard page >= 0 else { return }
        SearchNumberCode.append(Int(page - writtenPage[stem] - 1), to: &postings[stem])
        SearchNumberCode.append(Int(pendingWeight[stem]), to: &postings[stem])
        writtenPage[stem] = page
        pendingPage[stem] = -1
    }

    static func fragmentPath(_ pageID: Int32) -> String {
        "search/pages/\(pageID).json"
    }

    /// The manifest and the chunks, by path.
    mutating func finish() -> [(path: String, text: String)] {
        for stem in 0..<postings.count { writePending(stem) }
        let order = (0..<stems.count).sorted { stems.word($0).lexicographicallyPrecedes(stems.word($1)) }
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
                firstWords.append(String(decoding: stems.word(id), as: UTF8.self))
                chunk.append(UInt8(ascii: "{"))
            } else {
                chunk.append(UInt8(ascii: ","))
            }
            // Words are runs of letters and digits: nothing in them needs escaping in JSON.
            chunk.append(UInt8(ascii: "\""))
            chunk += stems.word(id)
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
