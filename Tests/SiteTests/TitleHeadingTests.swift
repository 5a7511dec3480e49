import TestSupport
import Testing
@testable import Site

/// The default layout shows the page title unless the Markdown starts with a `#` heading repeating it.
@Suite struct TitleHeadingTests {
    func build(_ markdown: String) throws -> String {
        let site = TemporaryDirectory()
        site.write("Content/a.md", markdown)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return site.read("Public/a/index.html") ?? ""
    }

    @Test func aLaterLevelOneHeadingDoesNotHideTheTitle() throws {
        let html = try build("---\ntitle: Guide\n---\nIntro.\n\n# Part one\n")
        #expect(html.contains("<h1>Guide</h1>"))
        #expect(html.contains("<h1 id=\"part-one\">Part one "))
    }

    @Test func aLeadingHeadingThatRepeatsTheTitleReplacesIt() throws {
        #expect(!(try build("# Same\n\ntext\n")).contains("<h1>Same</h1>"))
    }
}
