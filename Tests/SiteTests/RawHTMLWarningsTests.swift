import TestSupport
import Testing
@testable import Site

/// `sitegen build` warns, where the page has it, about raw HTML that safe mode removed.
@Suite struct RawHTMLWarningsTests {
    @Test func theBuildWarnsAtTheRemovedHTMLInThePagesFile() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ntitle: A\n---\n# A\n\n<div onclick=\"x()\">\nhi <script>alert(1)</script>\n</div>\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let keep = " (set \"markdown\": {\"unsafe\": true} in site.json to keep raw HTML as written)"
        #expect(report.warnings.map(\.summary) == [
            "Content/a.md:6:6: warning: raw HTML attribute onclick= on <div> removed: it can run script" + keep,
            "Content/a.md:7:4: warning: raw HTML <script> removed: it can run script" + keep,
        ])
    }

    @Test func anUnsafeSiteKeepsRawHTMLWithoutAWord() throws {
        let site = TemporaryDirectory()
        site.write("site.json", "{\"markdown\": {\"unsafe\": true}}")
        site.write("Content/a.md", "# A\n\n<div onclick=\"x()\">hi</div>\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/a/index.html")?.contains("<div onclick=\"x()\">hi</div>") == true)
    }
}
