import Testing
@testable import Site

/// How each scheme makes a language's words: English stemmed without stop words, every other language
/// lower-cased as written, and CJK text as its letters and each pair of neighbouring letters.
@Suite struct SearchSchemeTests {
    func words(_ text: String, _ scheme: SearchScheme) -> [String] {
        var words: [String] = []
        SearchTokenizer.forEachWord(in: scheme == .plain ? SearchCJKText.spaced(text) : text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    func term(_ word: String, _ scheme: SearchScheme) -> String? {
        Array(word.utf8).withUnsafeBufferPointer { scheme.term(of: $0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func englishAndItsRegionsAloneHaveTheEnglishScheme() {
        #expect(["en", "en-GB", "EN-us"].map(SearchScheme.init(languageCode:)) == [.english, .english, .english])
        #expect(["de", "zh-Hant", "pt-BR", "eng", "fa"].map(SearchScheme.init(languageCode:)) == Array(repeating: .plain, count: 5))
    }

    @Test func englishWordsAreStemmedAndStopWordsLeftOut() {
        #expect(term("themes", .english) == "them")
        #expect(term("the", .english) == nil)
        #expect(term("Über", .english) == "Über", "as before languages: only ASCII is lower-cased")
    }

    @Test func plainWordsAreLowerCasedWholeAndNeitherStemmedNorLeftOut() {
        #expect(term("running", .plain) == "running")
        #expect(term("the", .plain) == "the")
        #expect(term("Über", .plain) == "über")
        #expect(term("МАРШРУТ", .plain) == "маршрут")
        #expect(term("ΟΔΟΣ", .plain) == "οδοσ" && term("οδός", .plain) == "οδόσ", "a final sigma is a plain one")
    }

    @Test func aRunOfCJKLettersGivesEachLetterAfterThePairItEnds() {
        #expect(words("静态网站", .plain) == ["静", "静态", "态", "态网", "网", "网站", "站"])
        #expect(words("정적 사이트", .plain) == ["정", "정적", "적", "사", "사이", "이", "이트", "트"])
    }

    @Test func aLoneCJKLetterIsAWord() {
        #expect(words("中 国", .plain) == ["中", "国"])
    }

    @Test func cjkPunctuationSeparatesWords() {
        #expect(words("「引用」、書・名。", .plain) == ["引", "引用", "用", "書", "名"])
        #expect(words("ｶﾀ｡ＡＢ！", .plain) == ["ｶ", "ｶﾀ", "ﾀ", "ＡＢ"])
    }

    @Test func otherLettersNextToCJKTextAreWordsOfTheirOwn() {
        #expect(words("Swift6の型", .plain) == ["swift6", "の", "の型", "型"])
        #expect(words("中a文", .plain) == ["中", "文"], "a one-byte word between is left out, as anywhere")
    }

    @Test func theEnglishSchemeKeepsRunsWithCJKTextWholeAsBefore() {
        #expect(words("静态网站。Swift", .english) == ["静态网站。swift"])
    }

    @Test func cjkLettersPastTheBasicPlaneArePairedToo() {
        #expect(words("𠀀𠀁", .plain) == ["𠀀", "𠀀𠀁", "𠀁"])
    }

    @Test func aTextWithoutCJKLettersOrPunctuationIsNotRewritten() {
        #expect(Array("Über café — ΟΔΟΣ".utf8).withUnsafeBufferPointer(SearchCJKText.spaced) == nil)
    }

    @Test func aPagesRunsKeepTheirPlacesWhenItsCJKTextIsWrittenOut() {
        let text = SearchText([SearchSection(heading: "静态", text: "网站 and more"), SearchSection(heading: "Plain", text: "文")])
        let spaced = text.cjkSpaced()
        #expect(spaced.runs.map { words(String(decoding: spaced.bytes[$0.range], as: UTF8.self), .english) }
            == [["静", "静态", "态"], ["网", "网站", "站", "and", "more"], ["plain"], ["文"]])
        #expect(spaced.runs.map(\.isHeading) == [true, false, true, false])
    }
}
