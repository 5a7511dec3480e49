import Foundation
import TestSupport
import Testing
@testable import Core

@Suite struct DiagnosticTests {
    @Test func printsInClangFormWithACaret() {
        let source = SourceText(path: "Content/post.md", text: "---\ntitle: \"Hello\n---\n")
        let diagnostic = Diagnostic.error("unclosed quote", at: 11, in: source)
        #expect(diagnostic.description == """
            Content/post.md:2:8: error: unclosed quote
            title: "Hello
                   ^
            """)
    }

    @Test func keepsTabsInTheCaretLine() {
        let diagnostic = Diagnostic(.warning, "w", at: SourceLocation(path: "a", line: 1, column: 3), sourceLine: "\tx y")
        #expect(diagnostic.description == "a:1:3: warning: w\n\tx y\n\t ^")
    }

    @Test func quotesTheLineOfItsQuotedFileWhenShown() {
        let folder = TemporaryDirectory()
        folder.write("a.md", "# Title\nSee [a](b.md).\n")
        var diagnostic = Diagnostic(.warning, "broken link 'b.md'", at: SourceLocation(path: "Content/a.md", line: 2, column: 5))
        diagnostic.quotedFile = folder.path(to: "a.md")
        #expect(diagnostic.description == "Content/a.md:2:5: warning: broken link 'b.md'\nSee [a](b.md).\n    ^")
    }

    @Test func printsWithoutLocationWhenThereIsNone() {
        #expect(Diagnostic(.error, "no Content/ folder").description == "error: no Content/ folder")
    }

    @Test func promotesWarningsToErrors() {
        let warning = Diagnostic(.warning, "broken link", at: SourceLocation(path: "a.md", line: 1, column: 1))
        #expect(warning.promotedToError.summary == "a.md:1:1: error: broken link")
    }
}
