@testable import DocC
import Testing

@Suite struct SymbolLinkSyntaxTests {
    @Test func aDoubleBacktickSymbolBecomesALinkAroundTheSameCode() {
        #expect(SymbolLinkSyntax.rewrite("Use ``Array/append(_:)`` here.") == "Use [``Array/append(_:)``](<symbol:Array/append(_:)>) here.")
    }

    @Test func fencedCodeIsLeftAlone() {
        let text = "```\n``Array``\n```"
        #expect(SymbolLinkSyntax.rewrite(text) == text)
    }

    @Test func aCodeSpanWithSpacesIsNotASymbol() {
        #expect(SymbolLinkSyntax.rewrite("``a b``") == "``a b``")
    }

    @Test func indentedCodeAfterABlankLineIsLeftAlone() {
        let text = "Text.\n\n    ``Array``\n    ``Set``"
        #expect(SymbolLinkSyntax.rewrite(text) == text)
    }

    @Test func anIndentedLineThatContinuesAParagraphIsText() {
        // swift-nio's loops-futures-concurrency.md wraps a `> Warning:` aside this way.
        #expect(SymbolLinkSyntax.rewrite("> Warning: use\n    ``EventLoopFuture/hop(to:)`` first.")
            == "> Warning: use\n    [``EventLoopFuture/hop(to:)``](<symbol:EventLoopFuture/hop(to:)>) first.")
    }

    @Test func anOperatorsSymbolIsALinkToo() {
        #expect(SymbolLinkSyntax.rewrite("``Comparable/<(_:_:)`` and a <b ``Set``")
            == "[``Comparable/<(_:_:)``](<symbol:Comparable/<(_:_:)>) and a <b [``Set``](<symbol:Set>)")
    }

    // Found by the long fuzz run: ``x`` in an attribute of a raw HTML tag, whose value ran over lines, became a link
    // in the attribute's text.
    @Test func aSymbolInsideARawHTMLTagIsTheAttributesText() {
        let text = "<a title=\"see ``Array``\" href=\"x\n  ``Set``\">``Array``</a> ``Set``"
        #expect(SymbolLinkSyntax.rewrite(text)
            == "<a title=\"see ``Array``\" href=\"x\n  ``Set``\">[``Array``](<symbol:Array>)</a> [``Set``](<symbol:Set>)")
    }
}
