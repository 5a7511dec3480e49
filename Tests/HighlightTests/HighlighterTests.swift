import Highlight
import Testing

@Suite struct HighlighterTests {
    @Test func unknownLanguageReturnsNil() {
        #expect(Highlighter.highlight("let x = 1", language: "cobol") == nil)
        #expect(Highlighter.highlight("let x = 1", language: "") == nil)
    }

    @Test func languageNamesIgnoreCaseAndSurroundingSpaces() {
        #expect(highlighted("true", " JSON ") == token("keyword", "true"))
    }

    @Test func aliasesNameTheirLanguage() {
        let aliases = [
            "sh": "shell", "bash": "shell", "zsh": "shell", "shell-session": "console", "yml": "yaml",
            "svg": "xml", "js": "javascript", "mjs": "javascript", "jsx": "javascript", "ts": "typescript",
            "tsx": "typescript", "py": "python", "h": "c", "c++": "cpp", "hpp": "cpp", "objc": "objectivec",
            "patch": "diff", "md": "markdown",
        ]
        for (alias, language) in aliases {
            let sample = "x = 'a' # b\n"
            #expect(Highlighter.highlight(sample, language: alias) == Highlighter.highlight(sample, language: language), "\(alias)")
        }
    }

    @Test func listsTheCanonicalLanguageNames() {
        #expect(Highlighter.languages == [
            "swift", "shell", "console", "json", "yaml", "html", "xml", "css", "javascript", "typescript", "python",
            "c", "cpp", "objectivec", "diff", "markdown",
        ])
    }

    @Test func escapesTextInsideAndOutsideSpans() {
        #expect(highlighted("a < \"<b>\" && c", "swift") == "a " + token("punctuation", "&lt;") + " "
            + token("string", "&quot;&lt;b&gt;&quot;") + " " + token("punctuation", "&amp;&amp;") + " c")
    }

    @Test func adjacentTokensOfOneKindShareASpan() {
        #expect(highlighted("a?.b", "swift") == "a" + token("punctuation", "?.") + "b")
    }

    @Test func emptyCodeGivesEmptyHTML() {
        #expect(highlighted("", "swift") == "")
    }

    @Test func multiByteCharactersStayWhole() {
        #expect(highlighted("let café = \"naïve ☕️\"", "swift")
            == token("keyword", "let") + " café " + token("punctuation", "=") + " " + token("string", "&quot;naïve ☕️&quot;"))
    }
}
