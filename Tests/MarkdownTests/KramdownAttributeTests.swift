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
        let rendered = HTMLRenderer().render(Array("Text\n{: onclick=\"alert(1)\" style=\"color:red\" data-x=\"1\" title=\"ok\"}".utf8),
                                             parsing: MarkdownOptions(extensions: .kramdownAttributes))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p title=\"ok\">Text</p>\n")
        #expect(rendered.removedHTML.map(\.message) == [
            "attribute list attribute onclick= on <p> removed: it can run script",
            "attribute list attribute style= on <p> removed: styles can change the page around the content",
            "attribute list attribute data-x= on <p> removed: it is not among what safe mode keeps",
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

    @Test func tableOfContentsMarkerListIsLeftOut() {
        #expect(html("* TOC\n{:toc}\n\n## A", extensions) == "<h2 id=\"a\">A</h2>\n")
        #expect(html("1. Contents\n{:toc}", extensions) == "")
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
