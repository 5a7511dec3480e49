import Markdown
import Testing
@testable import Site

@Suite struct SearchSectionTests {
    func sections(_ markdown: String) -> [SearchSection] {
        SearchSection.sections(of: Document(parsing: markdown, options: ParsedPage.markdownOptions))
    }

    @Test func splitsAtHeadingsWithTheirAnchors() {
        #expect(sections("Intro.\n\n# Title\n\nOne.\n\n## Setup\n\nTwo.\n") == [
            SearchSection(heading: nil, id: nil, level: 0, text: "Intro.\n"),
            SearchSection(heading: "Title", id: "title", level: 1, text: "One.\n"),
            SearchSection(heading: "Setup", id: "setup", level: 2, text: "Two.\n"),
        ])
    }

    @Test func leavesOutCodeBlocksAndHTMLAtAnyDepth() {
        let markdown = "## Run\n\nType `build`:\n\n```console\n$ sitegen build\n```\n\n> Quoted.\n>\n>     indented code\n\n<div>raw</div>\n\n- item\n\n  ```\n  code\n  ```\n"
        #expect(sections(markdown) == [SearchSection(heading: "Run", id: "run", level: 2, text: "Type build:\nQuoted.\nitem\n")])
    }
}
