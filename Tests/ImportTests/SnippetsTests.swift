import Testing
@testable import Import

/// MkDocs snippets.
@Suite struct SnippetsTests {
    func inline(_ text: String) -> String {
        var snippets = Snippets(read: { ["a.md": "A1\nA2\n", "b.md": "--8<-- \"a.md\""][$0] })
        return snippets.inline(text)
    }

    @Test func aSnippetLineIsReplacedByTheFile() {
        #expect(inline("x\n--8<-- \"a.md\"\ny") == "x\nA1\nA2\ny")
    }

    @Test func anIndentedSnippetKeepsTheIndentation() {
        #expect(inline("  --8<-- 'a.md'") == "  A1\n  A2")
    }

    @Test func aLineRangeTakesThoseLines() {
        #expect(inline("--8<-- \"a.md:2:2\"") == "A2")
    }

    // Found by the import fuzz target: `a.md:0:0` made the range 1...0, which stopped the import.
    @Test func aLineRangeStartingBelowOneStartsAtOne() {
        #expect(inline("--8<-- \"a.md:0:0\"") == "")
        #expect(inline("--8<-- \"a.md:-3:1\"") == "A1")
        #expect(inline("--8<-- \"a.md:0:5\"") == "A1\nA2")
    }

    @Test func aBlockOfNamesInlinesEach() {
        #expect(inline("--8<--\na.md\na.md:1:1\n--8<--") == "A1\nA2\nA1")
    }

    @Test func snippetsInsideSnippetsAreInlined() {
        #expect(inline("--8<-- \"b.md\"") == "A1\nA2")
    }

    // Found by the long import fuzz run: a snippet that named itself three times became 1.8 MB of text in a page,
    // copies of copies down to the depth limit. pymdownx.snippets leaves out a file inside itself.
    @Test func aSnippetInsideItselfIsLeftOut() {
        var snippets = Snippets(read: { ["self.md": "S\n--8<-- \"self.md\"\n--8<--\nself.md\nother.md\n--8<--", "other.md": "O\n--8<-- \"self.md\""][$0] })
        #expect(snippets.inline("--8<-- \"self.md\"\n--8<-- \"other.md\"") == "S\nO\nO\nS")
        #expect(snippets.counts["--8<-- snippet inside itself → left out"] == 6)
    }

    @Test func anEscapedMarkerBecomesText() {
        #expect(inline(";--8<-- \"a.md\"") == "--8<-- \"a.md\"")
    }

    @Test func aMissingFileStays() {
        #expect(inline("--8<-- \"none.md\"") == "--8<-- \"none.md\"")
    }

    @Test func aFileAboveTheBaseFoldersStays() {
        var snippets = Snippets(read: { $0.contains("..") ? "secret" : nil })
        #expect(snippets.inline("--8<-- \"../../etc/passwd\"\n--8<--\na/../../b.md\n--8<--") == "--8<-- \"../../etc/passwd\"\na/../../b.md")
    }
}
