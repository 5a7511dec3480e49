import Testing
import Markdown

/// Smart punctuation, as cmark's `--smart` writes it: the cases of its smart punctuation tests, and where it meets
/// the rest of the inline syntax.
@Suite struct SmartPunctuationTests {
    func smart(_ markdown: String) -> String {
        var options = RenderOptions()
        options.smartPunctuation = true
        return html(markdown, options: options)
    }

    @Test func quotesPairAsEmphasisDoesAndAnUnpairedSingleQuoteIsAnApostrophe() {
        #expect(smart("\"Hello,\" said the spider.\n\"'Shelob' is my name.\"\n")
            == "<p>\u{201C}Hello,\u{201D} said the spider.\n\u{201C}\u{2018}Shelob\u{2019} is my name.\u{201D}</p>\n")
        #expect(smart("'A', 'B', and 'C' are letters.\n") == "<p>\u{2018}A\u{2019}, \u{2018}B\u{2019}, and \u{2018}C\u{2019} are letters.</p>\n")
        #expect(smart("'He said, \"I want to go.\"'\n") == "<p>\u{2018}He said, \u{201C}I want to go.\u{201D}\u{2019}</p>\n")
        #expect(smart("Were you alive in the 70's?\n") == "<p>Were you alive in the 70\u{2019}s?</p>\n")
        #expect(smart("'tis the season to be 'jolly'\n") == "<p>\u{2019}tis the season to be \u{2018}jolly\u{2019}</p>\n")
    }

    @Test func quotesAroundCodeAndLinksAndAcrossParagraphs() {
        #expect(smart("Here is some quoted '`code`' and a \"[quoted link](url)\".\n")
            == "<p>Here is some quoted \u{2018}<code>code</code>\u{2019} and a \u{201C}<a href=\"url\">quoted link</a>\u{201D}.</p>\n")
        #expect(smart("\"A paragraph with no closing quote.\n\n\"Second paragraph by same speaker, in fiction.\"\n")
            == "<p>\u{201C}A paragraph with no closing quote.</p>\n<p>\u{201C}Second paragraph by same speaker, in fiction.\u{201D}</p>\n")
    }

    // Found by comparing with cmark --smart on the Swift Evolution proposals: a quote after an opening bracket opens;
    // after a closing one it does not, but one that cannot close is written opening.
    @Test func aQuoteAfterAnOpeningBracketOpens() {
        #expect(smart("(\"\") [\"[Discussion] stride\"](u) (\".\")\n")
            == "<p>(\u{201C}\u{201D}) <a href=\"u\">\u{201C}[Discussion] stride\u{201D}</a> (\u{201C}.\u{201D})</p>\n")
        #expect(smart("[a]\"b\" (c)'d\n") == "<p>[a]\u{201C}b\u{201D} (c)\u{2019}d</p>\n")
    }

    @Test func aBackslashKeepsTheCharacterAsWritten() {
        #expect(smart("\\\"This is not smart.\\\"\nThis isn\\'t either.\n") == "<p>&quot;This is not smart.&quot;\nThis isn't either.</p>\n")
        #expect(smart("Escaped dashes: \\-- \\-\\-\\-.\n") == "<p>Escaped dashes: -- ---.</p>\n")
        #expect(smart("No ellipses\\.\\.\\.\n") == "<p>No ellipses...</p>\n")
    }

    @Test func runsOfHyphensAreEmDashesThenEnDashes() {
        #expect(smart("Some dashes:  one---two ---\nthree---four --- five ----\nsix ----- seven ------\neight ------- nine ----------.\n")
            == "<p>Some dashes:  one\u{2014}two \u{2014}\nthree\u{2014}four \u{2014} five \u{2013}\u{2013}\nsix \u{2014}\u{2013} seven \u{2014}\u{2014}\neight \u{2014}\u{2013}\u{2013} nine \u{2013}\u{2013}\u{2013}\u{2013}\u{2013}.</p>\n")
        #expect(smart("Dashes between numbers: 5--7, 255--66, 1987--1999. A - B.\n")
            == "<p>Dashes between numbers: 5\u{2013}7, 255\u{2013}66, 1987\u{2013}1999. A - B.</p>\n")
    }

    @Test func threeDotsAreAnEllipsis() {
        #expect(smart("Ellipses...and...and....\n") == "<p>Ellipses\u{2026}and\u{2026}and\u{2026}.</p>\n")
    }

    @Test func codeAndURLsKeepTheirPunctuation() {
        #expect(smart("`it's -- ...` <https://a.org/--x...>\n")
            == "<p><code>it's -- ...</code> <a href=\"https://a.org/--x...\">https://a.org/--x...</a></p>\n")
        #expect(smart("[a](/b \"it's\")\n") == "<p><a href=\"/b\" title=\"it&#39;s\">a</a></p>\n")
    }

    @Test func offByDefault() {
        #expect(html("\"a\" -- b...\n") == "<p>&quot;a&quot; -- b...</p>\n")
    }
}
