import Testing
import Markdown

/// What the build reads from a document besides its HTML.
@Suite struct DocumentTests {
    @Test func blocksFormThePublicTree() {
        let document = Document(parsing: "# T\n\n- *a*\n")
        #expect(document.blocks == [
            .heading(level: 1, content: [.text("T")], id: nil, classes: []),
            .list(List(start: nil, isTight: true, items: [ListItem(checkbox: nil, blocks: [.paragraph([.emphasis([.text("a")])])])])),
        ])
    }

    @Test func headingsListEveryHeadingWithTextAndID() {
        let document = Document(parsing: "# A *b*\n\n> ## C `d`\n", options: MarkdownOptions(extensions: .headingIDs))
        #expect(document.headings == [
            Heading(level: 1, text: "A b", id: "a-b"),
            Heading(level: 2, text: "C d", id: "c-d"),
        ])
    }

    @Test func linksReportDestinationKindAndPosition() {
        let document = Document(parsing: "intro\n\n> see [a](/a) and\n> ![i](/i.png) ü [r]\n\n[r]: /r\n")
        #expect(document.links == [
            LinkOccurrence(destination: "/a", isImage: false, line: 3, column: 7),
            LinkOccurrence(destination: "/i.png", isImage: true, line: 4, column: 3),
            LinkOccurrence(destination: "/r", isImage: false, line: 4, column: 18),
        ])
    }

    @Test func linkPositionsCountCRLFAndCRAsOneLineBreak() {
        let document = Document(parsing: "a\r\nb\rc [x](/x)\r\n\r\n[y](/y)")
        #expect(document.links.map { [$0.line, $0.column] } == [[3, 3], [5, 1]])
    }

    @Test func linksInTablesAndAutolinksArePositioned() {
        let document = Document(parsing: "| h |\n| - |\n| <https://x.org> |\n", options: MarkdownOptions(extensions: .tables))
        #expect(document.links == [LinkOccurrence(destination: "https://x.org", isImage: false, line: 3, column: 3)])
    }

    @Test func linksInFootnotesAndDefinitionTermsAreListed() {
        let document = Document(parsing: "[t](/t)\n: d [^1]\n\n[^1]: [n](/n)\n", options: MarkdownOptions(extensions: [.footnotes, .definitionLists]))
        #expect(document.links == [
            LinkOccurrence(destination: "/t", isImage: false, line: 1, column: 1),
            LinkOccurrence(destination: "/n", isImage: false, line: 4, column: 7),
        ])
    }

    @Test func documentIsSendable() async {
        let document = Document(parsing: "*a*")
        let rendered = await Task.detached { HTMLRenderer().render(document) }.value
        #expect(rendered == "<p><em>a</em></p>\n")
    }
}
