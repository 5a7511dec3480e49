import Testing
@testable import Site

@Suite struct SearchStemCacheTests {
    let vocabulary = SearchVocabulary()

    func page(_ title: String, _ text: String) -> SearchPage {
        SearchPage(title: title, sections: [SearchSection(heading: nil, text: text)], vocabulary: vocabulary)
    }

    func stemsAndWeights(_ page: SearchPage) -> [String: UInt8] {
        let (stems, _) = vocabulary.stemsInByteOrder()
        let pairs = page.postings.map(SearchPage.stemAndWeight).map { (String(decoding: stems.word($0.stem), as: UTF8.self), $0.weight) }
        return Dictionary(uniqueKeysWithValues: pairs)
    }

    @Test func aPageAnalyzedAfterAnotherHasOnlyItsOwnStemsAndWeights() {
        _ = page("Alpha", "beta beta gamma")
        // The cache that analyzed the first page is reused: none of its counts may carry over.
        #expect(stemsAndWeights(page("Delta", "beta")) == ["delta": 64, "beta": 1])
    }

    @Test func stopWordsBeforeAndBetweenTheWordsHaveNoPostings() {
        // Stop words are counted like any word, at an entry of their own that the postings leave out.
        #expect(page("The Omega", "the the psi of the").postings.count == 2)
        #expect(stemsAndWeights(page("The Omega", "the the psi of the")) == ["omega": 64, "psi": 1])
    }

    @Test func aWordsCountStopsAtThirtyOne() {
        #expect(stemsAndWeights(page("Zeta", Array(repeating: "eta", count: 40).joined(separator: " "))) == ["zeta": 64, "eta": 31])
    }

    @Test func wordsThatShareAStemAddTheirCountsUpToThirtyOne() {
        let text = (Array(repeating: "themes", count: 20) + Array(repeating: "theming", count: 20)).joined(separator: " ")
        #expect(stemsAndWeights(page("Colors", text)) == ["color": 64, "them": 31])
    }

    @Test func aWordInTheTitleAHeadingAndTheTextHasEachWeight() {
        let page = SearchPage(
            title: "Themes", sections: [SearchSection(heading: "Theming", text: "themed theme")], vocabulary: vocabulary)
        #expect(stemsAndWeights(page) == ["them": 64 + 32 + 2])
    }

    @Test func aPageOfThousandsOfWordsKeepsThemAllAndTheNextPageHasOnlyItsOwn() {
        let words = (0..<3000).map { "w\($0)x" }
        #expect(stemsAndWeights(page("Many", words.joined(separator: " "))).count == 3001)
        #expect(stemsAndWeights(page("Few", "w7x w7x")) == ["few": 64, "w7x": 2])
    }
}
