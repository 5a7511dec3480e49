import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// A template that links a tag as `/tags/{{ tag | slugify }}/` reaches the page the build writes for
/// the tag: the filter and the tag pages share one slug rule.
@Suite struct SlugifiedTagLinkTests {
    @Test(arguments: ["Swift UI", "Café", "Ünïcödé Tips!", "日本語", "C++ & Rust", "naïve-résumé"])
    func aSlugifiedTagLinkReachesTheTagsPage(tag: String) throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{% for tag in page.tags %}<a href=\"/tags/{{ tag | slugify }}/\">{{ tag }}</a>{% endfor %}")
        site.write("Content/a.md", "---\ntitle: A\ntags: [\"\(tag)\"]\n---\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let html = try #require(site.read("Public/a/index.html"))
        let href = try #require(html.split(separator: "href=\"").dropFirst().first?.prefix { $0 != "\"" })
        let page = "Public" + PercentEncoding.decoded(String(href)) + "index.html"
        #expect(site.exists(page), "\(href) for \(tag)")
        #expect(site.read(page)?.contains(tag.replacingOccurrences(of: "&", with: "&amp;")) == true)
    }

    @Test func theTagLinksOfAPageAreTheSlugifiedOnes() throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{% for tag in page.tags %}/tags/{{ tag | slugify }}/ {% endfor %}|{% for link in page.tag_links %}{{ link.url }} {% endfor %}")
        site.write("Content/a.md", "---\ntitle: A\ntags: [Café au lait, Ünïcödé]\n---\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let halves = try #require(site.read("Public/a/index.html")).split(separator: "|")
        #expect(halves.count == 2)
        #expect(halves.first.map { PercentEncoding.decoded(String($0)) } == halves.last.map { PercentEncoding.decoded(String($0)) })
    }
}
