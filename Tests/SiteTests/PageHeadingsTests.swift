import TestSupport
import Testing
@testable import Site

/// `page.headings`: the page's headings in document order, each with `level`, `text` and `id`.
@Suite struct PageHeadingsTests {
    func build(_ template: String, _ markdown: String) throws -> String {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", template)
        site.write("Content/a.md", markdown)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return site.read("Public/a/index.html") ?? ""
    }

    @Test func listsEachHeadingsLevelTextAndID() throws {
        let html = try build("{% for h in page.headings %}{{ h.level }}:{{ h.text }}:{{ h.id }};{% endfor %}", "# One\n\ntext\n\n## Two words\n")
        #expect(html == "1:One:one;2:Two words:two-words;")
    }

    @Test func visitsAHeadingsMembersInNameOrder() throws {
        let html = try build("{% for name, value in page.headings | first %}{{ name }}={{ value }},{% endfor %}", "## Start\n")
        #expect(html == "id=start,level=2,text=Start,")
    }

    @Test func givesTheSameHeadingsAfterTheTableOfContents() throws {
        let html = try build("{{ page.toc }}|{{ page.headings | length }}|{{ page.toc }}", "## A\n\n### B\n")
        #expect(html == """
            <ul class="toc-list"><li><a href="#a">A</a><ul><li><a href="#b">B</a></li></ul></li></ul>|2|\
            <ul class="toc-list"><li><a href="#a">A</a><ul><li><a href="#b">B</a></li></ul></li></ul>
            """)
    }
}
