import Testing
import Markdown

/// What a rendering collects besides its HTML, in the same pass: headings, links, plain text.
@Suite struct RenderedPartsTests {
    func rendered(_ markdown: String, _ extensions: MarkdownExtensions = [], collecting parts: RenderedMarkdown.Parts) -> RenderedMarkdown {
        HTMLRenderer().render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: extensions), collecting: parts)
    }

    func plainText(_ markdown: String, _ extensions: MarkdownExtensions = .gfm.union(.docs)) -> String {
        String(decoding: rendered(markdown, extensions, collecting: .text).text.bytes, as: UTF8.self)
    }

    /// The runs of the plain text, a heading's marked with `#`.
    func runs(_ markdown: String) -> [String] {
        let text = rendered(markdown, .gfm.union(.docs), collecting: .text).text
        return text.runs.map { (($0.isHeading ? "#" : "") + String(decoding: text.bytes[$0.range], as: UTF8.self)) }
    }

    @Test func nothingIsCollectedUnlessAskedFor() {
        let all = rendered("# A [b](/b)\n", .headingIDs, collecting: [])
        #expect(all.headings.isEmpty && all.links.isEmpty && all.text.bytes.isEmpty)
    }

    @Test func headingsListEveryHeadingWithTextAndID() {
        #expect(described(rendered("# A *b*\n\n> ## C `d`\n", .headingIDs, collecting: .headings).headings) == ["h1 A b #a-b", "h2 C d #c-d"])
    }

    @Test func elementIDsAreTheIdsOfRawHTMLThatIsKeptAndTheNamesOfItsLinks() {
        let markdown = "<dl>\n<dt id=\"a&amp;b\">A</dt>\n</dl>\n\nText <a name=\"old\"></a> <span name=\"no\" id='c'>x</span> <b id=\"sitegen-main\">y</b>\n"
        #expect(rendered(markdown, collecting: .headings).elementIDs == ["a&b", "old", "c"])
        let unsafe = HTMLRenderer(options: RenderOptions(allowsUnsafeHTML: true)).render(Array(markdown.utf8), collecting: .headings)
        #expect(unsafe.elementIDs == ["a&b", "old", "c", "sitegen-main"])
        #expect(rendered(markdown, collecting: .links).elementIDs.isEmpty)
    }

    // Seen on MkDocs Material's docs: `[`note`](#+type:note){ #+type:note }`, which links name, warned as a missing anchor.
    @Test func elementIDsHoldTheIdsAttributeListsGive() {
        let markdown = "[`note`](#+type:note){ #+type:note }\n\nText\n{: #para}\n\n*x*{: #a.b}\n"
        #expect(rendered(markdown, [.attributeLists, .kramdownAttributes], collecting: .headings).elementIDs == ["+type:note", "para", "a"])
    }

    // Footnotes' ids, which links to them from the page or another name (`#fn-1`, `#fnref-1`).
    @Test func elementIDsHoldTheIdsOfFootnotesAndTheirReferences() {
        let markdown = "A[^1] b[^1] c[^n].\n\n[^1]: One.\n[^n]: En.\n"
        #expect(rendered(markdown, .footnotes, collecting: .headings).elementIDs == ["fnref-1", "fnref-1-2", "fnref-n", "fn-1", "fn-n"])
    }

    @Test func unsafeHTMLBlocksGiveTheIdsABrowserReadsInTagsCommonMarkWouldNotRead() {
        let unsafe = HTMLRenderer(options: RenderOptions(allowsUnsafeHTML: true)).render(Array("<div>\n<span id=\"a\" \"b\">x</span>\n</div>\n".utf8), collecting: .headings)
        #expect(unsafe.elementIDs == ["a"])
    }

    @Test func headingsInsideFootnotesAreNotListed() {
        let headings = rendered("# A[^1]\n\n[^1]: text\n\n    ## B\n", .gfm, collecting: .headings).headings
        #expect(described(headings) == ["h1 A #"])
    }

    @Test func linksReportDestinationKindAndPosition() {
        #expect(rendered("intro\n\n> see [a](/a) and\n> ![i](/i.png) ü [r]\n\n[r]: /r\n", collecting: .links).links == [
            LinkOccurrence(destination: "/a", isImage: false, line: 3, column: 7),
            LinkOccurrence(destination: "/i.png", isImage: true, line: 4, column: 3),
            LinkOccurrence(destination: "/r", isImage: false, line: 4, column: 18),
        ])
    }

    @Test func linkPositionsCountCRLFAndCRAsOneLineBreak() {
        let links = rendered("a\r\nb\rc [x](/x)\r\n\r\n[y](/y)", collecting: .links).links
        #expect(links.map { [$0.line, $0.column] } == [[3, 3], [5, 1]])
    }

    @Test func linksInTablesAndAutolinksArePositioned() {
        #expect(rendered("| h |\n| - |\n| <https://x.org> |\n", .tables, collecting: .links).links
            == [LinkOccurrence(destination: "https://x.org", isImage: false, line: 3, column: 3)])
    }

    @Test func linksInsideAnImageDescriptionAreListedAfterTheImage() {
        #expect(rendered("![a [b](/b)](/i.png)", collecting: .links).links == [
            LinkOccurrence(destination: "/i.png", isImage: true, line: 1, column: 1),
            LinkOccurrence(destination: "/b", isImage: false, line: 1, column: 5),
        ])
    }

    @Test func linksInFootnotesComeLastAndOnlyForReferencedFootnotes() {
        let markdown = "[t](/t)\n: d [^1]\n\n[^1]: [n](/n)\n\n[^2]: [unused](/u)\n\n[e](/e)\n"
        #expect(rendered(markdown, [.footnotes, .definitionLists], collecting: .links).links == [
            LinkOccurrence(destination: "/t", isImage: false, line: 1, column: 1),
            LinkOccurrence(destination: "/e", isImage: false, line: 8, column: 1),
            LinkOccurrence(destination: "/n", isImage: false, line: 4, column: 7),
        ])
    }

    @Test func emailAutolinksAreListed() {
        #expect(rendered("write to a@b.org", .autolinks, collecting: .links).links
            == [LinkOccurrence(destination: "mailto:a@b.org", isImage: false, line: 1, column: 10)])
    }

    @Test func thePlainTextHasEveryBlocksTextWithoutMarkup() {
        let markdown = "# Title\n\nSome *emphasis*, `code` and a [link](/x).\n\n```\nlet x = 1\n```\n\n| a | b |\n|---|---|\n| c |\n\n"
            + "> - quoted\n>   item\n\n<div>raw</div>\n\nTerm\n: Definition\n\n![alt <b>x</b>](/i.png)\n"
        #expect(plainText(markdown) == "Title\nSome emphasis, code and a link.\nlet x = 1\na b \nc  \nquoted item\nTerm\nDefinition\nalt x\n")
    }

    @Test func thePlainTextLeavesOutFootnotesAndCalloutTitles() {
        #expect(plainText("> [!NOTE]\n> Text[^1].\n\n[^1]: Aside.\n") == "Text.\n")
    }

    @Test func runsSplitAtTopLevelHeadingsAndLeaveOutCodeAtAnyDepth() {
        #expect(runs("Intro.\n\n# Title\n\nOne.\n\n```\ncode\n```\n\n> ### Inner\n>\n>     more code\n\nTwo.\n")
            == ["Intro.\n", "#Title\n", "One.\n", "Inner\n", "Two.\n"])
    }

    @Test func theBodyStartsAfterALeadingLevelOneHeadingOnly() {
        #expect(rendered("# Title\n\nText.\n", collecting: .text).text.bodyStart == 6)
        #expect(rendered("## Setup\n\nText.\n", collecting: .text).text.bodyStart == 0)
        #expect(rendered("Text.\n\n# Title\n", collecting: .text).text.bodyStart == 0)
    }

    @Test func renderedMarkdownIsSendable() async {
        let rendered = rendered("*a*", collecting: .text)
        let html = await Task.detached { String(decoding: rendered.html, as: UTF8.self) }.value
        #expect(html == "<p><em>a</em></p>\n")
    }
}
