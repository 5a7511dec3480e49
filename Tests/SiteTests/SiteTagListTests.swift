import TestSupport
import Testing
@testable import Site

/// `site.tag_list`: every tag with its `name`, `slug`, `url`, `count` and `pages`.
@Suite struct SiteTagListTests {
    func build(_ template: String) throws -> String {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", template)
        site.write("Content/a.md", "---\ntitle: A\ntags: [Swift Tips, Apple]\ndate: 2024-01-02\n---\n")
        site.write("Content/b.md", "---\ntitle: B\ntags: [Swift Tips]\ndate: 2024-01-01\n---\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return site.read("Public/a/index.html") ?? ""
    }

    @Test func givesEachTagsNameSlugURLCountAndPages() throws {
        let html = try build(
            "{% for tag in site.tag_list %}{{ tag.name }}|{{ tag.slug }}|{{ tag.url }}|{{ tag.count }}|"
                + "{% for p in tag.pages %}{{ p.title }},{% endfor %};{% endfor %}")
        #expect(html == "Apple|apple|/tags/apple/|1|A,;Swift Tips|swift-tips|/tags/swift-tips/|2|A,B,;")
    }

    @Test func visitsATagsMembersInNameOrder() throws {
        let html = try build("{% for name, value in site.tag_list | first %}{{ name }},{% endfor %}")
        #expect(html == "count,name,pages,slug,url,")
    }

    @Test func sortsTagsByAMember() throws {
        let html = try build("{% for tag in site.tag_list | sort(\"count\") | reverse %}{{ tag.name }},{% endfor %}")
        #expect(html == "Swift Tips,Apple,")
    }
}
