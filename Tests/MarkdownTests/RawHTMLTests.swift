import Testing
import Markdown

/// Safe mode keeps raw HTML that cannot run script: allowed elements and attributes as written,
/// everything else removed, and nothing raw HTML opens reaches out of the Markdown block it is in.
@Suite struct RawHTMLTests {
    func removals(_ markdown: String) -> [String] {
        HTMLRenderer().render(Array(markdown.utf8)).removedHTML.map(\.message)
    }

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
        #expect(html("<div class=\"note\" onclick=\"steal()\" tabindex=\"1\" autofocus>\nhi\n</div>")
            == "<div class=\"note\">\nhi\n</div>\n")
    }

    // Seen on swift.org: 40 toolchain links lost `download`, which names the file a link saves and runs nothing.
    @Test func aLinksDownloadAttributeIsKept() {
        #expect(html("<a href=\"/a.pkg\" download>a</a> <a href=\"/b.pkg\" download=\"b.pkg\">b</a>")
            == "<p><a href=\"/a.pkg\" download>a</a> <a href=\"/b.pkg\" download=\"b.pkg\">b</a></p>\n")
    }

    @Test func aBlogsPublicationDateIsKept() {
        #expect(html("<time datetime=\"2024-01-02\" pubdate>Jan 2</time>") == "<p><time datetime=\"2024-01-02\" pubdate>Jan 2</time></p>\n")
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
        #expect(html("<input type=\"submit\" form=\"search\"> <select form=\"search\"><option>a</option></select>")
            == "<p> <option>a</option></p>\n")
    }

    @Test func harmlessElementsBeyondGitHubsAreKept() {
        let markdown = """
            <nav class="toc"><a href="#a">A</a></nav>
            <canvas id="chart" width="300" height="150"></canvas>
            <video src="clip.mp4" poster="clip.png" controls><track kind="captions" src="clip.vtt" srclang="en"></video>
            <audio controls><source src="a.ogg" type="audio/ogg"></audio>
            <article><header>H</header><aside>A</aside><footer>F</footer></article>
            """
        #expect(html(markdown) == markdown + "\n")
    }

    @Test func mediaPlaysOnItsOwnOnlyMuted() {
        #expect(html("<video src=\"a.mp4\" autoplay muted loop playsinline></video>") == "<p><video src=\"a.mp4\" autoplay muted loop playsinline></video></p>\n")
        #expect(html("<video src=\"a.mp4\" autoplay></video>") == "<p><video src=\"a.mp4\"></video></p>\n")
        #expect(html("<video src=\"javascript:alert(1)\" poster=\"javascript:alert(1)\"></video>") == "<p><video></video></p>\n")
    }

    @Test func formControlsWithoutAFormAreKept() {
        let markdown = """
            <label for="n">Name</label> <input id="n" type="text" placeholder="you" value="x">
            <select><optgroup label="G"><option value="1" selected>One</option></optgroup></select>
            <fieldset><legend>L</legend><input type="checkbox" checked disabled></fieldset>
            <progress value="70" max="100"></progress> <meter min="0" max="10" low="2" high="8" optimum="5" value="6"></meter> <output>3</output>
            """
        // The fieldset starts an HTML block, which ends the paragraph the lines before it are.
        let lines = markdown.split(separator: "\n")
        #expect(html(markdown) == "<p>\(lines[0])\n\(lines[1])</p>\n\(lines[2])\n\(lines[3])\n")
    }

    @Test func aButtonNeverSubmits() {
        #expect(html("<button type=\"submit\" class=\"md-button\">Copy</button>")
            == "<p><button type=\"button\" class=\"md-button\">Copy</button></p>\n")
        #expect(html("<button formaction=\"/x\">x</button> <input type=\"image\" src=\"a.png\" formmethod=\"post\"> <b autofocus>b</b>")
            == "<p>x  <b>b</b></p>\n")
    }

    @Test func styleKeepsTheDeclarationsThatStyleTheContent() {
        #expect(html("<span style=\"color: #c00; font-weight: bold\">hot</span>") == "<p><span style=\"color: #c00; font-weight: bold\">hot</span></p>\n")
        #expect(html("<div style=\"position: fixed; top: 0; color: rgb(1, 2, 3); margin: -20px 0; padding: 4px\">\nx\n</div>")
            == "<div style=\"color: rgb(1, 2, 3); padding: 4px\">\nx\n</div>\n")
        #expect(html("<span style=\"background: url(javascript:alert(1))\">x</span>") == "<p><span>x</span></p>\n")
        #expect(html("<p style=\"color: re&#x64;; width: 1&#x30;0px\">x</p>") == "<p style=\"color: re&#x64;; width: 1&#x30;0px\">x</p>\n")
        #expect(html("<p style=\"co&#x6c;or: x&#92;72ed; text-align: center\">x</p>") == "<p style=\"text-align: center\">x</p>\n")
    }

    @Test func dataAttributesAreKeptButTheLayoutsOwn() {
        #expect(html("<div data-tab-index=\"1\" data-proofer-ignore data-theme=\"dark\" data-theme-choice=\"night\" data-copied>\nx\n</div>")
            == "<div data-tab-index=\"1\" data-proofer-ignore>\nx\n</div>\n")
        #expect(html("<span data-themes=\"a\">x</span>") == "<p><span data-themes=\"a\">x</span></p>\n")
    }

    @Test func aTagOfNoHTMLElementIsTheTextItIs() {
        #expect(html("An `UnsafePointer` to <Int32>, or UnsafePointer<T>.pointee") == "<p>An <code>UnsafePointer</code> to &lt;Int32&gt;, or UnsafePointer&lt;T&gt;.pointee</p>\n")
        #expect(html("<void>\n") == "&lt;void&gt;\n")
        #expect(html("<expr a=\"1 & 2\">x</expr>") == "<p>&lt;expr a=&quot;1 &amp; 2&quot;&gt;x&lt;/expr&gt;</p>\n")
        #expect(html("<my-widget>x</my-widget> <font>y</font>") == "<p>x y</p>\n")
        #expect(unsafeHTML("x <Int32> y") == "<p>x <Int32> y</p>\n")
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

    @Test func aClosingTagInABlockInsideClosesTheOuterBlocksElementWhereThatBlockGoesOn() {
        #expect(html("<div class=\"x\">\n<pre>\nhelp\n\nbt  Backtrace.\n</pre>\n\nafter\n\n</div>")
            == "<div class=\"x\">\n<pre>\nhelp\n<p>bt  Backtrace.\n</p>\n</pre>\n<p>after</p>\n</div>\n")
        #expect(html("<div>\n\n- item </div>\n\nafter") == "<div>\n<ul>\n<li>item </li>\n</ul>\n</div>\n<p>after</p>\n")
        #expect(html("<div>\n\n> </div>\n\nafter") == "<div>\n<blockquote>\n</blockquote>\n</div>\n<p>after</p>\n")
        #expect(removals("<div>\n\ntext </div>").isEmpty)
    }

    @Test func aClosingTagReachesNoElementOutsideTheDocumentsRawHTML() {
        #expect(html("> </div>\n\n<div>\n\n> </span>\n\nafter") == "<blockquote>\n</blockquote>\n<div>\n<blockquote>\n</blockquote>\n<p>after</p>\n</div>\n")
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

    // Seen on swift.org: an inline SVG icon was reported once for the <svg> and once more for each shape in it.
    @Test func theElementsInsideARemovedSVGGoWithItUnreported() {
        #expect(removals("<span>\n<svg viewBox=\"0 0 2 2\"><g><circle r=\"1\"/><path d=\"M0\"></path></g></svg>\n</span>\n\n<g>x</g>")
            == ["2:1 raw HTML <svg> removed: it can run script", "5:1 raw HTML <g> removed: it is not among what safe mode keeps"])
    }

    // Seen on swift.org: its filter buttons are `tabindex="0"`, which makes them focusable where they stand.
    @Test func aTabindexIsKeptUnlessItReordersThePagesFocus() {
        #expect(removals("<span tabindex=\"0\">a</span> <a tabindex=\"-1\">b</a> <span tabindex=\"3\">c</span>")
            == ["1:58 raw HTML attribute tabindex= on <span> removed: it changes the page around the content"])
    }

    @Test func aRemovedAttributeIsReportedAtItsName() {
        #expect(removals("Intro\n\n<div class=\"a\" onclick=\"x()\">\nhi\n</div>")
            == ["3:16 raw HTML attribute onclick= on <div> removed: it can run script"])
    }

    @Test func eachReasonSaysWhy() {
        #expect(removals("<a href=\"javascript:x\">l</a> <font>f</font> <form>x</form> <style>s</style>") == [
            "1:4 raw HTML attribute href= on <a> removed: its URL can run script or read local files",
            "1:30 raw HTML <font> removed: it is not among what safe mode keeps",
            "1:45 raw HTML <form> removed: forms are not kept: a form can send what the reader types elsewhere",
            "1:60 raw HTML <style> removed: it changes the page around the content",
        ])
    }

    @Test func eachStyleDeclarationLeftOutIsReported() {
        #expect(removals("<div style=\"position:  fixed; color: red; margin-top: -1em; background: url(x.png)\">\n</div>") == [
            "1:6 raw HTML style=\"position: fixed\" on <div> removed: "
                + "safe mode keeps only properties that style the content in place (colours, fonts, sizes, spacing, borders, alignment)",
            "1:6 raw HTML style=\"margin-top: -1em\" on <div> removed: a negative margin or padding can pull the content over the page around it",
            "1:6 raw HTML style=\"background: url(x.png)\" on <div> removed: "
                + "safe mode keeps only values of words, numbers, colours, rgb(), hsl(), calc() and var() (no url(), escapes, quotes or comments)",
        ])
    }

    @Test func formsAutoplayAndTheLayoutsDataAttributesAreReported() {
        #expect(removals("<button formaction=\"/x\">b</button> <video autoplay></video> <i data-theme=\"x\">i</i>") == [
            "1:1 raw HTML <button> with formaction= removed: forms are not kept: a form can send what the reader types elsewhere",
            "1:43 raw HTML attribute autoplay= on <video> removed: a video or audio plays on its own only when muted",
            "1:64 raw HTML attribute data-theme=\"x\" on <i> removed: the page's layout uses it for its own elements or scripts",
        ])
    }

    @Test func aTagOfNoElementIsReportedAsShownAsText() {
        #expect(removals("UnsafePointer<Int32>, <Int32>") == [
            "1:14 raw HTML <int32> shown as text (2 times): it is no HTML element; to show it as code or text, put it in backticks or write \\<",
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
