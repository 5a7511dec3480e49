import Testing
@testable import Import

/// A page's `template:`, in MkDocs the theme's template it is rendered with, in sitegen whether its body is one.
/// Seen on MkDocs Material's docs: `template: home.html` warned "'template' must be true or false".
struct MkDocsLayoutTests {
    private func converted(_ text: String) -> String {
        MkDocsPageText.templateAsLayout(in: SourcePage(text: text, path: "index.md"))
    }

    @Test func aPagesThemeTemplateIsItsLayoutOnTheSameLine() {
        #expect(converted("---\ntitle: Home\ntemplate: home.html\r\n---\nText\n")
            == "---\ntitle: Home\nlayout: \"home\"\r\n---\nText\n")
        #expect(converted("---\ntemplate: true\n---\n") == "---\ntemplate: true\n---\n")
        #expect(converted("---\nlayout: x\ntemplate: a.html\n---\n") == "---\nlayout: x\ntemplate: a.html\n---\n")
    }
}
