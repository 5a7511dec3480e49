import Testing
import Markdown

/// Safe mode keeps raw HTML that cannot run script: allowed elements and attributes as written,
/// everything else removed, and nothing raw HTML opens reaches out of the Markdown block it is in.
@Suite struct RawHTMLTests {
    @Test func allowedBlockElementsAreKeptAsWritten() {
        let markdown = """
            <picture>
            <source srcset="dark.png" media="(prefers-color-scheme: dark)">
            <img src="light.png" alt="Logo" width="120">
            </picture>
            """
        #expect(html(markdown) == markdown + "\n")
    }

    @Test func allowedInlineElementsAreKeptAsWritten() {
        #expect(html("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>")
            == "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup></p>\n")
    }

    @Test func detailsAroundMarkdownAreKept() {
        #expect(html("<details>\n<summary>More</summary>\n\nText *here*\n\n</details>")
            == "<details>\n<summary>More</summary>\n<p>Text <em>here</em></p>\n</details>\n")
    }

    @Test func attributesOutsideTheAllowlistAreDropped() {
        #expect(html("<div class=\"note\" onclick=\"steal()\" style=\"color:red\" data-x=\"1\">\nhi\n</div>")
            == "<div class=\"note\">\nhi\n</div>\n")
    }

    @Test func anElementOutsideTheAllowlistLosesItsTagsAndKeepsItsText() {
        #expect(html("<font color=red>warm</font> words") == "<p>warm words</p>\n")
    }

    @Test func scriptAndStyleLoseTheirContentToo() {
        #expect(html("x <script>alert(1)</script> y <style>p { color: red }</style> z") == "<p>x  y  z</p>\n")
        #expect(html("<script>\nalert(1)\n</script>\n\nafter") == "<p>after</p>\n")
    }

    @Test func anElementWhoseContentIsDroppedAndNeverClosedTakesTheRestOfItsParagraph() {
        #expect(html("a <textarea> b *c*\n\nnext") == "<p>a </p>\n<p>next</p>\n")
    }

    @Test func aLessThanSignThatStartsNoTagBecomesText() {
        #expect(html("<div>\n1 < 2 & 3\n</div>") == "<div>\n1 &lt; 2 & 3\n</div>\n")
    }

    @Test func commentsAndCDATAAreDropped() {
        #expect(html("a <!-- note --> b") == "<p>a  b</p>\n")
        #expect(html("<!-- a --!><script>alert(1)</script> -->") == "")
        #expect(html("x <![CDATA[ ><script>alert(1)</script> ]]> y") == "<p>x  y</p>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "&#106;avascript:alert(1)", "&#x6A;avascript:alert(1)",
        "&#0000106avascript:alert(1)", "java&Tab;script:alert(1)", "jav&#x09;ascript:alert(1)", "javascript&colon;alert(1)",
        " javascript:alert(1)", "vbscript:x", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd",
    ])
    func aLinkWithADangerousURLLosesItsHref(_ url: String) {
        #expect(html("<a href=\"\(url)\">x</a>") == "<p><a>x</a></p>\n")
    }

    @Test func everyURLOfASrcsetIsChecked() {
        #expect(html("<img src=\"a.png\" srcset=\"b.png 2x, javascript:alert(1) 3x\">") == "<img src=\"a.png\">\n")
        #expect(html("<img srcset=\"b.png 2x, c.png 3x\">") == "<img srcset=\"b.png 2x, c.png 3x\">\n")
    }

    @Test func safeDataImagesAreKept() {
        #expect(html("<img src=\"data:image/png;base64,AAAA\">") == "<img src=\"data:image/png;base64,AAAA\">\n")
        #expect(html("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">") == "<img>\n")
    }

    @Test func anEventHandlerSplitAcrossLinesIsDropped() {
        #expect(html("a <img src=x\nonerror=alert(1)> b") == "<p>a <img src=x> b</p>\n")
    }

    @Test func svgAndMathTricksKeepNoMarkupThatRuns() {
        #expect(html("<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>") == "<p><img src=x></p>\n")
        #expect(html("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>")
            == "<p><table></table></p>\n")
    }

    @Test func formElementsAreRemoved() {
        #expect(html("<form action=\"/x\"><button formaction=\"javascript:alert(1)\">Go</button></form>") == "Go\n")
    }

    @Test func aStrayClosingTagIsRemoved() {
        #expect(html("</div>\n\ntext") == "<p>text</p>\n")
    }

    @Test func whatRawHTMLLeavesOpenIsClosedWhereItsBlockEnds() {
        #expect(html("<details><summary>S</summary>") == "<details><summary>S</summary>\n</details>\n")
        #expect(html("p <b>bold\n\nnext") == "<p>p <b>bold</b></p>\n<p>next</p>\n")
        #expect(html("> <div>\n> in quote\n\nafter") == "<blockquote>\n<div>\nin quote\n</div>\n</blockquote>\n<p>after</p>\n")
        #expect(html("- <div>\n- b") == "<ul>\n<li>\n<div>\n</div>\n</li>\n<li>b</li>\n</ul>\n")
    }

    @Test func aClosingTagClosesTheElementsOpenedInsideItFirst() {
        #expect(html("<div>\n<p>unclosed\n</div>") == "<div>\n<p>unclosed\n</p></div>\n")
    }

    @Test func aClosingTagReachesNoElementOutsideItsBlock() {
        #expect(html("<div>\n\n> </div>\n\nafter") == "<div>\n<blockquote>\n</blockquote>\n<p>after</p>\n</div>\n")
    }

    @Test func linksDoNotNest() {
        #expect(html("<a href=\"/a\">one <a href=\"/b\">two</a>") == "<p><a href=\"/a\">one </a><a href=\"/b\">two</a></p>\n")
        #expect(html("[x <a href=\"/y\">z</a>](/u)") == "<p><a href=\"/u\">x z</a></p>\n")
        #expect(html("x <a href=\"/a\">[y](/b)</a>") == "<p>x <a href=\"/a\"></a><a href=\"/b\">y</a></p>\n")
    }

    @Test func anAutolinkInsideARawLinkIsItsText() {
        #expect(html("visit <a href=\"http://localhost:8080\">http://localhost:8080</a> or <a href=\"/b\"><https://b.org></a>", .gfm)
            == "<p>visit <a href=\"http://localhost:8080\">http://localhost:8080</a> or <a href=\"/b\">https://b.org</a></p>\n")
        #expect(html("<a href=\"/a\">a</a> www.example.org", .gfm)
            == "<p><a href=\"/a\">a</a> <a href=\"http://www.example.org\">www.example.org</a></p>\n")
    }

    @Test func theMarkdownAttributeIsNeverWritten() {
        #expect(html("<div markdown=\"1\">\n\n*a*\n\n</div>") == "<div>\n<p><em>a</em></p>\n</div>\n")
    }

    @Test func unsafeModeWritesRawHTMLAsWritten() {
        #expect(unsafeHTML("<div onclick=\"x()\" style=\"color:red\">\n</span>\n</div>") == "<div onclick=\"x()\" style=\"color:red\">\n</span>\n</div>\n")
        #expect(HTMLRenderer(options: RenderOptions(allowsUnsafeHTML: true)).render(Array("<script>x</script>".utf8)).removedHTML.isEmpty)
    }
}

