import TestSupport
import Testing
@testable import Site

/// The default layout shows the page title unless the content starts with a level-1 heading, its own title heading.
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

    // Seen on vapor's docs (174 of 660 pages), httpx's and mkdocs-material's: MkDocs titles a page by its navigation
    // entry (`Heroku`), and shows the page's own `# What is Heroku` as its heading, not both.
    @Test func aLeadingHeadingOtherThanTheTitleIsTheTitleHeading() throws {
        let html = try build("---\ntitle: Heroku\n---\n# What is Heroku\n\ntext\n")
        #expect(!html.contains("<h1>Heroku</h1>"))
        #expect(html.contains("<title>Heroku · "))
        #expect(html.components(separatedBy: "<h1").count == 2)
        let raw = try build("---\ntitle: How we work\n---\n<h1 class=\"intro\">How we work</h1>\n\ntext\n")
        #expect(raw.components(separatedBy: "<h1").count == 2, "a raw <h1> the page starts with")
    }
}
