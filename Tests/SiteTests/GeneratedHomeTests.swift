import TestSupport
import Testing
@testable import Site

/// A site without Content/index.md still has a home page, so the header's link to `/` goes somewhere.
@Suite struct GeneratedHomeTests {
    @Test func theHomePageListsTheSectionsAndTheRecentPages() throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "page")
        site.write("Templates/list.html", "{{ page.title }}|{{ page.is_home }}|{{ page.content }}|{% for p in page.pages %}{{ p.title }},{% endfor %}")
        site.write("site.json", "{\"title\": \"Blog\"}")
        site.write("Content/docs/start.md", "# Start\n")
        site.write("Content/posts/2024-01-02-hello.md", "# Hello\n")
        site.write("Content/posts/2024-03-04-later.md", "# Later\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/index.html") == """
            Blog|true|<ul class="card-list">
            <li><a href="/docs/start/">docs</a></li>
            <li><a href="/posts/hello/">posts</a></li>
            </ul>
            |Later,Hello,Start,
            """)
    }

    @Test func aLinkToTheRootReachesTheMadeHomePage() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "[home](/)\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.exists("Public/index.html"))
    }
}
