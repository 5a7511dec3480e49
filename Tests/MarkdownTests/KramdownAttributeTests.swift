import Testing
import Markdown

/// kramdown's block attribute lists, as Jekyll sites write them: where a line `{: …}` goes, and what it gives.
struct KramdownAttributeTests {
    private let extensions: MarkdownExtensions = [.headingIDs, .headingAttributes, .kramdownAttributes]

    @Test func lineRightAfterAParagraphGivesItIDClassesAndAttributes() {
        #expect(html("Text.\n{: #intro .lead .wide title=\"About\"}", .kramdownAttributes)
            == "<p id=\"intro\" class=\"lead wide\" title=\"About\">Text.</p>\n")
    }

    @Test func lineAfterABlankLineGoesToTheBlockOnTheNextLine() {
        #expect(html("First.\n\n{: .note}\nSecond.", .kramdownAttributes) == "<p>First.</p>\n<p class=\"note\">Second.</p>\n")
        #expect(html("{: #top}\nText.", .kramdownAttributes) == "<p id=\"top\">Text.</p>\n")
    }

    @Test func lineBetweenTwoBlocksGoesToTheOneBefore() {
        #expect(html("A\n{: .x}\nB", .kramdownAttributes) == "<p class=\"x\">A</p>\n<p>B</p>\n")
    }

    @Test func lineWithBlankLinesAroundGoesNowhereAndIsNotWritten() {
        #expect(html("A\n\n{: .x}\n\nB", .kramdownAttributes) == "<p>A</p>\n<p>B</p>\n")
        #expect(html("## A\n\n{: #x}", extensions) == "<h2 id=\"a\">A</h2>\n")
    }

    @Test func linesInARowAddUp() {
        #expect(html("> Quote\n{: title=\"The title\"}\n{: #q .a}\n{: .b}", .kramdownAttributes)
            == "<blockquote title=\"The title\" id=\"q\" class=\"a b\">\n<p>Quote</p>\n</blockquote>\n")
    }

    @Test func laterValuesReplaceEarlierOnesAndClassesAddUp() {
        #expect(html("Text\n{: #a .one title=\"x\"}\n{: #b .two title=\"y\"}", .kramdownAttributes)
            == "<p id=\"b\" class=\"one two\" title=\"y\">Text</p>\n")
        #expect(html("Text\n{: .one class=\"two three\" .four}", .kramdownAttributes) == "<p class=\"two three four\">Text</p>\n")
    }

    @Test func listsAndTheirItems() {
        #expect(html("* a\n* b\n{: .steps}", .kramdownAttributes) == "<ul class=\"steps\">\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(html("3. a\n{: #l}", .kramdownAttributes) == "<ol start=\"3\" id=\"l\">\n<li>a</li>\n</ol>\n")
        #expect(html("* {:.done} Ship it\n  today\n* Next", .kramdownAttributes)
            == "<ul>\n<li class=\"done\">Ship it\ntoday</li>\n<li>Next</li>\n</ul>\n")
    }

    @Test func codeBlocksTakeThemOnPre() {
        #expect(html("```swift\nlet x = 1\n```\n{: .wide}", .kramdownAttributes)
            == "<pre class=\"wide\"><code class=\"language-swift\">let x = 1\n</code></pre>\n")
        #expect(html("{: .ruby}\n    puts 1", .kramdownAttributes) == "<pre class=\"ruby\"><code>puts 1\n</code></pre>\n")
    }

    @Test func aLanguageClassNamesTheLanguageOfCodeWhoseFenceNamesNone() {
        #expect(html("~~~\nputs 1\n~~~\n{: .language-ruby .numbered}", .kramdownAttributes)
            == "<pre class=\"numbered\"><code class=\"language-ruby\">puts 1\n</code></pre>\n")
        #expect(html("```swift\nx\n```\n{: .language-ruby}", .kramdownAttributes)
            == "<pre class=\"language-ruby\"><code class=\"language-swift\">x\n</code></pre>\n")
    }

    @Test func tablesRulesAndImageParagraphs() {
        #expect(html("| a |\n| - |\n| 1 |\n{: .data}", [.tables, .kramdownAttributes])
            == "<table class=\"data\">\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n")
        #expect(html("***\n{: .fancy}", .kramdownAttributes) == "<hr class=\"fancy\" />\n")
        #expect(html("![Logo](logo.png)\n{: .center}", .kramdownAttributes) == "<p class=\"center\"><img src=\"logo.png\" alt=\"Logo\" /></p>\n")
    }

    @Test func blocksInsideABlockQuote() {
        #expect(html("> Para\n> {: .x}\n>\n> {: .y}\n> Next", .kramdownAttributes)
            == "<blockquote>\n<p class=\"x\">Para</p>\n<p class=\"y\">Next</p>\n</blockquote>\n")
    }

    @Test func lineUnderAHeadingGivesItsID() {
        #expect(html("## Install\n{: #setup .big}\n\nText.", extensions) == "<h2 id=\"setup\" class=\"big\">Install</h2>\n<p>Text.</p>\n")
        #expect(html("## Install\n{: title=\"t\"}", extensions) == "<h2 id=\"install\" title=\"t\">Install</h2>\n")
    }

    @Test func listAfterTheTitleWithAColon() {
        #expect(html("Title {:#t}\n===", extensions) == "<h1 id=\"t\">Title</h1>\n")
    }

    @Test func definitionsAreNamedFromAnywhereInTheDocument() {
        #expect(html("{:note: .callout #n}\n\nText\n{: note}", .kramdownAttributes) == "<p class=\"callout\" id=\"n\">Text</p>\n")
        #expect(html("Text\n{: note .own}\n\n{:note: .callout title=\"a\"}", .kramdownAttributes)
            == "<p class=\"callout own\" title=\"a\">Text</p>\n")
    }

    @Test func attributesOfAListRefusedInSafeModeAreReportedWhereItIsWritten() {
        let list = "Text\n{: onclick=\"alert(1)\" style=\"color:red; position:fixed\" data-x=\"1\" data-theme=\"dark\" title=\"ok\"}"
        let rendered = HTMLRenderer().render(Array(list.utf8), parsing: MarkdownOptions(extensions: .kramdownAttributes))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p style=\"color:red\" data-x=\"1\" title=\"ok\">Text</p>\n")
        #expect(rendered.removedHTML.map(\.message) == [
            "attribute list attribute onclick= on <p> removed: it can run script",
            "attribute list style=\"position:fixed\" on <p> removed: "
                + "safe mode keeps only properties that style the content in place (colours, fonts, sizes, spacing, borders, alignment)",
            "attribute list attribute data-theme=\"dark\" on <p> removed: the page's layout uses it for its own elements or scripts",
        ])
        #expect(rendered.removedHTML.map { "\($0.line):\($0.column)" } == ["2:1", "2:1", "2:1"])
    }

    @Test func urlsOfAttributesAreChecked() {
        #expect(html("> Q\n{: cite=\"javascript:alert(1)\"}", .kramdownAttributes) == "<blockquote>\n<p>Q</p>\n</blockquote>\n")
        #expect(html("> Q\n{: cite=\"https://example.com\"}", .kramdownAttributes)
            == "<blockquote cite=\"https://example.com\">\n<p>Q</p>\n</blockquote>\n")
    }

    @Test func unsafeModePassesEveryAttribute() {
        #expect(unsafeHTML("Text\n{: onclick=\"alert(1)\" style=\"color:red\" data-x=\"1\"}", .kramdownAttributes)
            == "<p onclick=\"alert(1)\" style=\"color:red\" data-x=\"1\">Text</p>\n")
    }

    @Test func valuesAreEscapedAndTheirQuotesAndBracesUnescaped() {
        #expect(html("Text\n{: title=\"a \\\" <b> \\} &\"}", .kramdownAttributes) == "<p title=\"a &quot; &lt;b&gt; } &amp;\">Text</p>\n")
        #expect(html("Text\n{: title='it\\'s'}", .kramdownAttributes) == "<p title=\"it&#39;s\">Text</p>\n")
    }

    @Test func whatIsNoAttributeIsIgnored() {
        #expect(html("Text\n{: #1bad .ok =x \"y\"}", .kramdownAttributes) == "<p class=\"ok\">Text</p>\n")
    }

    @Test func linesThatAreNoListStayText() {
        #expect(html("{:}\n\n{: .x} more\n\n{:/}", .kramdownAttributes) == "<p>{:}</p>\n<p>{: .x} more</p>\n<p>{:/}</p>\n")
    }

    @Test func kramdownAttributesAreOffByDefault() {
        #expect(html("## A\n{: #x}", [.headingIDs, .headingAttributes]) == "<h2 id=\"a\">A</h2>\n<p>{: #x}</p>\n")
        #expect(html("*a*{: .x}") == "<p><em>a</em>{: .x}</p>\n")
    }
}

