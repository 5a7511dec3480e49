import Testing
@testable import Site

@Suite struct SearchStemmerTests {
    func stems(_ words: [String]) -> [String] {
        words.map { String(decoding: SearchStemmer.stem(Array($0.utf8)), as: UTF8.self) }
    }

    @Test func themeThemesThemedAndThemingShareAStem() {
        #expect(stems(["theme", "themes", "themed", "theming"]) == ["them", "them", "them", "them"])
    }

    @Test func plurals() {
        #expect(stems(["entries", "classes", "boxes", "matches", "pages", "status", "analysis", "class", "bus", "ties"])
            == ["entry", "class", "box", "match", "pag", "status", "analysis", "class", "bus", "tie"])
    }

    @Test func ingAndEdKeepAStemWithAVowel() {
        #expect(stems(["rebinding", "serving", "served", "running", "stopped", "installed", "string", "thing", "need", "applied"])
            == ["rebind", "serv", "serv", "run", "stop", "install", "string", "thing", "need", "apply"])
    }

    @Test func lyGoesWhenFourLettersRemain() {
        #expect(stems(["quickly", "really", "only", "early"]) == ["quick", "real", "only", "early"])
    }

    @Test func shortAndNonLetterWordsStayWhole() {
        #expect(stems(["use", "css", "utf8", "café", "swift"]) == ["use", "css", "utf8", "café", "swift"])
    }
}
