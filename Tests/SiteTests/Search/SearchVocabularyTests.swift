import Testing
@testable import Site

@Suite struct SearchVocabularyTests {
    /// The stems in the order `stemsInByteOrder` gives them.
    func orderedStems(_ vocabulary: SearchVocabulary) -> [String] {
        let (stems, order) = vocabulary.stemsInByteOrder()
        return order.map { String(decoding: stems.word(Int($0)), as: UTF8.self) }
    }

    func add(_ words: [String], to vocabulary: SearchVocabulary) {
        for word in words {
            var word = word
            _ = word.withUTF8 { vocabulary.stemID(of: $0) }
        }
    }

    @Test func stemsThatShareTheirFirstEightBytesAreInByteOrder() {
        let vocabulary = SearchVocabulary()
        add(["zzz9", "abcdefgh2", "abcdefgh", "abcdefgh10", "abcdefg", "über", "abcdefgi"], to: vocabulary)
        #expect(orderedStems(vocabulary) == ["abcdefg", "abcdefgh", "abcdefgh10", "abcdefgh2", "abcdefgi", "zzz9", "über"])
    }

    @Test func stemsAddedLaterAreMergedIntoTheOrder() {
        let vocabulary = SearchVocabulary()
        add(["mm", "bb"], to: vocabulary)
        _ = vocabulary.stemsInByteOrder()
        add(["zz", "aa", "mn"], to: vocabulary)
        #expect(orderedStems(vocabulary) == ["aa", "bb", "mm", "mn", "zz"])
    }
}
