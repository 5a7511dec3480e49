import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// The header's links to the site's sections, as the built-in layouts write them: the top-level sections by default,
/// site.json's "nav" instead when it has one, the current section marked, and each link in the page's own language
/// and version.
@Suite struct HeaderNavigationTests {
    func site(config: String = #"{"title": "Docs"}"#, pages extra: [String: String] = [:]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("site.json", config)
        let pages = [
            "Content/index.md": "# Home\n",
            "Content/guide/index.md": "---\ntitle: The guide\nnav_title: Guide\nweight: 1\n---\n# The guide\n",
            "Content/guide/intro.md": "# Intro\n",
            "Content/blog/index.md": "---\ntitle: Blog\nweight: 2\n---\n# Blog\n",
            "Content/blog/2026-01-02-hello.md": "---\ntags: [swift]\n---\n# Hello\n",
            "Content/notes/loose.md": "# A section without an index page\n",
        ]
        for (path, text) in pages.merging(extra, uniquingKeysWith: { _, new in new }) { site.write(path, text) }
        return site
    }

    /// The `<li>`s of the header's list of links, as written into `path` under Public/.
    func links(_ site: TemporaryDirectory, _ path: String) throws -> [String] {
        let html = try #require(site.read("Public/" + path), "\(path) was not written")
        let start = try #require(html.range(of: #"<ul id="sitegen-sections" class="site-nav-list" popover>"#), "no header links in \(path)")
        let end = try #require(html.range(of: "</ul>", range: start.upperBound..<html.endIndex))
        return html[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    func build(_ site: TemporaryDirectory) throws {
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
    }

    @Test func theTopLevelSectionsWithAnIndexPageAreTheLinksInNavigationOrderTitledAsTheSidebarTitlesThem() throws {
        let site = site()
        try build(site)
        #expect(try links(site, "index.html") == [
            #"<li><a href="/guide/">Guide</a></li>"#,
            #"<li><a href="/blog/">Blog</a></li>"#,
        ])
    }

    @Test func aPageInASectionMarksItsLinkAndTheSectionsIndexPageMarksItsLinkAsThePage() throws {
        let site = site()
        try build(site)
        #expect(try links(site, "guide/intro/index.html").contains(#"<li><a href="/guide/" aria-current="true">Guide</a></li>"#))
        #expect(try links(site, "guide/index.html").contains(#"<li><a href="/guide/" aria-current="page">Guide</a></li>"#))
        #expect(try links(site, "blog/hello/index.html").contains(#"<li><a href="/blog/" aria-current="true">Blog</a></li>"#))
        #expect(try !links(site, "index.html").joined().contains("aria-current"), "the home page is in no section")
        #expect(try !links(site, "tags/swift/index.html").joined().contains("aria-current"), "a tag list is in no section")
    }

    @Test func siteJSONsNavReplacesTheSectionsAndLeavesOutsideLinksAsWritten() throws {
        let site = site(config: #"""
            {"title": "Docs", "nav": [{"title": "Start", "url": "/guide/intro/"}, {"title": "Code", "url": "https://example.org/code"}]}
            """#)
        try build(site)
        #expect(try links(site, "blog/hello/index.html") == [
            #"<li><a href="/guide/intro/">Start</a></li>"#,
            #"<li><a href="https://example.org/code">Code</a></li>"#,
        ])
        #expect(try links(site, "guide/index.html").first == #"<li><a href="/guide/intro/" aria-current="true">Start</a></li>"#)
        #expect(try links(site, "guide/intro/index.html").first == #"<li><a href="/guide/intro/" aria-current="page">Start</a></li>"#)
    }

    @Test func anEmptyNavShowsNoHeaderLinks() throws {
        let site = site(config: #"{"title": "Docs", "nav": []}"#)
        try build(site)
        #expect(try !#require(site.read("Public/guide/intro/index.html")).contains("site-nav"))
    }

    @Test func aPageInAnotherLanguageLinksToItsLanguagesSections() throws {
        let languages = #""languages": {"en": {"name": "English"}, "de": {"name": "Deutsch"}}"#
        let german = ["Content/de/index.md": "# Start\n", "Content/de/guide/index.md": "---\nnav_title: Anleitung\n---\n# Die Anleitung\n",
                      "Content/de/guide/intro.md": "# Einführung\n"]
        let derived = site(config: "{\(languages)}", pages: german)
        try build(derived)
        #expect(try links(derived, "de/guide/intro/index.html") == [
            #"<li><a href="/de/guide/" aria-current="true">Anleitung</a></li>"#,
        ])
        let configured = site(config: #"{"nav": [{"title": "Guide", "url": "/guide/"}, {"title": "Code", "url": "//example.org/code"}], \#(languages)}"#, pages: german)
        try build(configured)
        #expect(try links(configured, "de/guide/intro/index.html") == [
            #"<li><a href="/de/guide/" aria-current="true">Guide</a></li>"#,
            #"<li><a href="//example.org/code">Code</a></li>"#,
        ])
    }

    @Test func aPageOfAnOlderVersionLinksToThatVersionsSections() throws {
        let config = #"""
            {"versions": [{"name": "2.0", "source": "Content", "default": true}, {"name": "1.0", "source": "Versions/1.0"}],
             "nav": [{"title": "Guide", "url": "/guide/"}]}
            """#
        let site = site(config: config, pages: ["Versions/1.0/index.md": "# Home 1.0\n", "Versions/1.0/guide/index.md": "# Guide 1.0\n",
                                                "Versions/1.0/guide/intro.md": "# Intro 1.0\n"])
        try build(site)
        #expect(try links(site, "1.0/guide/intro/index.html") == [
            #"<li><a href="/1.0/guide/" aria-current="true">Guide</a></li>"#,
        ])
        #expect(try links(site, "guide/intro/index.html") == [#"<li><a href="/guide/" aria-current="true">Guide</a></li>"#])
    }
}
