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
}
