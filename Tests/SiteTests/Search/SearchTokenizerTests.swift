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

    @Test func numbersAreWordsAndPunctuationBetweenDigitsSplitsThem() {
        #expect(words("SE-0425 on 2026-11-24, 128-bit") == ["se", "0425", "on", "2026", "11", "24", "128", "bit"])
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

    @Test func keepsTheWordsOfARunOverFortyBytesThatDashesSplit() {
        #expect(words(String(repeating: "ab—", count: 20)) == Array(repeating: "ab", count: 20))
    }

    @Test func aTruncatedCharacterAtTheEndEndsTheText() {
        #expect(words("word " + String(decoding: [0xE2, 0x80], as: UTF8.self)) == ["word", "\u{FFFD}"])
    }

    @Test func aWordAcrossSixtyFourBytesIsOneWord() {
        // The text is read 64 bytes at a time.
        #expect(words(String(repeating: " ", count: 60) + "Straddling words" + String(repeating: ".", count: 60)) == ["straddling", "words"])
    }

    @Test func aWordEndingTheSixtyFourthByteEndsTheText() {
        #expect(words(String(repeating: " ", count: 58) + "ending") == ["ending"])
    }

    @Test func lowerCasesEachEightBytesOfALongWord() {
        #expect(words("InternationalizationAPIs") == ["internationalizationapis"])
    }

    @Test func givesEachWordZeroFilledToWholeEightBytes() {
        var padding: [[UInt8]] = []
        SearchTokenizer.forEachWord(in: "Hi there, Internationalization") { word in
            let end = (word.count + 7) / 8 * 8
            padding.append(Array(UnsafeBufferPointer(start: word.baseAddress! + word.count, count: end - word.count)))
        }
        #expect(padding == [[0, 0, 0, 0, 0, 0], [0, 0, 0], [0, 0, 0, 0]])
    }

    @Test func givesAWordOfNineToSixteenBytesLowerCasedAndZeroFilled() {
        var words: [[UInt8]] = []
        SearchTokenizer.forEachWord(in: "Tokenizer, SearchIndexBuild") { word in
            words.append(Array(UnsafeBufferPointer(start: word.baseAddress!, count: (word.count + 7) / 8 * 8)))
        }
        #expect(words == [Array("tokenizer".utf8) + [0, 0, 0, 0, 0, 0, 0], Array("searchindexbuild".utf8)])
    }

    @Test func splitsTextAsTheRulesSayWhateverTheCharactersAndPositions() {
        var random = GeneratedSite.SplitMix(seed: 22)
        let pieces = [
            "a", "Z", "7", "q", " ", ".", "-", "\n", "é", "Ü", "—", "\u{A0}", "…", "\u{206F}", "\u{2070}", "ⁿ", "😀", "ab", "XYZ12",
            String(repeating: "w", count: 39),
        ]
        for _ in 0..<400 {
            let text = (0..<random.next(below: 120)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            #expect(words(text) == Self.referenceWords(text), "\(text)")
        }
    }

    @Test func makesProgressThroughHugeMalformedInput() {
        var random = GeneratedSite.SplitMix(seed: 7)
        let bytes = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: random.nextValue()) } + [0xE2, 0x80]
        var count = 0
        bytes.withUnsafeBufferPointer { SearchTokenizer.forEachWord(in: $0) { word in count += word.count > 1 && word.count <= 40 ? 1 : 0 } }
        #expect(count > 1000)
    }

    /// The rules of the type's documentation, a character at a time.
    static func referenceWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text.unicodeScalars {
            let value = character.value
            let isSeparator = value < 0x80 ? !((0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value))
                : value == 0xA0 || (0x2000...0x206F).contains(value)
            if isSeparator {
                words.append(word)
                word = ""
            } else {
                word.unicodeScalars.append(value < 0x80 ? Unicode.Scalar(UInt8(value) | 0x20) : character)
            }
        }
        words.append(word)
        return words.filter { $0.utf8.count > 1 && $0.utf8.count <= 40 }
    }
}
