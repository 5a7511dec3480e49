/// The word chunks of a build that keeps none for a next one (`sitegen build`),
/// made in passes. Grouping the whole site's postings by stem at once held them
/// all at the build's peak; a pass groups those of a run of chunks only, reading
/// every page's postings again from the spool, so the memory it takes stays the
/// same however large the site grows.
extension SearchWordChunks {
    /// How many bytes of grouped postings a pass holds (or one chunk's, when it alone holds more):
    /// enough that a site of a usual size groups them in one pass and reads its postings twice, as it did
    /// before passes; only a much larger site takes more.
    static let passBytes = 8 << 20

    /// Gives `body` the chunks and the manifest, by path, one at a time, byte for byte as `files` gives them
    /// on its first call, of `pageCount` pages, each page's postings given by `postings(page)` (as
    /// `SearchPage.postings`), analyzed with `vocabulary`, at `paths`. A pass groups the postings of about `passBytes`.
    static func files(
        pageCount: Int, postings pages: (Int) -> [UInt32], vocabulary: SearchVocabulary, paths: SearchIndexPaths = .defaultLanguage,
        passBytes: Int = passBytes, _ body: (_ path: String, _ bytes: [UInt8]) -> Void
    ) {
        let (stems, order) = vocabulary.stemsInByteOrder()
        let counts = PostingsByStem.encodedCounts(pageCount: pageCount, postings: pages, stemCount: stems.count)
        let sizes = counts.indices.map { size(ofWord: stems.word($0).count, postings: counts[$0]) }
        let starts = chunkStarts(in: order, sizes: sizes)
        let ends = Array(starts.dropFirst()) + [order.count]
        var kept = [Bool](repeating: false, count: stems.count)
        var chunk = 0
        while chunk < starts.count {
            // The chunks of this pass: as many as fit in `passBytes`, and at least one.
            var last = chunk, held = 0
            repeat {
                held += order[starts[last]..<ends[last]].reduce(0) { $0 + counts[Int($1)] }
                last += 1
            } while last < starts.count && held < passBytes
            for stem in order[starts[chunk]..<ends[last - 1]] { kept[Int(stem)] = true }
            let postings = PostingsByStem(pageCount: pageCount, postings: pages, encodedCounts: counts, keeping: kept)
            for index in chunk..<last {
                let run = order[starts[index]..<ends[index]]
                body(paths.words(index), bytes(of: run, stems: stems, sizes: sizes, postings: postings))
            }
            for stem in order[starts[chunk]..<ends[last - 1]] { kept[Int(stem)] = false }
            chunk = last
        }
        let firstStems = starts.map { order[$0] }
        body(paths.manifest, manifest(pageCount: pageCount, firstStems: firstStems, stems: stems, scheme: vocabulary.scheme))
    }
}
