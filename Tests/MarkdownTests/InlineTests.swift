import Testing
import Markdown

/// One behaviour per test for each inline construct.
@Suite struct InlineTests {
    @Test func emphasisAndStrong() {
        #expect(html("*a* **b** _c_ __d__") == "<p><em>a</em> <strong>b</strong> <em>c</em> <strong>d</strong></p>\n")
    }

    @Test func intrawordUnderscoreIsNotEmphasis() {
        #expect(html("snake_case_name") == "<p>snake_case_name</p>\n")
    }

    @Test func tripleDelimitersNestStrongInsideEmphasis() {
        #expect(html("***a***") == "<p><em><strong>a</strong></em></p>\n")
    }

    @Test func ruleOfThreeKeepsMismatchedRunsAsText() {
        #expect(html("*foo**bar**baz*") == "<p><em>foo<strong>bar</strong>baz</em></p>\n")
    }

    @Test func unicodePunctuationCountsForFlanking() {
        #expect(html("*$*a.") == "<p>*$*a.</p>\n")
    }

    @Test func codeSpanStripsOneSpaceOnEachSide() {
        #expect(html("`` `a` ``") == "<p><code>`a`</code></p>\n")
    }

    @Test func codeSpanTurnsLineEndingsIntoSpaces() {
        #expect(html("`a\nb`") == "<p><code>a b</code></p>\n")
    }

    @Test func unmatchedBackticksAreText() {
        #expect(html("```a``") == "<p>```a``</p>\n")
    }

    @Test func inlineLinkWithTitle() {
        #expect(html("[a](/b 'T')") == "<p><a href=\"/b\" title=\"T\">a</a></p>\n")
    }

    @Test func linkDestinationInAngleBracketsMayHoldSpaces() {
        #expect(html("[a](<b c>)") == "<p><a href=\"b%20c\">a</a></p>\n")
    }

    @Test func linksCannotContainLinks() {
        #expect(html("[a [b](/c)](/d)") == "<p>[a <a href=\"/c\">b</a>](/d)</p>\n")
    }

    @Test func collapsedAndShortcutReferences() {
        #expect(html("[x][] [x]\n\n[x]: /y") == "<p><a href=\"/y\">x</a> <a href=\"/y\">x</a></p>\n")
    }

    @Test func imageAltIsPlainText() {
        #expect(html("![a *b* `c`](/i.png)") == "<p><img src=\"/i.png\" alt=\"a b c\" /></p>\n")
    }

    @Test func uriAutolink() {
        #expect(html("<https://a.b/c?d=e&f>") == "<p><a href=\"https://a.b/c?d=e&amp;f\">https://a.b/c?d=e&amp;f</a></p>\n")
    }

    @Test func emailAutolink() {
        #expect(html("<me@example.org>") == "<p><a href=\"mailto:me@example.org\">me@example.org</a></p>\n")
    }

    @Test func backslashEscapesPunctuationOnly() {
        #expect(html("\\*a\\* \\q") == "<p>*a* \\q</p>\n")
    }

    @Test func namedAndNumericCharacterReferences() {
        #expect(html("&copy; &#35; &#x41; &bogus;") == "<p>© # A &amp;bogus;</p>\n")
    }

    @Test func invalidNumericReferenceBecomesReplacementCharacter() {
        #expect(html("&#0;") == "<p>\u{FFFD}</p>\n")
    }

    @Test func hardBreakFromTwoSpacesOrBackslash() {
        #expect(html("a  \nb\\\nc") == "<p>a<br />\nb<br />\nc</p>\n")
    }

    @Test func nonASCIILinkDestinationIsPercentEncoded() {
        #expect(html("[a](/föö)") == "<p><a href=\"/f%C3%B6%C3%B6\">a</a></p>\n")
    }

    @Test func textIsEscaped() {
        #expect(html("a < b & \"c\"") == "<p>a &lt; b &amp; &quot;c&quot;</p>\n")
    }
}
