import Testing
import Markdown

/// `.markdownInHTML`: an element whose opening tag fills its line and carries `markdown` holds
/// Markdown blocks up to the line holding only its closing tag, as Python-Markdown's md_in_html reads it.
@Suite struct MarkdownInHTMLTests {
    func rendered(_ markdown: String) -> String {
        html(markdown, .markdownInHTML)
    }

    @Test func aListInsideAGridCardsDivIsMarkdown() {
        #expect(rendered("<div class=\"grid cards\" markdown>\n- a\n- **b**\n</div>")
            == "<div class=\"grid cards\">\n<ul>\n<li>a</li>\n<li><strong>b</strong></li>\n</ul>\n</div>\n")
    }

    @Test(arguments: ["markdown", "markdown=\"1\"", "markdown='block'", "MARKDOWN=1"])
    func theAttributeIsTakenInEachOfItsForms(_ attribute: String) {
        #expect(rendered("<section \(attribute)>\n*a*\n</section>") == "<section>\n<p><em>a</em></p>\n</section>\n")
    }

    @Test func otherValuesLeaveAnHTMLBlock() {
        #expect(unsafeHTML("<div markdown=\"0\">\n*a*\n</div>", .markdownInHTML) == "<div markdown=\"0\">\n*a*\n</div>\n")
    }

    @Test func withoutTheExtensionTheBlockIsCommonMarksHTMLBlock() {
        #expect(unsafeHTML("<div markdown>\n*a*\n</div>") == "<div markdown>\n*a*\n</div>\n")
    }

    @Test func unsafeModeWritesTheTagWithoutTheAttribute() {
        #expect(unsafeHTML("<div id=\"x\" markdown onclick=\"y()\">\n*a*\n</div>", .markdownInHTML)
            == "<div id=\"x\" onclick=\"y()\">\n<p><em>a</em></p>\n</div>\n")
    }

    @Test func containersNestAndTheInnermostClosesFirst() {
        #expect(rendered("<div markdown>\n<details markdown>\n<summary>S</summary>\n\n*a*\n</details>\n\n*b*\n</div>")
            == "<div>\n<details>\n<summary>S</summary>\n<p><em>a</em></p>\n</details>\n<p><em>b</em></p>\n</div>\n")
    }

    @Test func aClosingLineEndsAParagraphAndAList() {
        #expect(rendered("<div markdown>\ntext\n</div>\nafter") == "<div>\n<p>text</p>\n</div>\n<p>after</p>\n")
        #expect(rendered("<div markdown>\n- item\n</div>") == "<div>\n<ul>\n<li>item</li>\n</ul>\n</div>\n")
    }

    @Test func aClosingTagRightAfterAnHTMLBlockClosesTheContainer() {
        #expect(rendered("<figure markdown>\n\n![a](a.png)\n\n  <figcaption markdown>\n\nCaption\n\n  </figcaption>\n</figure>\n\nafter")
            == "<figure>\n<p><img src=\"a.png\" alt=\"a\" /></p>\n<figcaption>\n<p>Caption</p>\n</figcaption>\n</figure>\n<p>after</p>\n")
        #expect(rendered("<figure markdown>\n<img src=\"a.png\">\n</figure>\n\nafter")
            == "<figure>\n<img src=\"a.png\">\n</figure>\n<p>after</p>\n")
    }

    @Test func aClosingTagTheHTMLBlockOpenedStaysItsOwn() {
        #expect(rendered("<div markdown>\n<div class=\"a\">\nraw\n</div>\n</div>\n\nafter")
            == "<div>\n<div class=\"a\">\nraw\n</div>\n</div>\n<p>after</p>\n")
    }

    @Test func aClosingTagClosesTheContainerFromAListItemATabOrADefinition() {
        #expect(rendered("<div markdown>\n<div class=\"grid\" markdown>\n\n- a\n\n  </div>\n</div>\n\nafter")
            == "<div>\n<div class=\"grid\">\n<ul>\n<li>a</li>\n</ul>\n</div>\n</div>\n<p>after</p>\n")
        #expect(html("<div markdown>\n\n=== \"A\"\n\n    a\n\n</div>\n\nafter", [.markdownInHTML, .contentTabs]).hasSuffix("</div>\n</div>\n<p>after</p>\n"))
        #expect(html("<div markdown>\n\nTerm\n\n:   Definition\n\n</div>\n\nafter", [.markdownInHTML, .definitionLists])
            == "<div>\n<dl>\n<dt>Term</dt>\n<dd>\n<p>Definition</p>\n</dd>\n</dl>\n</div>\n<p>after</p>\n")
    }

    @Test func anUnclosedContainerRunsToTheEndOfItsParent() {
        #expect(rendered("> <div markdown>\n> *a*\n\nafter") == "<blockquote>\n<div>\n<p><em>a</em></p>\n</div>\n</blockquote>\n<p>after</p>\n")
    }

    @Test func anElementSafeModeRemovesLeavesItsMarkdown() {
        #expect(rendered("<form markdown>\n*a*\n</form>") == "<p><em>a</em></p>\n")
    }

    @Test func phrasingElementsAndTagsSharingTheirLineStayHTMLBlocks() {
        #expect(unsafeHTML("<p markdown>\n*a*\n</p>", .markdownInHTML) == "<p markdown>\n*a*\n</p>\n")
        #expect(unsafeHTML("<div markdown>*a*\n</div>", .markdownInHTML) == "<div markdown>*a*\n</div>\n")
    }

    @Test func theDocsExtensionsIncludeIt() {
        #expect(MarkdownExtensions.docs.contains(.markdownInHTML))
    }
}
