import Testing
import Markdown

/// With `pythonMarkdownHeadingIDs` a repeated heading gets the id Python-Markdown's `toc` gives it, so links written
/// for an MkDocs site keep their targets: `_1` appended, or the number after a final `_` counted up when it is
/// all ASCII digits (`_([0-9]+)$`).
struct PythonMarkdownHeadingIDTests {
    private func ids(_ markdown: String) -> [String] {
        var options = RenderOptions()
        options.pythonMarkdownHeadingIDs = true
        let page = HTMLRenderer(options: options).render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: .headingIDs), collecting: .headings)
        return page.headings.map { $0.id ?? "" }
    }

    @Test func aRepeatedHeadingGetsUnderscoreOneThenCountsUp() {
        #expect(ids("# A\n# A\n# A\n") == ["a", "a_1", "a_2"])
    }

    @Test func aHeadingEndingInDigitsAfterAnUnderscoreHasThemCountedUp() {
        #expect(ids("# v_1\n# v_1\n") == ["v_1", "v_2"])
        #expect(ids("# v_009\n# v_009\n") == ["v_009", "v_10"])
    }

    @Test func aSignIsNotPartOfTheNumber() {
        #expect(ids("# a_-1\n# a_-1\n") == ["a_-1", "a_-1_1"])
        #expect(ids("# a_+1\n# a_+1\n") == ["a_1", "a_2"])
    }

    @Test func aNumberTooLongForAnIntegerStillCountsUp() {
        #expect(ids("# n_99999999999999999999\n# n_99999999999999999999\n") == ["n_99999999999999999999", "n_100000000000000000000"])
    }
}
