import Core
import DefaultSite
import Foundation
import Templates
import TestSupport
import Testing
@testable import Site

/// The feed, the sitemap, robots.txt and alias pages, made by the built-in templates.
@Suite struct GeneratedFilesTests {
    func config(baseURL: String = "https://example.org/project/") -> SiteConfig {
        var config = SiteConfig()
        config.title = "Docs & more"
        config.baseURL = BaseURL(baseURL)
        config.description = "About <things>"
        config.author = "Ada"
        return config
    }

    /// The pieces a built-in output template hands on for a site of `pages`, with `name` bound to what `value` makes.
    func pieces(
        _ template: String, of pages: [Page], config: SiteConfig, pieceSize: Int = GeneratedFile.pieceSize,
        _ name: String, _ value: (SiteContext) -> TemplateValue
    ) throws -> [String] {
        let context = SiteContext(index: SiteIndex(pages: pages), config: config, themeHead: "")
        let make = GeneratedFile.rendered(
            template, variables: ["site": context.siteValue, name: value(context)],
            library: TemplateLibrary(directory: nil, builtIns: DefaultTemplates.templates), environment: RenderEnvironment(baseURL: config.baseURL),
            pieceSize: pieceSize)
        var pieces: [String] = []
        let warnings = try make { pieces.append(String(decoding: $0, as: UTF8.self)) }
        #expect(warnings.isEmpty)
        return pieces
    }

    func sitemap(of pages: [Page], baseURL: String = "https://example.org/project/", pieceSize: Int = GeneratedFile.pieceSize) throws -> [String] {
        try pieces(OutputTemplates.sitemap, of: pages, config: config(baseURL: baseURL), pieceSize: pieceSize, "sitemap") { .object(SitemapObject(context: $0)) }
    }

    func feed(of pages: [Page], config: SiteConfig) throws -> String {
        try pieces(OutputTemplates.feed, of: pages, config: config, "feed") { AtomFeed.value(in: $0.config.languages.defaultLanguage, context: $0) }.joined()
    }

    func robots(baseURL: String) throws -> String {
        try pieces(OutputTemplates.robots, of: [], config: config(baseURL: baseURL), "sitemap") { .object(SitemapObject(context: $0)) }.joined()
    }

