import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct MarkdownCommandTests {
    let folder = TemporaryDirectory()

    /// The path of a new Markdown file holding `text`.
    func file(_ text: String) -> String {
        let name = "\(UUID().uuidString).md"
        folder.write(name, text)
        return folder.path(to: name)
    }

    @Test func rendersAFileToStandardOutput() {
        let path = file("# Hi *there*\n")
        #expect(sitegen("markdown", path) == (0, "<h1>Hi <em>there</em></h1>\n", ""))
    }

    @Test func dropsRawHTMLThatCanRunScriptUnlessUnsafe() {
        let path = file("<div onclick=\"x()\">x</div>\n")
        #expect(sitegen("markdown", path).output == "<div>x</div>\n")
        #expect(sitegen("markdown", "--unsafe", path).output == "<div onclick=\"x()\">x</div>\n")
    }

    @Test func tablesNeedGFM() {
        let path = file("| a |\n| - |\n| b |\n")
        #expect(sitegen("markdown", path).output.hasPrefix("<p>"))
        #expect(sitegen("markdown", "--gfm", path).output.hasPrefix("<table>"))
    }

    @Test func aMissingFileIsAFailure() {
        let result = sitegen("markdown", "/nonexistent/x.md")
        #expect(result.status == 1)
        #expect(result.error == "error: cannot read /nonexistent/x.md\n")
    }
}
