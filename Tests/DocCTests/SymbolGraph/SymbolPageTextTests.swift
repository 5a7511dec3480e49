import Testing
@testable import DocC

/// The text a symbol page adjusts on its way to the site's Markdown renderer.
@Suite struct SymbolPageTextTests {
    @Test func theFirstWordOfASectionIsCapitalizedWhenItIsAllLowerCase() {
        #expect(DocCSections.capitalizingFirstWord("the point, never negative.") == "The point, never negative.")
        #expect(DocCSections.capitalizingFirstWord("iOS only.") == "iOS only.")
        #expect(DocCSections.capitalizingFirstWord("`true` when inside.") == "`true` when inside.")
        #expect(DocCSections.capitalizingFirstWord("x2 times.") == "x2 times.")
    }

    @Test func anAbstractListedElsewhereShowsItsSymbolLinksAsTheirNames() {
        #expect(SymbolPageRenderer.plainSymbolLinks("Moves by ``Vector`` with ``Shape/area()-s76q`` and ``Polygon/Kind-swift.struct``.")
            == "Moves by `Vector` with `area()` and `Kind`.")
        #expect(SymbolPageRenderer.plainSymbolLinks("Code ``a b`` stays.") == "Code ``a b`` stays.")
    }

    @Test func aCodeSpanIsFencedByMoreBackticksThanItHolds() {
        #expect(SymbolPageRenderer.codeSpan("Equatable.!=(_:_:)") == "`Equatable.!=(_:_:)`")
        #expect(SymbolPageRenderer.codeSpan("a``b") == "```a``b```")
        #expect(SymbolPageRenderer.codeSpan("`x") == "`` `x ``")
    }

    @Test func aTitleIsEscapedSoMarkdownShowsItAsWritten() {
        #expect(SymbolPageRenderer.escaped("*Extended* [Types]") == "\\*Extended\\* \\[Types\\]")
    }

    @Test func aDocCommentLosesOnlyTheIndentationAllItsLinesShare() {
        #expect(SymbolPageRenderer.withoutCommonIndentation(["  One.", "", "    - Two."]) == ["One.", "", "  - Two."])
    }
}