/// kramdown's span attribute lists: right after an element, for that element.
struct KramdownSpanAttributeTests {
    @Test(arguments: [
        ("*text*{: .hl}", "<p><em class=\"hl\">text</em></p>\n"),
        ("**bold**{:#b}", "<p><strong id=\"b\">bold</strong></p>\n"),
        ("[link](https://a.example){: target=\"_blank\" rel=\"noopener\"}",
         "<p><a href=\"https://a.example\" target=\"_blank\" rel=\"noopener\">link</a></p>\n"),
        ("![img](a.png){: width=\"50%\"}", "<p><img src=\"a.png\" alt=\"img\" width=\"50%\" /></p>\n"),
        ("`code`{: .lang}", "<p><code class=\"lang\">code</code></p>\n"),
        ("`x`{:#id}{:.c}", "<p><code id=\"id\" class=\"c\">x</code></p>\n"),
        ("~~gone~~{: .x} ==hi=={: .y}", "<p><del class=\"x\">gone</del> <mark class=\"y\">hi</mark></p>\n"),
    ])
    func aListRightAfterAnElementGivesItsAttributes(_ markdown: String, _ expected: String) {
        #expect(html(markdown, [.kramdownAttributes, .strikethrough, .mark]) == expected)
    }

    @Test func aListAfterTextOrASpaceStaysText() {
        #expect(html("word{: .x} and *a* {: .y}", .kramdownAttributes) == "<p>word{: .x} and <em>a</em> {: .y}</p>\n")
    }

