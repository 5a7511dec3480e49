import Foundation
import Testing
import Markdown

/// Footnotes (`.footnotes`, part of `.gfm`) render byte for byte as cmark-gfm renders them.
@Suite struct FootnoteTests {
    static let fixtures = [
        "cmark-gfm-footnotes", "cmark-gfm-multiple-backrefs", "definition-interrupts-paragraph", "label-escaped-in-ids",
        "definition-in-block-quote", "first-definition-wins", "reference-inside-definition", "after-failed-reference-link",
        "inline-link-wins", "label-with-space-is-no-footnote", "reference-in-emphasis", "lazy-and-indented-continuation",
        "label-case-insensitive", "empty-and-list-definitions", "definition-in-list-item", "references-in-heading-and-table",
    ]

    @Test(arguments: fixtures)
    func rendersAsCmarkGFM(_ name: String) throws {
        let markdown = try fixture(name, "md")
        #expect(html(markdown, .gfm) == (try fixture(name, "html")))
    }

    @Test func unreferencedDefinitionsAreLeftOut() {
        #expect(html("a\n\n[^1]: x", .gfm) == "<p>a</p>\n")
    }

    @Test func undefinedReferenceIsText() {
        #expect(html("a[^1]", .gfm) == "<p>a[^1]</p>\n")
    }

    @Test func labelsLongerThanLinkLabelsAreNoReference() {
        let label = String(repeating: "a", count: 1000)
        #expect(html("x[^\(label)]\n\n[^\(label)]: y", .gfm) == "<p>x[^\(label)]</p>\n")
    }

    @Test func footnotesAreOffWithoutTheExtension() {
        #expect(html("a[^1]\n\n[^1]: x") == "<p>a<a href=\"x\">^1</a></p>\n")
    }

    @Test func footnotesAreListedByFirstReferenceWithABackLinkPerReference() throws {
        let rendered = html("[^b] [^a] [^b]\n\n[^a]: A\n[^b]: B", .footnotes)
        let section = rendered[(try #require(rendered.range(of: "<section"))).lowerBound...]
        #expect(section == """
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-b">
            <p>B <a href="#fnref-b" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> \
            <a href="#fnref-b-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
            </li>
            <li id="fn-a">
            <p>A <a href="#fnref-a" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
            </li>
            </ol>
            </section>

            """)
    }

    private func fixture(_ name: String, _ type: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Fixtures/footnotes"))
        return try String(contentsOf: url, encoding: .utf8)
    }
}
