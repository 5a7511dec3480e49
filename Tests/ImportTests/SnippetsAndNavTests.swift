import FrontMatter
import Testing
@testable import Import

/// MkDocs snippets and `nav:`.
@Suite struct SnippetsAndNavTests {
    func inline(_ text: String) -> String {
        var snippets = Snippets(read: { ["a.md": "A1\nA2\n", "b.md": "--8<-- \"a.md\""][$0] })
        return snippets.inline(text)
    }

    @Test func aSnippetLineIsReplacedByTheFile() {
        #expect(inline("x\n--8<-- \"a.md\"\ny") == "x\nA1\nA2\ny")
    }

    @Test func anIndentedSnippetKeepsTheIndentation() {
        #expect(inline("  --8<-- 'a.md'") == "  A1\n  A2")
    }

    @Test func aLineRangeTakesThoseLines() {
        #expect(inline("--8<-- \"a.md:2:2\"") == "A2")
    }

    @Test func aBlockOfNamesInlinesEach() {
        #expect(inline("--8<--\na.md\na.md:1:1\n--8<--") == "A1\nA2\nA1")
    }

    @Test func snippetsInsideSnippetsAreInlined() {
        #expect(inline("--8<-- \"b.md\"") == "A1\nA2")
    }

    @Test func anEscapedMarkerBecomesText() {
        #expect(inline(";--8<-- \"a.md\"") == "--8<-- \"a.md\"")
    }

    @Test func aMissingFileStays() {
        #expect(inline("--8<-- \"none.md\"") == "--8<-- \"none.md\"")
    }

    @Test func aFileAboveTheBaseFoldersStays() {
        var snippets = Snippets(read: { $0.contains("..") ? "secret" : nil })
        #expect(snippets.inline("--8<-- \"../../etc/passwd\"\n--8<--\na/../../b.md\n--8<--") == "--8<-- \"../../etc/passwd\"\na/../../b.md")
    }

    @Test func navGivesWeightsInOrderAndTitles() throws {
        let config = try FrontMatterParser.document(.init(path: "mkdocs.yml", text: "nav:\n  - Home: index.md\n  - Guide:\n      - g/a.md\n  - Site: https://x.org\n"), format: .yaml)
        let nav = NavOrder(config["nav"]?.value)
        #expect(nav.entries == ["index.md": .init(weight: 10, title: "Home"), "g/a.md": .init(weight: 20, title: nil)])
    }

    @Test func navSectionsTakeTheFolderTheirPagesShareAndTheWeightOfTheFirst() throws {
        let config = try FrontMatterParser.document(.init(path: "mkdocs.yml", text: """
            nav:
              - index.md
              - Fluent:
                  - Overview: fluent/overview.md
                  - Advanced:
                      - fluent/advanced/joins.md
              - More:
                  - notes.md
                  - fluent/extra.md
              - Again:
                  - fluent/again.md
            """), format: .yaml)
        let nav = NavOrder(config["nav"]?.value)
        #expect(nav.sections == [
            .init(folder: "fluent", title: "Fluent", weight: 20),
            .init(folder: "fluent/advanced", title: "Advanced", weight: 30),
        ])
    }
}