    @Test func theEmptyListSeparatesElementsAndWritesNothing() {
        #expect(html("*a*{::}*b*{:.s}", .kramdownAttributes) == "<p><em>a</em><em class=\"s\">b</em></p>\n")
    }

    @Test func aListAtTheEndOfAHeadingsLastElementIsThatElements() {
        #expect(html("## *Title*{: .x}", [.headingIDs, .headingAttributes, .kramdownAttributes])
            == "<h2 id=\"title\"><em class=\"x\">Title</em></h2>\n")
    }

    @Test func refusedAttributesAreReportedAndUnsafeModeKeepsThem() {
        let rendered = HTMLRenderer().render(Array("A [link](/x){: onmouseover=\"steal()\"}".utf8),
                                             parsing: MarkdownOptions(extensions: .kramdownAttributes))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p>A <a href=\"/x\">link</a></p>\n")
        #expect(rendered.removedHTML.map { "\($0.line):\($0.column) \($0.message)" }
            == ["1:13 attribute list attribute onmouseover= on <a> removed: it can run script"])
        #expect(unsafeHTML("A [link](/x){: onmouseover=\"steal()\"}", .kramdownAttributes)
            == "<p>A <a href=\"/x\" onmouseover=\"steal()\">link</a></p>\n")
    }

    @Test func anUnclosedListIsText() {
        #expect(html("*a*{: .x and more", .kramdownAttributes) == "<p><em>a</em>{: .x and more</p>\n")
    }
}

/// kramdown's extensions and its table of contents.
struct KramdownExtensionTests {
    private let extensions: MarkdownExtensions = [.headingIDs, .headingAttributes, .kramdownAttributes]

    @Test func commentsAreLeftOut() {
        #expect(html("{::comment}\nSecret *draft*\n{:/comment}\n\nShown", .kramdownAttributes) == "<p>Shown</p>\n")
        #expect(html("> {::comment}\n> x\n> {:/}\n> Shown", .kramdownAttributes) == "<blockquote>\n<p>Shown</p>\n</blockquote>\n")
        #expect(html("Do you see {::comment}this{:/comment}?", .kramdownAttributes) == "<p>Do you see ?</p>\n")
    }

    @Test func noMarkdownIsRawHTMLThatSafeModeSanitizes() {
        let markdown = "{::nomarkdown}\n<div class=\"x\" onclick=\"y()\">*hi*</div>\n{:/nomarkdown}"
        #expect(html(markdown, .kramdownAttributes) == "<div class=\"x\">*hi*</div>\n")
        #expect(unsafeHTML(markdown, .kramdownAttributes) == "<div class=\"x\" onclick=\"y()\">*hi*</div>\n")
        #expect(html("a {::nomarkdown}<kbd>K</kbd><script>x</script>{:/} b", .kramdownAttributes) == "<p>a <kbd>K</kbd> b</p>\n")
        #expect(html("{::nomarkdown type=\"latex\"}\n\\\\foo\n{:/}", .kramdownAttributes) == "")
    }