    @Test func sitemapListsEveryPageByAbsoluteURLWithDates() throws {
        let xml = try sitemap(of: [makePage("b.md", date: "2023-09-14 10:30"), makePage("index.md")]).joined()
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/project/</loc></url>
              <url><loc>https://example.org/project/b/</loc><lastmod>2023-09-14</lastmod></url>
            </urlset>\n
            """)
    }

    @Test func sitemapIsHandedOnInPiecesAsItIsRendered() throws {
        let pages = (0..<50).map { makePage("page-\($0).md") }
        let pieces = try sitemap(of: pages, pieceSize: 256)
        #expect(pieces.count > 5)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 256 && $0.utf8.count < 512 })
        #expect(pieces.joined() == (try sitemap(of: pages).joined()))
    }

    @Test func sitemapEscapesURLsAsXMLText() throws {
        #expect(try sitemap(of: [makePage("a&b.md")]).joined().contains("<loc>https://example.org/project/a&amp;b/</loc>"))
    }

    @Test func feedHoldsDatedPagesNewestFirstWithEscapedContent() throws {
        let post = makePage("blog/a.md", title: "A & B", date: "2024-01-02", tags: ["swift"], content: "<p>Hi</p>")
        let xml = try feed(of: [makePage("blog/old.md", title: "Old", date: "2020-01-01"), post, makePage("about.md")], config: config())
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\" xml:base=\"https://example.org/project/\">\n"))
        #expect(xml.contains("\n  <title>Docs &amp; more</title>\n  <subtitle>About &lt;things&gt;</subtitle>\n"))
        #expect(xml.contains("<updated>2024-01-02T00:00:00Z</updated>"))
        #expect(xml.contains("<link href=\"https://example.org/project/feed.xml\" rel=\"self\" type=\"application/atom+xml\"/>"))
        #expect(xml.contains("<author><name>Ada</name></author>"))
        #expect(xml.contains("<content type=\"html\">&lt;p&gt;Hi&lt;/p&gt;</content>\n    <category term=\"swift\"/>\n  </entry>"))
        let titles = xml.components(separatedBy: "<entry>").dropFirst().map { $0.components(separatedBy: "</title>")[0] }
        #expect(titles == ["\n    <title>A &amp; B", "\n    <title>Old"])
        #expect(xml.hasSuffix("  </entry>\n</feed>\n"))
    }

    @Test func feedDatesAreInUTCWhateverOffsetTheyWereWrittenIn() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ndate: 2024-01-02T09:00:00+09:00\n---\nA\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
        #expect(site.read("Public/feed.xml")?.contains("    <updated>2024-01-02T00:00:00Z</updated>\n") == true)
    }

    @Test func feedWithoutDatedPagesIsStillValidAndDeterministic() throws {
        var config = config()
        config.description = nil
        config.author = nil
        let xml = try feed(of: [makePage("a.md")], config: config)
        #expect(xml.contains("</title>\n  <link href="))
        #expect(xml.contains("<updated>1970-01-01T00:00:00Z</updated>"))
        #expect(xml.contains("<author><name>Docs &amp; more</name></author>"))
        #expect(!xml.contains("<entry>"))
    }

    @Test func robotsNamesTheSitemapOnlyWithAHost() throws {
        #expect(try robots(baseURL: "https://example.org/p/") == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/p/sitemap.xml\n")
        #expect(try robots(baseURL: "/p/") == "User-agent: *\nAllow: /\n")
    }

    @Test func aliasesMapToFoldersOrFiles() {
        #expect(AliasRedirect.outputPath(of: "/old/") == "old/index.html")
        #expect(AliasRedirect.outputPath(of: "/old") == "old/index.html")
        #expect(AliasRedirect.outputPath(of: "/2019/post.html") == "2019/post.html")
        #expect(AliasRedirect.outputPath(of: "/a%20b/") == "a b/index.html")
        #expect(AliasRedirect.outputPath(of: "/../etc/") == nil)
        #expect(AliasRedirect.outputPath(of: "/") == nil)
    }

    @Test func aliasPageRedirectsToThePageUnderTheBaseURL() throws {
        let site = TemporaryDirectory()
        site.write("Content/docs/start.md", "---\naliases: [/start/]\n---\nStart\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/p/")).build()
        #expect(site.read("Public/start/index.html") == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Redirecting…</title>
            <link rel="canonical" href="https://example.org/p/docs/start/">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=/p/docs/start/">
            </head>
            <body><p>This page has moved to: <a href="/p/docs/start/">/p/docs/start/</a></p></body>
            </html>\n
            """)
    }

    @Test func aSitesTemplatesOverrideTheBuiltInOnesByName() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ntitle: A & B\ndate: 2024-01-02\naliases: [/old/]\n---\nA\n")
        site.write("Templates/feed.xml", "{% for page in feed.pages %}<t>{{ page.title }}</t>{% endfor %}\n")
        site.write("Templates/sitemap.xml", "{% for entry in sitemap.entries %}{{ entry.page.title }} {{ entry.lastmod }}{% endfor %}\n")
        site.write("Templates/robots.txt", "Disallow: {{ site.title }}\n")
        site.write("Templates/redirects/alias.html", "<a href=\"{{ page.url | url }}\">{{ page.title }}</a>\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/", strict: true)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/feed.xml") == "<t>A &amp; B</t>\n")
        #expect(site.read("Public/sitemap.xml") == "A &amp; B 2024-01-02T00:00:00Z\n")
        #expect(site.read("Public/robots.txt") == "Disallow: \(SiteConfig().title)\n")
        #expect(site.read("Public/old/index.html") == "<a href=\"/a/\">A &amp; B</a>\n")
    }

    @Test func anOverridingTemplatesErrorsAreReportedAtTheirLocation() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "A\n")
        site.write("Templates/sitemap.xml", "<urlset>\n<url {{ site.title }}/>\n")
        #expect {
            try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.summary).contains { $0.hasPrefix("Templates/sitemap.xml:2:9: error: a value cannot be printed between attributes") } == true
        }
    }
}
