import Foundation
import TestSupport
import Testing
@testable import Site

/// What front matter says to the navigation besides `weight`: a title of its own (`nav_title`, Hugo's `linkTitle`),
/// a heading to list a page under (`nav_group`), and link pages (`nav_link`), which are listed and not published.
@Suite struct NavigationFrontMatterTests {
    /// A docs section with a page titled for the navigation, two groups, two link pages and a page after the groups.
    private static func docsSite() -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"title": "Site", "baseURL": "https://example.com/project/"}"#)
        site.write("Content/index.md", "# Home\n")
        site.write("Content/docs/index.md", "---\ntitle: The documentation\nnav_title: Docs\n---\nAll of it.\n")
        site.write("Content/docs/install.md", "---\ntitle: Installing the tool\nlinkTitle: Install\nweight: 10\n---\nSteps.\n")
        site.write("Content/docs/async.md", "---\nweight: 20\nnav_group: Guides\n---\n# Async\n")
        site.write("Content/docs/http2.md", "---\nweight: 30\nnav_group: Guides\n---\n# HTTP/2\n")
        site.write("Content/docs/github.md", "---\ntitle: GitHub\nnav_link: https://github.com/example/tool\nweight: 40\nnav_group: Community\n---\n")
        site.write("Content/docs/news.md", "---\ntitle: News\nnav_link: /blog/\nweight: 50\nnav_group: Community\n---\n")
        site.write("Content/docs/changes.md", "---\nweight: 60\n---\n# Release notes\n")
        return site
    }

    private func build(_ site: TemporaryDirectory) throws -> [String] {
        try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build().warnings.map(\.summary)
    }

    /// The sidebar's list as the page at `path` shows it.
    private func sidebar(_ site: TemporaryDirectory, _ path: String) -> String? {
        guard let html = site.read(path), let start = html.range(of: "<ul class=\"nav-list\">"),
              let end = html.range(of: "\n</nav>", range: start.lowerBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.lowerBound])
    }

    @Test func theSidebarShowsNavigationTitlesGroupsAndLinkPagesInWeightOrderAndARuleWhereAGroupEnds() throws {
        let site = Self.docsSite()
        #expect(try build(site).isEmpty)
        #expect(sidebar(site, "Public/docs/install/index.html") == #"<ul class="nav-list"><li class="nav-section"><details open><summary><a href="/project/docs/">Docs</a></summary>"#
            + #"<ul class="nav-list"><li><a href="/project/docs/install/" aria-current="page">Install</a></li>"#
            + #"<li class="nav-group"><span class="nav-group-title">Guides</span></li><li><a href="/project/docs/async/">Async</a></li><li><a href="/project/docs/http2/">HTTP/2</a></li>"#
            + #"<li class="nav-group"><span class="nav-group-title">Community</span></li><li class="nav-external"><a href="https://github.com/example/tool">GitHub</a></li>"#
            + #"<li><a href="/project/blog/">News</a></li><li class="nav-group-end" aria-hidden="true"></li><li><a href="/project/docs/changes/">Release notes</a></li>"#
            + #"</ul></details></li></ul>"#)
    }

    @Test func aPageKeepsItsOwnTitleBesideItsNavigationTitle() throws {
        let site = Self.docsSite()
        _ = try build(site)
        #expect(site.read("Public/docs/install/index.html")?.contains("<title>Installing the tool") == true)
        #expect(site.read("Public/docs/index.html")?.contains("<title>The documentation") == true)
    }

    @Test func aLinkPageIsNeitherPublishedNorListedAnywhereElse() throws {
        let site = Self.docsSite()
        _ = try build(site)
        #expect(!site.exists("Public/docs/github/index.html"))
        #expect(!site.exists("Public/docs/news/index.html"))
        #expect(site.read("Public/sitemap.xml")?.contains("github") == false)
        #expect(site.read("Public/docs/index.html")?.contains(#"href="/project/docs/github/""#) == false)
    }

    @Test func aLinkPageWithTextWarnsWhereTheTextStarts() throws {
        let site = Self.docsSite()
        site.write("Content/docs/github.md", "---\ntitle: GitHub\nnav_link: https://github.com/example/tool\n---\n\nThe source.\n")
        #expect(try build(site) == [
            "Content/docs/github.md:6:1: warning: a page with 'nav_link' is a link in the navigation, not a page: its text is not published",
        ])
    }

    @Test func aLinkThatCouldRunScriptIsRefusedAndThePageIsPublished() throws {
        let site = Self.docsSite()
        site.write("Content/docs/github.md", "---\ntitle: GitHub\nnav_link: \"javascript:alert(1)\"\n---\nText.\n")
        #expect(try build(site) == [
            "Content/docs/github.md:3:11: warning: 'nav_link' must be an http, https or mailto URL, or a path from the site root such as /blog/; ignored",
        ])
        #expect(site.exists("Public/docs/github/index.html"))
    }

    @Test func theGeneratedHomeListsALinkPageAtTheRoot() throws {
        let site = TemporaryDirectory()
        site.write("Content/guide.md", "---\nweight: 1\n---\n# Guide\n")
        site.write("Content/repo.md", "---\ntitle: Source code\nnav_link: https://example.com/repo\nweight: 2\n---\n")
        #expect(try build(site).isEmpty)
        #expect(site.read("Public/index.html")?.contains(
            "<ul class=\"card-list\">\n<li><a href=\"/guide/\">Guide</a></li>\n<li><a href=\"https://example.com/repo\">Source code</a></li>\n</ul>") == true)
    }
}
