import Testing
import Markdown

/// The GitHub Flavored Markdown extensions, each on and off.
@Suite struct GFMTests {
    @Test func tableWithAlignments() {
        let expected = """
        <table>
        <thead>
        <tr>
        <th align="left">a</th>
        <th align="center">b</th>
        <th align="right">c</th>
        <th>d</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td align="left">1</td>
        <td align="center">2</td>
        <td align="right">3</td>
        <td>4</td>
        </tr>
        </tbody>
        </table>

        """
        #expect(html("| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |", .tables) == expected)
    }

    @Test func tableNeedsAsManyDelimiterCellsAsHeaderCells() {
        #expect(html("| a | b |\n| - |", .tables) == "<p>| a | b |\n| - |</p>\n")
    }

    @Test func tableKeepsPrecedingParagraphLines() {
        #expect(html("intro\n| a |\n| - |", .tables) == "<p>intro</p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test func tablesAreOffByDefault() {
        #expect(html("| a |\n| - |") == "<p>| a |\n| - |</p>\n")
    }

    @Test func escapedPipeStaysInsideCodeInACell() {
        #expect(html("| `a\\|b` |\n| - |", .tables).contains("<th><code>a|b</code></th>"))
    }

    @Test func strikethroughWithOneOrTwoTildes() {
        #expect(html("~a~ ~~b~~ ~~~c~~~", .strikethrough) == "<p><del>a</del> <del>b</del> ~~~c~~~</p>\n")
    }

    @Test func strikethroughNeedsEqualRuns() {
        #expect(html("~~a~", .strikethrough) == "<p>~~a~</p>\n")
    }

    @Test func taskListItems() {
        #expect(html("- [ ] a\n- [X] b", .taskLists)
            == "<ul>\n<li><input disabled=\"\" type=\"checkbox\"> a</li>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> b</li>\n</ul>\n")
    }

    @Test func checkboxGoesInsideTheFirstParagraphOfALooseItem() {
        #expect(html("- [x] a\n\n- b", .taskLists)
            == "<ul>\n<li>\n<p><input checked=\"\" disabled=\"\" type=\"checkbox\"> a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func aLabelOfTheTasksTextCanNameItsCheckbox() {
        var options = RenderOptions()
        options.labelsTaskListCheckboxes = true
        #expect(html("- [x] Write *tests*\n  - [ ] b", .taskLists, options: options)
            == "<ul>\n<li><label><input checked=\"\" disabled=\"\" type=\"checkbox\"> Write <em>tests</em></label>\n<ul>\n"
                + "<li><label><input disabled=\"\" type=\"checkbox\"> b</label></li>\n</ul>\n</li>\n</ul>\n")
        #expect(html("- [ ] a\n\n  b\n", .taskLists, options: options)
            == "<ul>\n<li>\n<p><label><input disabled=\"\" type=\"checkbox\"> a</label></p>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func taskListItemMayBeEmptyAfterTheSpace() {
        #expect(html("- [ ] \n- [x] ", .taskLists)
            == "<ul>\n<li><input disabled=\"\" type=\"checkbox\"> </li>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> </li>\n</ul>\n")
    }

    @Test func bracketsWithoutSpaceAfterAreNoTaskMarker() {
        #expect(html("- [x]y\n- [ ]", .taskLists) == "<ul>\n<li>[x]y</li>\n<li>[ ]</li>\n</ul>\n")
    }

    @Test func autolinksAreNotMadeInsideLinks() {
        #expect(html("[see https://a.org](/y)", .autolinks) == "<p><a href=\"/y\">see https://a.org</a></p>\n")
    }

    @Test func wwwAutolinkGetsHTTPScheme() {
        #expect(html("see www.example.org/a.", .autolinks) == "<p>see <a href=\"http://www.example.org/a\">www.example.org/a</a>.</p>\n")
    }

    @Test func urlAutolinkKeepsBalancedParentheses() {
        #expect(html("(https://a.org/x_(y))", .autolinks) == "<p>(<a href=\"https://a.org/x_(y)\">https://a.org/x_(y)</a>)</p>\n")
    }

    @Test func emailAutolinkWithUnderscoreInLocalPart() {
        #expect(html("mail a_b@c.org now", .autolinks) == "<p>mail <a href=\"mailto:a_b@c.org\">a_b@c.org</a> now</p>\n")
    }

    @Test func domainWithUnderscoreInLastSegmentsIsNoAutolink() {
        #expect(html("www.a_b.com", .autolinks) == "<p>www.a_b.com</p>\n")
    }

    @Test func underscoreInsideAURLOpensNoEmphasis() {
        let markdown = "preferredColorScheme(_:) is at https://developer.apple.com/view/preferredcolorscheme(_:)."
        #expect(html(markdown, .autolinks) == "<p>preferredColorScheme(_:) is at <a href=\"https://developer.apple.com/view/preferredcolorscheme(_:)\">"
            + "https://developer.apple.com/view/preferredcolorscheme(_:)</a>.</p>\n")
    }

    @Test func asteriskInsideAURLBelongsToIt() {
        #expect(html("http://a.org/*x*", .autolinks) == "<p><a href=\"http://a.org/*x\">http://a.org/*x</a>*</p>\n")
    }

    @Test func noURLAutolinkInsideAnOpenBracket() {
        #expect(html("[https://example.com]", .autolinks) == "<p>[https://example.com]</p>\n")
    }

    @Test func emailAutolinkInsideAnOpenBracket() {
        #expect(html("[x a@b.org]", .autolinks) == "<p>[x <a href=\"mailto:a@b.org\">a@b.org</a>]</p>\n")
    }

    @Test func entityAtTheEndOfAURLStaysOutside() {
        #expect(html("www.a.org/x?y=1&amp;", .autolinks) == "<p><a href=\"http://www.a.org/x?y=1\">www.a.org/x?y=1</a>&amp;</p>\n")
    }

    @Test func emphasizedWWWAutolinkAtTheEndOfTheText() {
        #expect(html("_www.a.org_", .autolinks) == "<p><em><a href=\"http://www.a.org\">www.a.org</a></em></p>\n")
    }

    @Test func urlAutolinkWithoutAPeriod() {
        #expect(html("http://localhost/x", .autolinks) == "<p><a href=\"http://localhost/x\">http://localhost/x</a></p>\n")
    }

    @Test func urlAutolinkWithAOneLetterDomainEndingTheParagraph() {
        #expect(html("see http://a", .autolinks) == "<p>see <a href=\"http://a\">http://a</a></p>\n")
    }

    @Test func urlAutolinkNeedsALetterOrDigitToStartItsDomain() {
        #expect(html("see http://-", .autolinks) == "<p>see http://-</p>\n")
    }

    @Test func autolinksAreOffByDefault() {
        #expect(html("www.example.org") == "<p>www.example.org</p>\n")
    }

    @Test func tagFilterEscapesDisallowedTagsWhenRawHTMLIsAllowed() {
        #expect(unsafeHTML("<script>x</script> <b>", .tagFilter) == "&lt;script>x&lt;/script> <b>\n")
    }
}
