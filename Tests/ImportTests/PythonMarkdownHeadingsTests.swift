import Testing
@testable import Import

/// MkDocs pages' `#Title` headings, which Python-Markdown reads and CommonMark does not, imported as `# Title`.
struct PythonMarkdownHeadingsTests {
    @Test func aHeadingWithoutASpaceGetsOne() {
        let spaced = PythonMarkdownHeadings.spaced("#Title\n\n###Part three\n\n##\u{A0}Sessioni\n\n# Spaced\n\n####### seven\n")
        #expect(spaced.text == "# Title\n\n### Part three\n\n## \u{A0}Sessioni\n\n# Spaced\n\n####### seven\n")
        #expect(spaced.count == 3)
    }

    @Test func frontMatterCommentsFencedCodeAndIndentedLinesStay() {
        let text = "---\n#comment: x\ntitle: A\n---\n```\n#include <x>\n```\n    #define X\n"
        #expect(PythonMarkdownHeadings.spaced(text) == (text, 0))
    }
}
