import Testing
import Markdown

/// DocC's term lists (`.termLists`).
@Suite struct DocCTermListTests {
    @Test func itemsStartingWithTermAreADefinitionList() {
        #expect(html("- term First term: definition one.\n- term `code` term: *two*.\n", .termLists) == """
            <dl>
            <dt>First term</dt>
            <dd>definition one.</dd>
            <dt><code>code</code> term</dt>
            <dd><em>two</em>.</dd>
            </dl>

            """)
    }

    @Test func aListIsSplitIntoRunsOfTermsAndOtherItemsInOrder() {
        #expect(html("- term A: a\n- plain\n- term B: b\n", .termLists)
            == "<dl>\n<dt>A</dt>\n<dd>a</dd>\n</dl>\n<ul>\n<li>plain</li>\n</ul>\n<dl>\n<dt>B</dt>\n<dd>b</dd>\n</dl>\n")
    }

    @Test func aLooseTermsDefinitionKeepsItsParagraphsAndBlocks() {
        #expect(html("- term A: first.\n\n  Second.\n\n- term B: b\n", .termLists)
            == "<dl>\n<dt>A</dt>\n<dd>\n<p>first.</p>\n<p>Second.</p>\n</dd>\n<dt>B</dt>\n<dd>\n<p>b</p>\n</dd>\n</dl>\n")
    }

    @Test func aNestedListOfTermsIsADefinitionListInItsItem() {
        #expect(html("- Style:\n  - term list: A list.\n", .termLists) == "<ul>\n<li>Style:\n<dl>\n<dt>list</dt>\n<dd>A list.</dd>\n</dl>\n</li>\n</ul>\n")
    }

    @Test func withoutAColonInItsTextOrInAnOrderedListAnItemIsNoTerm() {
        #expect(html("- term `a: b` c\n", .termLists) == "<ul>\n<li>term <code>a: b</code> c</li>\n</ul>\n")
        #expect(html("- terminal: x\n", .termLists) == "<ul>\n<li>terminal: x</li>\n</ul>\n")
        #expect(html("1. term A: a\n", .termLists) == "<ol>\n<li>term A: a</li>\n</ol>\n")
        #expect(html("- term A: a\n") == "<ul>\n<li>term A: a</li>\n</ul>\n")
    }

    @Test func aFootnoteInATermIsReferencedOnce() {
        #expect(html("- term A: see[^n].\n\n[^n]: The note.\n", [.termLists, .footnotes]) == """
            <dl>
            <dt>A</dt>
            <dd>see<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup>.</dd>
            </dl>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <p>The note. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
            </li>
            </ol>
            </section>

            """)
    }
}
