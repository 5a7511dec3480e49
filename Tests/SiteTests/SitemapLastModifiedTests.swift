import TestSupport
import Testing
@testable import Site

/// The sitemap's lastmod is the page's last change when its front matter gives one.
@Suite struct SitemapLastModifiedTests {
    @Test func lastmodPrefersTheLastChangeOverTheDate() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ndate: 2024-01-01\nlastmod: 2024-02-01\n---\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
        #expect(site.read("Public/sitemap.xml")?.contains("<loc>https://example.org/a/</loc><lastmod>2024-02-01</lastmod>") == true)
    }
}
