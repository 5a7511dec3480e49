import Core
import Foundation
import Testing
@testable import Site

@Suite struct GeneratedFilesTests {
    func config(baseURL: String = "https://example.org/project/") -> SiteConfig {
        var config = SiteConfig()
        config.title = "Docs & more"
        config.baseURL = BaseURL(baseURL)
        config.description = "About <things>"
        config.author = "Ada"
        return config
    }

    @Test func sitemapListsEveryPageByAbsoluteURLWithDates() {
        let index = SiteIndex(pages: [makePage("b.md", date: "2023-09-14 10:30"), makePage("index.md")])
        var xml = ""
        Sitemap.write(index: index, baseURL: BaseURL("https://example.org/project/"), pieceSize: .max) { xml += $0 }
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/project/</loc></url>
              <url><loc>https://example.org/project/b/</loc><lastmod>2023-09-14</lastmod></url>
            </urlset>\n
            """)
    }

    @Test func sitemapInPiecesHandsOnAnEntryOnceAPieceReachesTheSize() {
        let index = SiteIndex(pages: [makePage("b.md"), makePage("index.md")])
        var pieces: [String] = []
        Sitemap.write(index: index, baseURL: BaseURL("https://example.org/"), pieceSize: 40) { pieces.append($0) }
        #expect(pieces == [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n  <url><loc>https://example.org/</loc></url>\n",
            "  <url><loc>https://example.org/b/</loc></url>\n",
            "</urlset>\n",
        ])
    }

    @Test func feedHoldsDatedPagesNewestFirstWithEscapedContent() {
        let post = makePage("blog/a.md", title: "A & B", date: "2024-01-02", tags: ["swift"], content: "<p>Hi</p>")
        let index = SiteIndex(pages: [makePage("blog/old.md", title: "Old", date: "2020-01-01"), post, makePage("about.md")])
        let xml = AtomFeed.xml(index: index, config: config())
        #expect(xml.contains("<title>Docs &amp; more</title>"))
        #expect(xml.contains("<subtitle>About &lt;things&gt;</subtitle>"))
        #expect(xml.contains("<updated>2024-01-02T00:00:00Z</updated>"))
        #expect(xml.contains("<link href=\"https://example.org/project/feed.xml\" rel=\"self\" type=\"application/atom+xml\"/>"))
        #expect(xml.contains("<content type=\"html\">&lt;p&gt;Hi&lt;/p&gt;</content>"))
        #expect(xml.contains("<category term=\"swift\"/>"))
        let titles = xml.components(separatedBy: "<entry>").dropFirst().map { $0.components(separatedBy: "</title>")[0] }
        #expect(titles == ["\n    <title>A &amp; B", "\n    <title>Old"])
    }

    @Test func feedWithoutDatedPagesIsStillValidAndDeterministic() {
        let xml = AtomFeed.xml(index: SiteIndex(pages: [makePage("a.md")]), config: config())
        #expect(xml.contains("<updated>1970-01-01T00:00:00Z</updated>"))
        #expect(!xml.contains("<entry>"))
    }

    @Test func robotsNamesTheSitemapOnlyWithAHost() {
        #expect(RobotsTxt.text(baseURL: BaseURL("https://example.org/p/")) == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/p/sitemap.xml\n")
        #expect(RobotsTxt.text(baseURL: BaseURL("/p/")) == "User-agent: *\nAllow: /\n")
    }

    @Test func aliasesMapToFoldersOrFiles() {
        #expect(AliasRedirect.outputPath(of: "/old/") == "old/index.html")
        #expect(AliasRedirect.outputPath(of: "/old") == "old/index.html")
        #expect(AliasRedirect.outputPath(of: "/2019/post.html") == "2019/post.html")
        #expect(AliasRedirect.outputPath(of: "/a%20b/") == "a b/index.html")
        #expect(AliasRedirect.outputPath(of: "/../etc/") == nil)
        #expect(AliasRedirect.outputPath(of: "/") == nil)
    }

    @Test func aliasPageRedirectsAndEscapesTheTarget() {
        let html = AliasRedirect.html(to: "/p/new/?a=1&b=\"2\"", absoluteURL: "https://example.org/p/new/")
        #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=/p/new/?a=1&amp;b=&quot;2&quot;\">"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://example.org/p/new/\">"))
    }
}
