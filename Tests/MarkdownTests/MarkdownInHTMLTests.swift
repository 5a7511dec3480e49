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
