import FrontMatter
import Testing
@testable import Import
import Core

/// An importer rewrites one front matter entry on its line; the lines its old value went on onto go blank, so the
/// front matter still reads and no line after the entry moves.
/// Found by the import fuzz target: a `permalink` folded onto a second, indented line was rooted on its first line
/// alone, and the second line then stood alone at an indentation, which does not read.
struct FrontMatterLineTests {
    private func replaced(_ key: String, in text: String, with line: String) throws -> String? {
        let entry = try #require(try FrontMatterParser.split(SourceText(path: "a.md", text: text)).frontMatter[key])
        return FrontMatterLine.replacing(entry, in: text, with: line)
    }

    @Test func theLinesAValueIsFoldedOntoGoBlank() throws {
        let text = "---\npermalink: a\n  b\n\n  c\ntitle: T\n---\n  body\n"
        let rewritten = try replaced("permalink", in: text, with: "permalink: \"/a b c\"")
        #expect(rewritten == "---\npermalink: \"/a b c\"\n\n\n\ntitle: T\n---\n  body\n")
        #expect(try FrontMatterParser.split(SourceText(path: "a.md", text: try #require(rewritten))).frontMatter["title"]?.line == 6)
    }

    @Test func aBlockScalarsLinesGoBlankAndLineEndingsStay() throws {
        #expect(try replaced("template", in: "---\r\ntemplate: |\r\n  home.html\r\n\u{20}\u{301}x\r\nlayout: a\r\n---\r\n", with: "layout: \"home\"")
            == "---\r\nlayout: \"home\"\r\n\r\n\r\nlayout: a\r\n---\r\n")
    }

    @Test func anEntryWhoseLineDoesNotStartWithItsKeyIsLeftToTheCaller() throws {
        #expect(try replaced("a", in: "---\n\"a\": 1\n---\n", with: "a: 2") == nil)
    }
}
