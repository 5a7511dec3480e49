/// The search index's manifest and word chunks (their format is described at
/// `SearchIndexBuilder`), with what lays them out: every page's postings grouped
/// by stem, each stem's size in a chunk, and the stem each chunk starts with.
/// serve keeps them between builds (`BuildMemory`): an edit moves its page's
/// postings (`replace`), and `files` encodes again only the chunks holding a
/// stem it changed. Chunks are laid out as a full build lays them out, so an
/// edit's index is byte for byte a full build's; a chunk keeps its stems
/// unless an edit grows or shrinks one enough to move a boundary.
struct SearchWordChunks: Sendable {
    private let vocabulary: SearchVocabulary
    /// Where the files go.
    private let paths: SearchIndexPaths
    private var postings: PostingsByStem
    /// Each stem's bytes in its chunk (`{` or `,`, then `"stem":"postings"`), by stem id; 0 for a stem no page has.
    private var sizes: [Int32]
    /// The id of each chunk's first stem, as the last `files` laid them out (none before it).
    private var firstStems: [Int32] = []
    /// Stems whose postings changed since the last `files`.
    private var changedStems: Set<Int> = []
    /// How many pages the postings refer to (page ids count up from 0).
    let pageCount: Int

    /// The chunks of `pageCount` pages, each page's postings given by `postings(page)` (as `SearchPage.postings`),
    /// analyzed with `vocabulary`, at `paths`.
    init(pageCount: Int, postings pages: (Int) -> [UInt32], vocabulary: SearchVocabulary, paths: SearchIndexPaths = .defaultLanguage) {
        let stems = vocabulary.stemsInByteOrder().stems
        let postings = PostingsByStem(pageCount: pageCount, postings: pages, stemCount: stems.count)
        self.vocabulary = vocabulary
        self.paths = paths
        self.postings = postings
        self.pageCount = pageCount
        sizes = (0..<stems.count).map { Self.size(ofWord: stems.word($0).count, postings: postings.encodedCount($0)) }
    }

    /// Moves the page with id `page` from its postings `old` to `new` (each as `SearchPage.postings`).
    mutating func replace(page: Int, old: [UInt32], new: [UInt32]) {
        changedStems.formUnion(postings.replace(page: page, old: old, new: new))
    }

    /// Gives `body` the chunks and the manifest, by path, one at a time: a full build writes each
    /// and lets it go before the next is made. A file's bytes are nil where it is the one the last
    /// call made and `written(path)` says the output folder has it; all are new on the first call.
    mutating func files(written: (String) -> Bool, _ body: (_ path: String, _ bytes: [UInt8]?) -> Void) {
        let (stems, order) = vocabulary.stemsInByteOrder()
        sizes += repeatElement(0, count: stems.count - sizes.count)
        for stem in changedStems { sizes[stem] = Self.size(ofWord: stems.word(stem).count, postings: postings.encodedCount(stem)) }
        let starts = Self.chunkStarts(in: order, sizes: sizes)
        let firstStems = starts.map { order[$0] }
        let changedChunks = chunks(holding: changedStems, starts: starts, order: order)
        for chunk in starts.indices {
            let path = paths.words(chunk)
            let end = chunk + 1 < starts.count ? starts[chunk + 1] : order.count
            let kept = !changedChunks.contains(chunk) && Self.sameChunk(chunk, firstStems, self.firstStems) && written(path)
            body(path, kept ? nil : Self.bytes(of: order[starts[chunk]..<end], stems: stems, sizes: sizes, postings: postings))
        }
        let manifestKept = firstStems == self.firstStems && written(paths.manifest)
        let manifest = Self.manifest(pageCount: pageCount, firstStems: firstStems, stems: stems, scheme: vocabulary.scheme)
        body(paths.manifest, manifestKept ? nil : manifest)
        self.firstStems = firstStems
        changedStems = []
    }

    /// Where each chunk starts in `order` (stem ids in byte order), given each stem's bytes in its chunk
    /// (`sizes`): a chunk takes stems until it holds `chunkSize` bytes or more, so the next stem starts another.
    static func chunkStarts(in order: [Int32], sizes: [Int32]) -> [Int] {
        var starts: [Int] = []
        var filled = 0
        for (position, stem) in order.enumerated() where sizes[Int(stem)] > 0 {
            if starts.isEmpty || filled >= SearchIndexBuilder.chunkSize {
                starts.append(position)
                filled = 0
            }
            filled += Int(sizes[Int(stem)])
        }
        return starts
    }

    /// The chunks whose run of stems in `order` holds one of `stems`.
    private func chunks(holding stems: Set<Int>, starts: [Int], order: [Int32]) -> Set<Int> {
        guard !stems.isEmpty, !starts.isEmpty else { return [] }
        var position = [Int32](repeating: 0, count: order.count)
        for (index, stem) in order.enumerated() { position[Int(stem)] = Int32(index) }
        var chunks: Set<Int> = []
        for stem in stems {
            // The last chunk starting at or before the stem's position.
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= Int(position[stem]) { low = middle + 1 } else { high = middle }
            }
            if low > 0 { chunks.insert(low - 1) }
        }
        return chunks
    }

    /// Whether chunk `chunk` starts and ends at the same stems in both layouts (by first stem ids).
    private static func sameChunk(_ chunk: Int, _ new: [Int32], _ old: [Int32]) -> Bool {
        guard chunk < old.count, new[chunk] == old[chunk] else { return false }
        let newEnd = chunk + 1 < new.count ? new[chunk + 1] : -1
        let oldEnd = chunk + 1 < old.count ? old[chunk + 1] : -1
        return newEnd == oldEnd
    }

    /// A chunk's file: `{"stem":"postings",…}` for the stems of `run` some page has (whose `sizes` are not 0).
    static func bytes(of run: ArraySlice<Int32>, stems: WordTable, sizes: [Int32], postings: PostingsByStem) -> [UInt8] {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(SearchIndexBuilder.chunkSize + 1024)
        for stem in run.lazy.map(Int.init) where sizes[stem] > 0 {
            chunk.append(UInt8(ascii: chunk.isEmpty ? "{" : ","))
            // Words are runs of letters and digits: nothing in them needs escaping in JSON.
            chunk.append(UInt8(ascii: "\""))
            chunk += stems.word(stem)
            chunk.append(contentsOf: "\":\"".utf8)
            postings.encode(stem, into: &chunk)
            chunk.append(UInt8(ascii: "\""))
        }
        chunk.append(contentsOf: "}\n".utf8)
        return chunk
    }

    /// The manifest: the scheme, unless English, the page count, the pages a page table holds (`SearchPageTable`)
    /// and each chunk's first stem.
    static func manifest(pageCount: Int, firstStems: [Int32], stems: WordTable, scheme: SearchScheme) -> [UInt8] {
        let quoted = firstStems.map { "\"" + String(decoding: stems.word(Int($0)), as: UTF8.self) + "\"" }.joined(separator: ",")
        let named = scheme.manifestName.map { "\"scheme\":\"\($0)\"," } ?? ""
        return Array("{\"version\":3,\(named)\"pages\":\(pageCount),\"pageTable\":\(SearchPageTable.size),\"chunks\":[\(quoted)]}\n".utf8)
    }

    /// A stem's bytes in its chunk, given those of its word and of its postings: its separator, its word and
    /// its postings, each quoted, and a colon; 0 without postings.
    static func size(ofWord word: Int, postings: Int) -> Int32 {
        postings == 0 ? 0 : Int32(1 + word + 5 + postings)
    }
}
