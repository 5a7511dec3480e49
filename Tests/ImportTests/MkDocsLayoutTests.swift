import Testing
@testable import Import

/// A page's `template:`, in MkDocs the theme's template it is rendered with, in sitegen whether its body is one.
/// Seen on MkDocs Material's docs: `template: home.html` warned "'template' must be true or false".
struct MkDocsLayoutTests {
    @Test func aPagesThemeTemplateIsItsLayoutOnTheSameLine() {
        #expect(MkDocsImporter.templateAsLayout(in: "---\ntitle: Home\ntemplate: home.html\r\n---\nText\n")
            == "---\ntitle: Home\nlayout: \"home\"\r\n---\nText\n")
        #expect(MkDocsImporter.templateAsLayout(in: "---\ntemplate: true\n---\n") == "---\ntemplate: true\n---\n")
        #expect(MkDocsImporter.templateAsLayout(in: "---\nlayout: x\ntemplate: a.html\n---\n") == "---\nlayout: x\ntemplate: a.html\n---\n")
    }
}