/// What safe mode removes is reported once per kind, where it is first written, saying why.
@Suite struct RawHTMLRemovalTests {
    func removals(_ markdown: String, _ extensions: MarkdownExtensions = []) -> [String] {
        HTMLRenderer().render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: extensions)).removedHTML.map {
            "\($0.line):\($0.column) \($0.message)"
        }
    }

    @Test func aRemovedElementIsReportedAtItsTag() {
        #expect(removals("Intro\n\na <script>alert(1)</script>") == ["3:3 raw HTML <script> removed: it can run script"])
    }

    @Test func aRemovedAttributeIsReportedAtItsName() {
        #expect(removals("Intro\n\n<div class=\"a\" onclick=\"x()\">\nhi\n</div>")
            == ["3:16 raw HTML attribute onclick= on <div> removed: it can run script"])
    }

    @Test func eachReasonSaysWhy() {
        #expect(removals("<a href=\"javascript:x\" style=\"a\">l</a> <font>f</font> <input> <style>s</style>") == [
            "1:4 raw HTML attribute href= on <a> removed: its URL can run script or read local files",
            "1:24 raw HTML attribute style= on <a> removed: styles can change the page around the content",
            "1:40 raw HTML <font> removed: it is not among what safe mode keeps",
            "1:55 raw HTML <input> removed: forms are not kept",
            "1:63 raw HTML <style> removed: it changes the page around the content",
        ])
    }

    @Test func strayClosingTagsAndNestedLinksAreReported() {
        #expect(removals("</div>\n\n[a <a href=\"/b\">b</a>](/c)") == [
            "1:1 raw HTML </div> removed: raw HTML of this block opened nothing it closes",
            "3:4 raw HTML <a> removed: a link cannot hold another link",
            "3:18 raw HTML </a> removed: raw HTML of this block opened nothing it closes",
        ])
    }

    @Test func theSameRemovalIsReportedOnceWithItsCount() {
        #expect(removals("<font>a</font>\n\n<font>b</font> <FONT>c</FONT>") == ["1:1 raw HTML <font> removed (3 times): it is not among what safe mode keeps"])
    }

    @Test func theClosingTagOfARemovedElementIsNotReportedAgain() {
        #expect(removals("<center><font>x</font></center>") == ["1:9 raw HTML <font> removed: it is not among what safe mode keeps"])
    }

    @Test func removalsInsideContainersAreLocatedInTheInput() {
        #expect(removals("> quote\n>\n> - item <iframe src=x></iframe>") == ["3:10 raw HTML <iframe> removed: it can run script"])
        #expect(removals("<div markdown>\n  <b onclick=x>b</b>\n</div>", .markdownInHTML)
            == ["2:6 raw HTML attribute onclick= on <b> removed: it can run script"])
    }

    @Test func keptRawHTMLReportsNothing() {
        #expect(removals("<details open>\n<summary>S</summary>\n\n<kbd>K</kbd>\n\n</details>").isEmpty)
    }
}
