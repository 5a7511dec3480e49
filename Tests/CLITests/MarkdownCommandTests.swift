import Foundation
import Testing
@testable import CLI

@Suite struct MarkdownCommandTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-\(UUID().uuidString).md").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func rendersAFileToStandardOutput() throws {
        let path = try file("# Hi *there*\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(sitegen("markdown", path) == (0, "<h1>Hi <em>there</em></h1>\n", ""))
    }

    @Test func omitsRawHTMLUnlessUnsafe() throws {
        let path = try file("<div>x</div>\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(sitegen("markdown", path).output == "<!-- raw HTML omitted -->\n")
        #expect(sitegen("markdown", "--unsafe", path).output == "<div>x</div>\n")
    }

    @Test func tablesNeedGFM() throws {
        let path = try file("| a |\n| - |\n| b |\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(sitegen("markdown", path).output.hasPrefix("<p>"))
        #expect(sitegen("markdown", "--gfm", path).output.hasPrefix("<table>"))
    }

    @Test func aMissingFileIsAFailure() {
        let result = sitegen("markdown", "/nonexistent/x.md")
        #expect(result.status == 1)
        #expect(result.error == "error: cannot read /nonexistent/x.md\n")
    }
}
