import Core
import Markdown
import Testing
@testable import Site

@Suite struct PageTextTests {
    func text(_ markdown: String) -> PageText {
        PageText(plainText(markdown), collectingSearchText: true)
    }

    func plainText(_ markdown: String) -> PlainText {
        HTMLRenderer().render(Array(markdown.utf8), parsing: ParsedPage.markdownOptions, collecting: .text).text
    }

    /// The search text's runs, written as JSON objects for short expectations.
    func runs(_ markdown: String) -> String {
        let search = text(markdown).search
        let objects = search.runs.map { run in #"{"\#(run.isHeading ? "heading" : "text")":\#(quoted(search.bytes[run.range]))}"# }
        return "[" + objects.joined(separator: ",") + "]"
    }

    func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        JSONString.quoted(String(decoding: bytes, as: UTF8.self))
    }

    @Test func thePlainTextHasEveryBlocksTextWithoutMarkup() {
        let markdown = "# Title\n\nSome *emphasis*, `code` and a [link](/x).\n\n```\nlet x = 1\n```\n\n| a | b |\n|---|---|\n| c | d |\n\n> - quoted\n>   item\n\n<div>raw</div>\n\nTerm\n: Definition\n"
        #expect(String(decoding: text(markdown).plain, as: UTF8.self)
            == "Title\nSome emphasis, code and a link.\nlet x = 1\na b \nc d \nquoted item\nTerm\nDefinition\n")
    }

    @Test func thePlainTextDropsRawHTML() {
        #expect(String(decoding: text("Some *very* [nice](/x) <b>`code`</b>.\n\n<div>block</div>\n").plain, as: UTF8.self)
            == "Some very nice code.\n")
    }

    @Test func splitsAtTopLevelHeadings() {
        #expect(runs("Intro.\n\n# Title\n\nOne.\n\n## Setup\n\n> ### Inner\n>\n> Two.\n")
            == #"[{"text":"Intro.\n"},{"heading":"Title\n"},{"text":"One.\n"},{"heading":"Setup\n"},{"text":"Inner\nTwo.\n"}]"#)
    }

    @Test func leavesOutCodeBlocksAtAnyDepth() {
        let markdown = "## Run\n\nType `build`:\n\n```console\n$ sitegen build\n```\n\n> Quoted.\n>\n>     indented code\n\n<div>raw</div>\n\n- item\n\n  ```\n  code\n  ```\n"
        #expect(runs(markdown) == #"[{"heading":"Run\n"},{"text":"Type build:\n"},{"text":"Quoted.\n"},{"text":"item\n"}]"#)
    }

    @Test func leavesOutEmptyRuns() {
        #expect(runs("    code\n\n## One\n## Two\n") == #"[{"heading":"One\n"},{"heading":"Two\n"}]"#)
    }

    @Test func theSearchTextIsThePlainTextNotACopy() {
        let page = text("Intro.\n\n## Setup\n\n    code\n")
        #expect(page.search.bytes.withUnsafeBufferPointer(\.baseAddress) == page.plain.withUnsafeBufferPointer(\.baseAddress))
    }

    @Test func withoutSearchTextTheSearchTextIsEmptyAndThePlainTextTheSame() {
        let markdown = "Intro.\n\n## Setup\n\nOne *two*.\n"
        let text = PageText(plainText(markdown), collectingSearchText: false)
        #expect(text.search.runs.isEmpty && text.search.bytes.isEmpty)
        #expect(text.plain == self.text(markdown).plain)
    }

    @Test func countsWordsOfTheWholeTextCodeIncluded() {
        #expect(text("# Two words\n\nand *three* more\n\n```\nlet x\n```\n").wordCount == 7)
    }

    @Test func theSummaryLeavesOutALeadingTitleHeading() {
        #expect(text("# Title\n\nFirst   line.\nSecond.\n").summary(maximumLength: 160) == "First line. Second.")
    }

    @Test func theSummaryKeepsALeadingHeadingBelowLevelOne() {
        #expect(text("## Setup\n\nText.\n").summary(maximumLength: 160) == "Setup Text.")
    }
}
