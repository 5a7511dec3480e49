import Testing
@testable import DocC

/// Where a Markdown document's top-level blocks start and end.
@Suite struct MarkdownBlockTests {
    func kinds(_ markdown: String) -> [MarkdownBlock.Kind] {
        MarkdownBlock.blocks(of: markdown).map(\.kind)
    }

    @Test func headingsParagraphsQuotesAndCode() {
        #expect(kinds("# Title\nA paragraph\non two lines.\n\n> A quote\ncontinued lazily.\n\n    indented code\n\n---")
            == [.heading(level: 1), .paragraph, .quote, .code, .thematicBreak])
        #expect(MarkdownBlock.blocks(of: "## Topics ##").first?.headingText == "Topics")
        #expect(MarkdownBlock.blocks(of: "Topics\n------").first?.headingText == "Topics")
    }

    @Test func aFenceHoldsWhatWouldOtherwiseBeBlocks() {
        let blocks = MarkdownBlock.blocks(of: "```swift\n## Topics\n\n- item\n```\nAfter.")
        #expect(blocks.map(\.kind) == [.code, .paragraph])
        #expect(blocks[0].lines.count == 5)
    }

    @Test func aListHoldsItsItemsTheirIndentedLinesAndLazyLines() {
        let blocks = MarkdownBlock.blocks(of: "- one\n  more of one\nlazy line\n\n  - nested\n- two\n\nAfter.")
        #expect(blocks.map(\.kind) == [.list(ordered: false), .paragraph])
        #expect(blocks[0].items.map { Array($0) } == [["- one", "  more of one", "lazy line", "", "  - nested"], ["- two"]])
        #expect(MarkdownBlock.content(ofItem: blocks[0].items[0]) == ["one", "more of one", "lazy line", "", "- nested"])
    }

    @Test func aDifferentBulletStartsANewList() {
        #expect(kinds("- one\n* two\n1. three") == [.list(ordered: false), .list(ordered: false), .list(ordered: true)])
    }

    @Test func onlyAListItemWithTextOrStartingAtOneInterruptsAParagraph() {
        #expect(kinds("Text\n- item") == [.paragraph, .list(ordered: false)])
        #expect(kinds("Text\n2. not an item") == [.paragraph])
        #expect(kinds("Text\n1. item") == [.paragraph, .list(ordered: true)])
    }

    @Test func hugeMalformedInputIsScannedToTheEnd() {
        let unclosedFence = "```\n" + String(repeating: "- \n> \n## \n", count: 10_000)
        #expect(MarkdownBlock.blocks(of: unclosedFence).count == 1)
        // Each line starts a block of its own: a bullet unlike the one before, an ordered item, a heading, a quote.
        let markers = String(repeating: "-\n*\n1)\n#\n>\n", count: 10_000)
        #expect(MarkdownBlock.blocks(of: markers).count == 50_000)
    }
}
