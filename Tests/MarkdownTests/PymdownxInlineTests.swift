import Testing
import Markdown

/// pymdownx's inline syntax: marked, inserted, sub- and superscript text, and keys.
struct PymdownxInlineTests {
    @Test func doubleEqualsMarkText() {
        #expect(html("a ==marked *text*== b", .mark) == "<p>a <mark>marked <em>text</em></mark> b</p>\n")
    }

    @Test func singleOrTripleEqualsStayText() {
        #expect(html("a =b= c ===d===", .mark) == "<p>a =b= c ===d===</p>\n")
    }

    @Test func doubleEqualsInsideWordsMarkNothing() {
        #expect(html("if a==b and c==d", [.mark, .caretInsert]) == "<p>if a==b and c==d</p>\n")
        #expect(html("x^^y and z^^w", .caretInsert) == "<p>x^^y and z^^w</p>\n")
    }

    @Test func doubleCaretsInsertAndSingleCaretsRaise() {
        #expect(html("^^new^^ and 2^10^", .caretInsert) == "<p><ins>new</ins> and 2<sup>10</sup></p>\n")
    }

    @Test func superscriptTakesNoWhitespace() {
        #expect(html("a^b c^", .caretInsert) == "<p>a^b c^</p>\n")
    }

    @Test func singleTildeIsSubscriptAndDoubleStrikethrough() {
        #expect(html("H~2~O ~~gone~~", .tildeSubscript) == "<p>H<sub>2</sub>O <del>gone</del></p>\n")
    }

    @Test func singleTildeAroundWhitespaceIsGFMStrikethroughWhenThatIsOn() {
        #expect(html("~a b~ H~2~O", [.tildeSubscript, .strikethrough]) == "<p><del>a b</del> H<sub>2</sub>O</p>\n")
        #expect(html("~a b~", .tildeSubscript) == "<p>~a b~</p>\n")
    }

    @Test func gfmStrikethroughIsUnchangedWithoutSubscript() {
        #expect(html("~a~ ~~b~~", .gfm) == "<p><del>a</del> <del>b</del></p>\n")
    }

    @Test func keysBecomeNestedKbd() {
        #expect(html("Press ++ctrl+alt+del++ or ++cmd+\"My Key\"+f5++.", .keys)
            == "<p>Press <kbd class=\"keys\"><kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>Del</kbd></kbd> or "
            + "<kbd class=\"keys\"><kbd>Cmd</kbd>+<kbd>My Key</kbd>+<kbd>F5</kbd></kbd>.</p>\n")
    }

    @Test func keysNeedNamesWithoutSpaces() {
        #expect(html("a ++ b ++, c++ and ++x y++ and ++a++b++", .keys)
            == "<p>a ++ b ++, c++ and ++x y++ and <kbd class=\"keys\"><kbd>A</kbd></kbd>b++</p>\n")
    }

    @Test func keyNamesAreTheHeadingIDsText() {
        #expect(html("# Use ++ctrl+c++", [.keys, .headingIDs]) == "<h1 id=\"use-ctrlc\">Use <kbd class=\"keys\"><kbd>Ctrl</kbd>+<kbd>C</kbd></kbd></h1>\n")
    }

    @Test func inlineExtensionsAreOffByDefault() {
        #expect(html("==a== ^^b^^ H~2~O ++c++") == "<p>==a== ^^b^^ H~2~O ++c++</p>\n")
    }

    @Test func unclosedKeysAndQuotesMakeProgress() {
        let input = String(repeating: "++\"a ++b c", count: 20_000)
        #expect(html(input, .keys) == "<p>" + input.replacingOccurrences(of: "\"", with: "&quot;") + "</p>\n")
    }
}
