import Testing
@testable import Site

@Suite struct SearchTokenizerTests {
    func words(_ text: String) -> [String] {
        var words: [String] = []
        SearchTokenizer.forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    @Test func splitsAtPunctuationAndLowerCasesASCII() {
        #expect(words("Live-reload: DNS rebinding, v2.0!") == ["live", "reload", "dns", "rebinding", "v2"])
    }

    @Test func leavesOutOneByteWords() {
        #expect(words("a Swift's x y") == ["swift"])
    }

    @Test func keepsNonASCIIWordsWhole() {
        #expect(words("Überblick café é") == ["Überblick", "café", "é"])
    }

    @Test func dashesCurlyQuotesAndNoBreakSpacesSeparateWords() {
        #expect(words("one—two “three” four\u{A0}five…six") == ["one", "two", "three", "four", "five", "six"])
    }

    @Test func leavesOutWordsOverFortyBytes() {
        #expect(words(String(repeating: "x", count: 41) + " kept " + String(repeating: "y", count: 40)) == ["kept", String(repeating: "y", count: 40)])
    }

    @Test func aTruncatedCharacterAtTheEndEndsTheText() {
        #expect(words("word " + String(decoding: [0xE2, 0x80], as: UTF8.self)) == ["word", "\u{FFFD}"])
    }
}
