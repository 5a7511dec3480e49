import Foundation
import Testing
@testable import Site

@Suite struct SearchIndexBuilderTests {
    let vocabulary = SearchVocabulary()

    func page(_ title: String, _ text: String, heading: String? = nil) -> SearchPage {
        SearchPage(
            title: title, sections: [SearchSection(heading: heading, text: text)],
            vocabulary: vocabulary)
    }

    /// The manifest and chunks a full build writes of `pages`, by path.
    func files(of pages: [SearchPage]) -> [(path: String, text: String)] {
        var words = SearchWordChunks(pages: pages.map(\.postings), vocabulary: vocabulary)
        return words.collectedFiles(written: { _ in false }).map { ($0.path, $0.text ?? "(kept)") }
    }

    @Test func aPageKeepsEachStemOnceWithItsWeightAndNoStopWord() {
        let postings = page("Theming", "Themes and the colors.", heading: "Colors").postings
        let (stems, _) = vocabulary.stemsInByteOrder()
        let stemsAndWeights = postings.map(SearchPage.stemAndWeight).map { (String(decoding: stems.word($0.stem), as: UTF8.self), $0.weight) }
        // "theming" in the title (64) and "themes" once in the text (1) share a stem; "colors" in a heading (32) and the text (1).
        #expect(stemsAndWeights.map(\.0) == ["them", "color"])
        #expect(stemsAndWeights.map(\.1) == [65, 33])
    }

    @Test func aStemNoPageHasAnyMoreIsLeftOut() {
        _ = page("Gone", "vanished")
        let files = Dictionary(uniqueKeysWithValues: files(of: [page("Kept", "kept")]))
        #expect(files["search/words/0.json"] == "{\"kept\":\"0B2\"}\n")
    }

    @Test func wordsWithOneStemMakeOnePostingAndStopWordsNone() {
        let files = Dictionary(uniqueKeysWithValues: files(of: [page("Theming", "Themes and the themes.")]))
        // "them": page 0 (gap "0"), weight 64 (title) + 2 (text) = 66 = 2 + 2·32 ("C2").
        #expect(files["search/words/0.json"] == "{\"them\":\"0C2\"}\n")
    }

    @Test func aSpooledPageGivesBackItsPostings() {
        let inMemory = page("One", "alpha beta beta")
        let (html, spooled) = inMemory.spooled(in: ContentSpool(in: NSTemporaryDirectory()), with: Array("<p>One</p>".utf8))
        #expect(spooled.postings == inMemory.postings)
        #expect(html.text == "<p>One</p>")
        #expect(!inMemory.postings.isEmpty)
    }

    @Test func chunksHoldStemsInByteOrderWithPageGapsAndWeights() {
        let files = Dictionary(uniqueKeysWithValues: files(of: [page("One", "beta alpha alpha"), page("Two", "gamma"), page("Three", "alpha")]))
        // alpha: page 0 (gap 0) twice, page 2 (gap 1) once; one: page 0 in the title (64 = 0 + 2·32: "A2").
        #expect(files["search/words/0.json"]
            == "{\"alpha\":\"0211\",\"beta\":\"01\",\"gamma\":\"11\",\"one\":\"0A2\",\"thre\":\"2A2\",\"two\":\"1A2\"}\n")
        #expect(files["search/manifest.json"] == "{\"version\":3,\"pages\":3,\"pageTable\":128,\"chunks\":[\"alpha\"]}\n")
    }

    @Test func aChunkEndsOnceItReachesTheChunkSize() throws {
        let words = (0..<6000).map { "w\(String($0 + 10000))" }
        let files = files(of: [page("Many", words.joined(separator: " "))])
        let chunks = files.filter { $0.path.hasPrefix("search/words/") }
        #expect(chunks.count == 3)
        #expect(chunks.dropLast().allSatisfy { $0.text.utf8.count >= SearchIndexBuilder.chunkSize && $0.text.utf8.count < SearchIndexBuilder.chunkSize + 20 })
        let manifest = try #require(files.last?.text)
        #expect(manifest.hasPrefix("{\"version\":3,\"pages\":1,\"pageTable\":128,\"chunks\":[\"many\",\"w1"))
        #expect(manifest.split(separator: ",").count == 6, "the page count, the table size and three chunks")
    }

    @Test func pageTablesAreNamedByNumberAndHoldFixedRunsOfPageIDs() {
        #expect([0, 1, 78].map(SearchIndexPaths.defaultLanguage.pages) == ["search/pages/0.json", "search/pages/1.json", "search/pages/78.json"])
        #expect(SearchPageTable.count(pageCount: 257) == 3)
        #expect(SearchPageTable.pages(of: 1, pageCount: 257) == 128..<256)
        #expect(SearchPageTable.pages(of: 2, pageCount: 257) == 256..<257)
    }
}
