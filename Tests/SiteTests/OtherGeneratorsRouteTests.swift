import TestSupport
import Testing
@testable import Site

/// URLs as Jekyll and Hugo sites expect them.
@Suite struct OtherGeneratorsRouteTests {
    @Test func urlsAreLowercaseUnlessTheSiteKeepsCase() {
        #expect(Route.page(contentPath: "functions/HasSuffix.md", keepingCase: false)
            == Route(url: "/functions/hassuffix/", outputPath: "functions/hassuffix/index.html"))
        #expect(Route.page(contentPath: "functions/HasSuffix.md", keepingCase: true)
            == Route(url: "/functions/HasSuffix/", outputPath: "functions/HasSuffix/index.html"))
    }

    @Test func aJekyllDatedFileNameGivesASlugWithoutTheDate() {
        #expect(Route.page(contentPath: "blog/2016-01-29-swift-api-transformation.md")
            == Route(url: "/blog/swift-api-transformation/", outputPath: "blog/swift-api-transformation/index.html"))
        #expect(DatedFileName.date(ofContentPath: "blog/2016-01-29-swift-api-transformation.md") == "2016-01-29")
        #expect(DatedFileName.date(ofContentPath: "blog/2016-notes.md") == nil)
    }

    @Test func aURLFromFrontMatterReplacesThePath() {
        #expect(Route.page(contentPath: "a.md", url: "/about/") == Route(url: "/about/", outputPath: "about/index.html"))
        #expect(Route.page(contentPath: "a.md", url: "/about") == Route(url: "/about/", outputPath: "about/index.html"))
        #expect(Route.page(contentPath: "a.md", url: "/2016/01/post.html") == Route(url: "/2016/01/post.html", outputPath: "2016/01/post.html"))
        #expect(Route.page(contentPath: "a.md", url: "/") == Route(url: "/", outputPath: "index.html"))
    }
}

/// Aliases as Hugo sites write them.
@Suite struct AliasClaimTests {
    func site(_ pages: [String: String]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "page:{{ page.title }}")
        site.write("Templates/list.html", "list")
        for (path, text) in pages { site.write("Content/" + path, text) }
        return site
    }

    @Test func anAliasEqualToThePagesOwnURLIsIgnored() throws {
        let site = site(["HasSuffix.md": "---\naliases: [/hassuffix]\n---\n"])
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/hassuffix/index.html") == "page:HasSuffix")
    }

    @Test func twoPagesClaimingOneAliasWarnAndTheFirstKeepsIt() throws {
        let site = site(["a.md": "---\naliases: [/old/]\n---\n", "b.md": "---\naliases: [/old/]\n---\n"])
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == ["Content/b.md:1:1: warning: alias '/old/' of Content/b.md is already claimed by an alias of Content/a.md, which keeps it"])
        #expect(site.read("Public/old/index.html")?.contains("/a/") == true)
    }
}

/// Links keep working when URLs become lowercase.
@Suite struct LowercaseLinkTests {
    @Test func aLinkWrittenInTheFileNamesCaseReachesTheLowercasePage() throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{{ page.content }}")
        site.write("Content/functions/HasSuffix.md", "# HasSuffix\n")
        site.write("Content/a.md", "[x](/functions/HasSuffix/)\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/a/index.html") == "<p><a href=\"/functions/hassuffix/\">x</a></p>\n")
    }
}
