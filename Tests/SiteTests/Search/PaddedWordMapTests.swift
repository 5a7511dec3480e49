import Testing
@testable import Site

@Suite struct PaddedWordMapTests {
    /// `words` added in order, each with its position as its value, as the tokenizer gives them.
    func map(_ words: [String], capacity: Int = 4) -> PaddedWordMap {
        var map = PaddedWordMap(capacity: capacity)
        for (index, word) in words.enumerated() {
            SearchTokenizer.forEachWord(in: word) { map.add($0, value: Int32(index)) }
        }
        return map
    }

    func value(of word: String, in map: PaddedWordMap) -> Int32? {
        var value: Int32?
        SearchTokenizer.forEachWord(in: word) { value = map.value(of: $0) }
        return value
    }

    @Test func findsEachWordsValueAndNoneForAWordNotAdded() {
        let map = map(["alpha", "beta"])
        #expect(value(of: "beta", in: map) == 1)
        #expect(value(of: "alpha", in: map) == 0)
        #expect(value(of: "gamma", in: map) == nil)
    }

    @Test func tellsApartWordsThatShareTheirFirstEightBytes() {
        let words = ["abcdefgh", "abcdefghij", "abcdefghik", "abcdefghijklmnopqr", "abcdefghijklmnopqs"]
        let map = map(words)
        #expect(words.map { value(of: $0, in: map) } == [0, 1, 2, 3, 4])
        #expect(value(of: "abcdefghijklmnop", in: map) == nil)
    }

    @Test func findsAWordOfNineToSixteenBytesByItsTwoChunks() {
        let map = map(["abcdefgh", "abcdefghij", "abcdefghik", "abcdefghijklmnopqr"])
        func value(ofTwoChunkWord word: String) -> Int32? {
            var value: Int32?
            var word = word
            word.withUTF8 { bytes in
                SearchTokenizer.forEachWord(in: bytes, short: { _, _ in }, twoChunk: { head, tail, _ in value = map.value(ofHead: head, tail: tail) }, other: { _ in })
            }
            return value
        }
        #expect(["abcdefghij", "ABCDEFGHIK", "abcdefghijklmnop", "abcdefghijk"].map(value(ofTwoChunkWord:)) == [1, 2, nil, nil])
    }

    @Test func keepsEveryWordAsItGrows() {
        let words = (0..<3000).map { "w\($0)x\($0 * 7919)" }
        let map = map(words)
        #expect(map.count == 3000)
        #expect(words.indices.allSatisfy { value(of: words[$0], in: map) == Int32($0) })
    }
}
