import Testing
@testable import Site

@Suite struct SearchWordChunksTests {
    let vocabulary = SearchVocabulary()

    func postings(_ text: String) -> [UInt32] {
        SearchPage(title: "", sections: [SearchSection(heading: nil, text: text)], vocabulary: vocabulary).postings
    }

    func stems(_ ids: [Int]) -> [String] {
        let (stems, _) = vocabulary.stemsInByteOrder()
        return ids.map { String(decoding: stems.word($0), as: UTF8.self) }
    }

    /// Every file of `chunks` as a full build writes it.
    func fullFiles(_ chunks: SearchWordChunks) -> [String] {
        var chunks = chunks
        return chunks.collectedFiles(written: { _ in false }).map { $0.path + " " + ($0.text ?? "(kept)") }
    }

    /// Six thousand words: three chunks, the last two of them all `w…` words.
    let manyWords = (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ")

    @Test func replaceReportsTheStemsAPageGainedLostOrReweighted() {
        let pages = [postings("alpha beta gamma"), postings("alpha")]
        var grouped = PostingsByStem(pageCount: pages.count, postings: { pages[$0] }, stemCount: 3)
        let changed = grouped.replace(page: 0, old: postings("alpha beta gamma"), new: postings("alpha beta beta delta"))
        #expect(Set(stems(changed)) == ["beta", "gamma", "delta"])
    }

    @Test func replacedPostingsEncodeAsTheNewPagesRegrouped() {
        let before = [postings("alpha beta"), postings("beta gamma"), postings("alpha")]
        let after = [postings("alpha beta"), postings("gamma gamma delta"), postings("alpha")]
        var chunks = SearchWordChunks(pages: before, vocabulary: vocabulary)
        chunks.replace(page: 1, old: before[1], new: after[1])
        #expect(fullFiles(chunks) == fullFiles(SearchWordChunks(pages: after, vocabulary: vocabulary)))
    }

    @Test func chunksMadeInPassesAreTheChunksOfOneGrouping() {
        let pages = [postings(manyWords), postings("alpha beta"), postings("w10001 alpha")]
        var streamed: [String] = []
        // One byte a pass: each of the three chunks is grouped in a pass of its own.
        SearchWordChunks.files(pageCount: pages.count, postings: { pages[$0] }, vocabulary: vocabulary, passBytes: 1) {
            streamed.append($0 + " " + String(decoding: $1, as: UTF8.self))
        }
        #expect(streamed.count == 4)
        #expect(streamed == fullFiles(SearchWordChunks(pages: pages, vocabulary: vocabulary)))
    }

    @Test func withoutChangesEveryWrittenFileIsKept() {
        var chunks = SearchWordChunks(pages: [postings(manyWords)], vocabulary: vocabulary)
        _ = chunks.collectedFiles(written: { _ in true })
        #expect(chunks.collectedFiles(written: { _ in true }).map(\.text).allSatisfy { $0 == nil })
    }

    @Test func onlyTheChunkHoldingAChangedStemIsEncodedAgain() {
        let pages = [postings(manyWords), postings("alpha")]
        var chunks = SearchWordChunks(pages: pages, vocabulary: vocabulary)
        _ = chunks.collectedFiles(written: { _ in true })
        chunks.replace(page: 1, old: pages[1], new: postings("alpha alpha"))
        let files = chunks.collectedFiles(written: { _ in true })
        #expect(files.filter { $0.text != nil }.map(\.path) == ["search/words/0.json"])
    }

    @Test func aFileTheOutputFolderLacksIsEncodedAgain() {
        var chunks = SearchWordChunks(pages: [postings(manyWords)], vocabulary: vocabulary)
        _ = chunks.collectedFiles(written: { _ in true })
        let files = chunks.collectedFiles(written: { $0 != "search/words/1.json" })
        #expect(files.filter { $0.text != nil }.map(\.path) == ["search/words/1.json"])
    }

    @Test func aStemThatMovesABoundaryEncodesTheChunksAfterItAsAFullBuild() {
        let pages = [postings(manyWords), postings("alpha")]
        // Enough new words before the `w…` words to push the first chunk's end into the second.
        let added = (0..<2000).map { "a\(String($0 + 1000))" }.joined(separator: " ")
        var chunks = SearchWordChunks(pages: pages, vocabulary: vocabulary)
        let before = chunks.collectedFiles(written: { _ in true })
        chunks.replace(page: 1, old: pages[1], new: postings(added))
        let after = chunks.collectedFiles(written: { _ in true })
        #expect(after.count == before.count + 1, "the added words make a fourth chunk")
        #expect(after.allSatisfy { $0.text != nil })
        #expect(fullFiles(chunks) == fullFiles(SearchWordChunks(pages: [pages[0], postings(added)], vocabulary: vocabulary)))
    }
}

extension SearchWordChunks {
    /// The chunks of pages given as their postings.
    init(pages: [[UInt32]], vocabulary: SearchVocabulary) {
        self.init(pageCount: pages.count, postings: { pages[$0] }, vocabulary: vocabulary)
    }

    /// Every file `files` gives, in order, with its bytes as text (nil where kept).
    mutating func collectedFiles(written: (String) -> Bool) -> [(path: String, text: String?)] {
        var files: [(path: String, text: String?)] = []
        self.files(written: written) { path, bytes in files.append((path, bytes.map { String(decoding: $0, as: UTF8.self) })) }
        return files
    }
}
