import Testing
import Markdown

/// One behaviour per test for each block construct (the spec examples cover the corner cases).
@Suite struct BlockTests {
    @Test func paragraphsAreSeparatedByBlankLines() {
        #expect(html("a\nb\n\nc") == "<p>a\nb</p>\n<p>c</p>\n")
    }

    @Test func atxHeadingDropsClosingHashes() {
        #expect(html("## Title ##") == "<h2>Title</h2>\n")
    }

    @Test func sevenHashesAreNotAHeading() {
        #expect(html("####### x") == "<p>####### x</p>\n")
    }

    @Test func setextUnderlineMakesLevelOneOrTwo() {
        #expect(html("A\n===\nB\n---") == "<h1>A</h1>\n<h2>B</h2>\n")
    }

    @Test func thematicBreakAllowsSpacesBetweenMarkers() {
        #expect(html("* * *") == "<hr />\n")
    }

    @Test func blockQuoteContinuesLazily() {
        #expect(html("> a\nb") == "<blockquote>\n<p>a\nb</p>\n</blockquote>\n")
    }

    @Test func fencedCodeKeepsContentVerbatim() {
        #expect(html("```\n<b> *x*\n```") == "<pre><code>&lt;b&gt; *x*\n</code></pre>\n")
    }

    @Test func fencedCodeInfoStringBecomesLanguageClass() {
        #expect(html("~~~ swift extra\nlet a\n~~~") == "<pre><code class=\"language-swift\">let a\n</code></pre>\n")
    }

    @Test func fencedCodeTitleAndMarkedLinesBecomeDataAttributes() {
        #expect(html("```swift title=\"Package.swift\" {1,3-5}\nlet a\n```")
            == "<pre data-title=\"Package.swift\" data-lines=\"1,3-5\"><code class=\"language-swift\">let a\n</code></pre>\n")
    }

    @Test func fencedCodeTitleIsAttributeEscapedAndBadLineListsIgnored() {
        #expect(html("```sh title=\"<a&b>\" {x}\nls\n```")
            == "<pre data-title=\"&lt;a&amp;b&gt;\"><code class=\"language-sh\">ls\n</code></pre>\n")
    }

    @Test func fencedCodeLanguageIsAttributeEscaped() {
        #expect(html("``` a\"b'c\nx\n```") == "<pre><code class=\"language-a&quot;b&#39;c\">x\n</code></pre>\n")
    }

    @Test func unclosedFenceRunsToTheEndOfTheDocument() {
        #expect(html("```\na\n\nb") == "<pre><code>a\n\nb\n</code></pre>\n")
    }

    @Test func indentedCodeDropsTrailingBlankLines() {
        #expect(html("    a\n\n\n") == "<pre><code>a\n</code></pre>\n")
    }

    @Test func tabsExpandToFourColumnStopsInsideListItems() {
        #expect(html("-\tfoo\n\n\tbar") == "<ul>\n<li>\n<p>foo</p>\n<p>bar</p>\n</li>\n</ul>\n")
    }

    @Test func tightListHasNoParagraphTags() {
        #expect(html("- a\n- b") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
    }

    @Test func blankLineBetweenItemsMakesListLoose() {
        #expect(html("- a\n\n- b") == "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func orderedListKeepsItsStartNumber() {
        #expect(html("3. a\n4. b") == "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>\n")
    }

    @Test func changingTheBulletStartsANewList() {
        #expect(html("- a\n+ b") == "<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>\n")
    }

    @Test func orderedListInterruptsParagraphOnlyWhenStartingAtOne() {
        #expect(html("a\n2. b") == "<p>a\n2. b</p>\n")
        #expect(html("a\n1. b") == "<p>a</p>\n<ol>\n<li>b</li>\n</ol>\n")
    }

    @Test func htmlBlockEndsAtBlankLine() {
        #expect(unsafeHTML("<div>\n*x*\n\n*y*") == "<div>\n*x*\n<p><em>y</em></p>\n")
    }

    @Test func linkReferenceDefinitionIsNotRendered() {
        #expect(html("[a]: /url \"T\"\n\n[a]") == "<p><a href=\"/url\" title=\"T\">a</a></p>\n")
    }

    @Test func firstLinkReferenceDefinitionWins() {
        #expect(html("[a]: /one\n[a]: /two\n\n[a]") == "<p><a href=\"/one\">a</a></p>\n")
    }

    @Test func linkReferenceLabelsMatchCaseInsensitivelyWithUnicodeFolding() {
        #expect(html("[ẞ]\n\n[SS]: /url") == "<p><a href=\"/url\">ẞ</a></p>\n")
    }

    @Test func documentOfOnlyDefinitionsRendersNothing() {
        #expect(html("[a]: /b") == "")
    }

    @Test func carriageReturnLineEndingsWork() {
        #expect(html("# a\r\nb\rc\r\n") == "<h1>a</h1>\n<p>b\nc</p>\n")
    }
}
