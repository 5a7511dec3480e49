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

    @Test func documentListsFootnotesByFirstReference() {
        let document = Document(parsing: "[^b] [^a] [^b]\n\n[^a]: A\n[^b]: B", options: MarkdownOptions(extensions: .footnotes))
        #expect(document.footnotes == [Footnote(label: "b", blocks: [.paragraph([.text("B")])], referenceCount: 2),
                                       Footnote(label: "a", blocks: [.paragraph([.text("A")])], referenceCount: 1)])
    }

    private func fixture(_ name: String, _ type: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Fixtures/footnotes"))
        return try String(contentsOf: url, encoding: .utf8)
    }
}