    @Test func anExtensionInAListItemTakesLinesThatAreNotIndentedUpToItsStopTag() {
        let markdown = "* Item\n\n  {::nomarkdown}\n<kbd>K</kbd>\n{:/nomarkdown}\n  After.\n* Next"
        #expect(html(markdown, .kramdownAttributes) == """
            <ul>
            <li>
            <p>Item</p>
            <kbd>K</kbd>
            <p>After.</p>
            </li>
            <li>
            <p>Next</p>
            </li>
            </ul>

            """)
        #expect(html("> {::comment}\nhidden\n{:/}\n> Shown", .kramdownAttributes) == "<blockquote>\n<p>Shown</p>\n</blockquote>\n")
    }

    @Test func afterABlankLineALineThatIsNotIndentedEndsTheListAroundAnExtension() {
        #expect(html("* {::comment}\n\nOutside\n{:/}", .kramdownAttributes) == "<ul>\n<li></li>\n</ul>\n<p>Outside\n{:/}</p>\n")
    }

    @Test func optionsAreIgnored() {
        #expect(html("{::options parse_block_html=\"true\" /}\nText {::options auto_ids=\"false\" /}here", .kramdownAttributes)
            == "<p>Text here</p>\n")
    }

    @Test func aStartTagWithoutStopTagHasNoBody() {
        #expect(html("{::comment}\nText", .kramdownAttributes) == "<p>Text</p>\n")
        #expect(html("a {::comment} b", .kramdownAttributes) == "<p>a {::comment} b</p>\n")
    }

    @Test func anUnknownExtensionStaysText() {
        #expect(html("{::unknown}\nx\n{:/}", .kramdownAttributes) == "<p>{::unknown}\nx\n{:/}</p>\n")
    }

    @Test func theTableOfContentsListsTheHeadingsWhereItsMarkerIs() {
        #expect(html("Contents:\n\n* TOC\n{:toc}\n\n## A\n\n### B *b*\n\n#### C\n\n## D", extensions) == """
            <p>Contents:</p>
            <ul id="markdown-toc">
            <li><a href="#a">A</a>
            <ul>
            <li><a href="#b-b">B b</a>
            <ul>
            <li><a href="#c">C</a></li>
            </ul>
            </li>
            </ul>
            </li>
            <li><a href="#d">D</a></li>
            </ul>
            <h2 id="a">A</h2>
            <h3 id="b-b">B <em>b</em></h3>
            <h4 id="c">C</h4>
            <h2 id="d">D</h2>

            """)
    }

    @Test func headingsMarkedNoTOCAreLeftOutAndAnOrderedMarkerGivesAnOrderedList() {
        #expect(html("## Contents\n{:.no_toc}\n\n1. TOC\n{: toc .small}\n\n## Intro", extensions) == """
            <h2 id="contents" class="no_toc">Contents</h2>
            <ol class="small" id="markdown-toc">
            <li><a href="#intro">Intro</a></li>
            </ol>
            <h2 id="intro">Intro</h2>

            """)
    }

    @Test func aDocumentWithoutHeadingsLeavesTheMarkerOut() {
        #expect(html("* TOC\n{:toc}\n\nText", extensions) == "<p>Text</p>\n")
    }

    @Test func onlyTheFirstMarkerIsATableOfContentsAndOthersAreLeftOut() {
        #expect(html("* TOC\n{:toc}\n\n* TOC\n{:toc}\n\n## A", extensions)
            == "<ul id=\"markdown-toc\">\n<li><a href=\"#a\">A</a></li>\n</ul>\n<h2 id=\"a\">A</h2>\n")
    }

    @Test func writtenInPiecesTheTableOfContentsStillComesFirst() {
        let markdown = "* TOC\n{:toc}\n\n" + (1...50).map { "## Part \($0)\n\nText \($0).\n" }.joined(separator: "\n")
        var pieces: [UInt8] = []
        HTMLRenderer().render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: extensions), pieceSize: 64) { pieces += $0 }
        #expect(String(decoding: pieces, as: UTF8.self) == html(markdown, extensions))
        #expect(String(decoding: pieces, as: UTF8.self).hasPrefix("<ul id=\"markdown-toc\">\n<li><a href=\"#part-1\">Part 1</a></li>\n"))
    }
}
