import Testing
import Markdown

/// DocC's asides (`.asides`): titled as DocC titles the kinds it knows, their first word capitalized.
@Suite struct DocCAsideTests {
    @Test func asidesDocCKnowsAreTitledAsDocCTitlesThem() {
        #expect(html("> seealso: elsewhere.", .asides) == "<aside class=\"callout seealso\">\n<p class=\"callout-title\">See Also</p>\n<p>Elsewhere.</p>\n</aside>\n")
        #expect(html("> ToDo: later.", .asides) == "<aside class=\"callout todo\">\n<p class=\"callout-title\">To Do</p>\n<p>Later.</p>\n</aside>\n")
        #expect(html("> Custom: as written.", .asides) == "<aside class=\"callout custom\">\n<p class=\"callout-title\">Custom</p>\n<p>As written.</p>\n</aside>\n")
    }

    @Test func anAsidesFirstWordIsCapitalizedWhenItIsLowerCaseLettersAndPunctuation() {
        #expect(html("> Note: the end.", [.callouts, .asides]) == "<aside class=\"callout note\">\n<p class=\"callout-title\">Note</p>\n<p>The end.</p>\n</aside>\n")
        #expect(html("> Note: iOS only.", [.callouts, .asides]).contains("<p>iOS only.</p>"))
        #expect(html("> Note: x2 times.", [.callouts, .asides]).contains("<p>x2 times.</p>"))
        #expect(html("> Note: a+b.", [.callouts, .asides]).contains("<p>a+b.</p>"))
        #expect(html("> Note: the end.", .callouts).contains("<p>the end.</p>"))
    }
}
