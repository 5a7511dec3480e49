import Testing
import Markdown

/// kramdown's attribute lists on headings, as Jekyll sites write them.
struct KramdownAttributeTests {
    private let extensions: MarkdownExtensions = [.headingIDs, .headingAttributes, .kramdownAttributes]

    @Test func lineUnderAHeadingGivesItsID() {
        #expect(html("## Install\n{: #setup .big}\n\nText.", extensions) == "<h2 id=\"setup\" class=\"big\">Install</h2>\n<p>Text.</p>\n")
    }

    @Test func listAfterTheTitleWithAColon() {
        #expect(html("Title {:#t}\n===", extensions) == "<h1 id=\"t\">Title</h1>\n")
    }

    @Test func lineAfterABlankLineOrAParagraphIsText() {
        #expect(html("## A\n\n{: #x}", extensions) == "<h2 id=\"a\">A</h2>\n<p>{: #x}</p>\n")
        #expect(html("Text\n{: #x}", extensions) == "<p>Text\n{: #x}</p>\n")
    }

    @Test func tableOfContentsMarkerListIsLeftOut() {
        #expect(html("* TOC\n{:toc}\n\n## A", extensions) == "<h2 id=\"a\">A</h2>\n")
        #expect(html("1. Contents\n{:toc}", extensions) == "")
    }

    @Test func listsWithMoreThanTheMarkerStay() {
        #expect(html("* TOC\n{:toc}\n* b", extensions) == "<ul>\n<li>TOC\n{:toc}</li>\n<li>b</li>\n</ul>\n")
    }

    @Test func kramdownAttributesAreOffByDefault() {
        #expect(html("## A\n{: #x}", [.headingIDs, .headingAttributes]) == "<h2 id=\"a\">A</h2>\n<p>{: #x}</p>\n")
    }
}
