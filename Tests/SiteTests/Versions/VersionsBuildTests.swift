import Foundation
import TestSupport
import Testing
@testable import Site

/// A site with versions (site.json's "versions"): where each version's pages are published, the version menu, the
/// notice and canonical link of an older version's pages, and navigation, links and the sitemap per version.
@Suite(.enabled(if: VersionedSite.hasGit, "git is not installed: the fixture's 0.9 is a git tag"))
struct VersionsBuildTests {
    func built() throws -> TemporaryDirectory {
        let site = try VersionedSite.make()
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
        return site
    }

    func html(_ site: TemporaryDirectory, _ path: String) throws -> String {
        try #require(site.read("Public/" + path), "\(path) was not written")
    }

    /// The `href`s of the `<a>`s between `start` and the next `end` in a page.
    func links(_ html: String, from start: String, to end: String) -> [String] {
        guard let from = html.range(of: start), let to = html[from.upperBound...].range(of: end) else { return [] }
        return html[from.upperBound..<to.lowerBound].split(separator: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theDefaultVersionIsAtTheRootAndEveryOtherUnderItsName() throws {
        let site = try built()
        let pages = Set(try FileManager.default.subpathsOfDirectory(atPath: site.path + "/Public").filter { $0.hasSuffix("index.html") })
        #expect(pages.isSuperset(of: [
            "index.html", "guide/intro/index.html", "guide/new/index.html", "de/guide/intro/index.html",
            "1.0/index.html", "1.0/guide/intro/index.html", "1.0/guide/only/index.html", "1.0/de/guide/intro/index.html",
            "0.9/index.html", "0.9/guide/intro/index.html", "0.9/guide/old/index.html",
        ]))
        #expect(!pages.contains("guide/old/index.html") && !pages.contains("guide/only/index.html"), "a version's pages are only in it")
        #expect(try html(site, "1.0/de/guide/intro/index.html").contains(#"<html lang="de""#))
    }

    @Test func theVersionMenuGoesToTheSamePageInEachVersionOrItsHome() throws {
        let site = try built()
        let page = try html(site, "1.0/guide/routing/index.html")
        #expect(page.contains(#"<summary><span class="visually-hidden">Version: </span>1.0</summary>"#))
        #expect(links(page, from: #"<ul class="version-list">"#, to: "</ul>") == ["/guide/routing/", "/1.0/guide/routing/", "/0.9/"])
        #expect(page.contains(#"<a href="/1.0/guide/routing/" aria-current="true">1.0</a>"#))
        let german = try html(site, "de/guide/intro/index.html")
        #expect(links(german, from: #"<ul class="version-list">"#, to: "</ul>") == ["/de/guide/intro/", "/1.0/de/guide/intro/", "/0.9/de/"])
    }

    @Test func anOlderVersionsPageSaysSoAndNamesTheCurrentOneAsCanonical() throws {
        let site = try built()
        let page = try html(site, "1.0/guide/intro/index.html")
        #expect(page.contains(#"<p class="version-notice" role="note">You are reading the documentation for 1.0. The current version is <a href="/guide/intro/">2.0</a>.</p>"#))
        #expect(page.contains(#"<link rel="canonical" href="https://example.org/guide/intro/">"#))
        let only = try html(site, "1.0/guide/only/index.html")
        #expect(only.contains(#"The current version is <a href="/">2.0</a>."#), "a page the default version lacks leads to its home")
        #expect(only.contains(#"<link rel="canonical" href="https://example.org/1.0/guide/only/">"#))
        #expect(!(try html(site, "guide/intro/index.html").contains("version-notice")))
    }

    @Test func eachVersionHasItsOwnSidebarAndBreadcrumbs() throws {
        let site = try built()
        let sidebar = { (path: String) in self.links(try self.html(site, path), from: #"<ul class="nav-list">"#, to: "</nav>") }
        #expect(try sidebar("guide/intro/index.html") == ["/guide/intro/", "/guide/new/", "/guide/routing/"])
        #expect(try sidebar("1.0/guide/intro/index.html") == ["/1.0/guide/intro/", "/1.0/guide/only/", "/1.0/guide/routing/"])
        #expect(try sidebar("1.0/de/guide/intro/index.html") == ["/1.0/de/guide/intro/"])
        #expect(try sidebar("0.9/guide/intro/index.html") == ["/0.9/guide/intro/", "/0.9/guide/old/"])
        #expect(links(try html(site, "1.0/guide/intro/index.html"), from: #"<nav class="breadcrumbs""#, to: "</nav>") == ["/1.0/"])
    }

    @Test func linksInAnOlderVersionStayInIt() throws {
        let site = try built()
        let page = try html(site, "1.0/guide/intro/index.html")
        #expect(page.contains(#"<a href="/1.0/guide/routing/">Routing</a>, <a href="/1.0/guide/routing/">absolute</a>, <a href="/guide/new/">new</a>."#))
        #expect(try html(site, "1.0/de/guide/intro/index.html").contains(#"<a href="/1.0/guide/routing/">Routing</a>"#))
        #expect(try html(site, "0.9/guide/intro/index.html").contains(#"<a href="/0.9/guide/old/">Old</a>"#))
    }

    @Test func anOlderVersionsPageIsEditedInItsFolderAndAGitVersionsNot() throws {
        let site = try VersionedSite.make()
        site.overwrite("site.json", VersionedSite.config.replacingOccurrences(of: #"{ "title": "Docs","#, with: #"{ "title": "Docs", "repoURL": "https://github.com/me/docs","#))
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(try html(site, "guide/intro/index.html").contains(#"href="https://github.com/me/docs/edit/main/Content/guide/intro.md""#))
        #expect(try html(site, "1.0/guide/intro/index.html").contains(#"href="https://github.com/me/docs/edit/main/Versions/1.0/guide/intro.md""#))
        #expect(try html(site, "1.0/de/guide/intro/index.html").contains(#"href="https://github.com/me/docs/edit/main/Versions/1.0/guide/intro.de.md""#))
        #expect(!(try html(site, "0.9/guide/intro/index.html").contains("/edit/main/")))
    }

    @Test func theSitemapListsThePagesThatAreTheirOwnCanonicalURL() throws {
        let site = try built()
        let sitemap = try #require(site.read("Public/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/guide/intro/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/1.0/guide/only/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/0.9/guide/old/</loc>"))
        #expect(!sitemap.contains("<loc>https://example.org/1.0/guide/intro/</loc>"))
    }

    @Test func eachLanguageOfEachVersionHasItsOwnSearchIndexWhichThePagesSearchBoxAsks() throws {
        let site = try built()
        #expect(try BuiltSearchIndex(site, "search/").titles.sorted() == ["Home", "Intro", "New in 2.0", "Routing"])
        #expect(try BuiltSearchIndex(site, "1.0/search/").titles.sorted() == ["Home 1.0", "Intro 1.0", "Only in 1.0", "Routing 1.0"])
        #expect(try BuiltSearchIndex(site, "1.0/de/search/").titles == ["Einführung 1.0"])
        #expect(try BuiltSearchIndex(site, "0.9/search/").titles.sorted() == ["Home 0.9", "Intro 0.9", "Old"])
        #expect(try BuiltSearchIndex(site, "1.0/search/").titles(with: "only") == ["Only in 1.0"])
        #expect(try !BuiltSearchIndex(site, "search/").terms.contains("only"), "the current version's search finds no page of another")
        #expect(try html(site, "1.0/guide/intro/index.html").contains(#"<div class="search" data-index="/1.0/search/manifest.json" hidden></div>"#))
    }

    @Test func theGitVersionIsReadWithoutTouchingTheWorkingTreeOrTheIndex() throws {
        let site = try VersionedSite.make()
        let state = { try ExternalCommand.run(["git", "status", "--porcelain", "--untracked-files=no"], in: site.path)
            + ExternalCommand.run(["git", "rev-parse", "HEAD"], in: site.path) }
        let before = try state()
        #expect(before.contains(" D Content/guide/old.md"))
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(try state() == before)
        #expect(site.exists("Public/0.9/guide/old/index.html") && !site.exists("Content/guide/old.md"))
    }

    @Test func aGitVersionThatCannotBeReadIsLeftOutWithAWarningAtItsEntry() throws {
        let site = try VersionedSite.make()
        site.overwrite("site.json", VersionedSite.config.replacingOccurrences(of: "v0.9", with: "v0.8"))
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "site.json:6:5: warning: version '0.9' is left out: git has no folder Content/ at 'v0.8' (is the ref fetched? a shallow clone has no tags)",
        ])
        #expect(!site.exists("Public/0.9"))
        #expect(links(try html(site, "guide/intro/index.html"), from: #"<ul class="version-list">"#, to: "</ul>") == ["/guide/intro/", "/1.0/guide/intro/"])
    }
}
