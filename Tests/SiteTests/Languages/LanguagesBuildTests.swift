import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// A site in several languages (site.json's "languages"), with the built-in layouts: where each page is published,
/// what it says its language is, which versions of itself it names, and where its links and sidebar lead.
@Suite struct LanguagesBuildTests {
    static let config = #"""
        { "title": "Docs", "languages": { "en": { "name": "English", "default": true },
          "de": { "name": "Deutsch", "title": "Doku" }, "fa": { "name": "فارسی", "direction": "rtl" } } }
        """#

    /// English at the root; German written both ways (suffix and folder); Persian by suffix.
    func site(extra: [String: String] = [:]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("site.json", Self.config)
        let pages = [
            "index.md": "# Home\n",
            "guide/intro.md": "# Intro\n\n[Routing](routing.md), [absolute](/guide/routing/), [untranslated](faq.md).\n",
            "guide/routing.md": "# Routing\n",
            "guide/faq.md": "# FAQ\n",
            "guide/intro.de.md": "# Einführung\n\n[Routing](routing.md), [absolut](/guide/routing/), [unübersetzt](faq.md), ![Bild](shot.png).\n",
            "de/index.md": "# Startseite\n",
            "de/guide/routing.md": "# Routing auf Deutsch\n",
            "guide/intro.fa.md": "# مقدمه\n",
        ]
        for (path, text) in pages.merging(extra, uniquingKeysWith: { _, new in new }) { site.write("Content/" + path, text) }
        site.write("Content/guide/shot.png", "png")
        return site
    }

    func build(_ site: TemporaryDirectory) throws(BuildFailure) -> BuildReport {
        try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
    }

    func html(_ site: TemporaryDirectory, _ path: String) throws -> String {
        try #require(site.read("Public/" + path), "\(path) was not written")
    }

    @Test func everyLanguageButTheDefaultIsPublishedUnderItsCodeWhicheverWayItsFilesAreNamed() throws {
        let site = site()
        _ = try build(site)
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path + "/Public").filter { $0.hasSuffix("index.html") }
        #expect(Set(pages).isSuperset(of: [
            "index.html", "guide/intro/index.html", "guide/routing/index.html", "guide/faq/index.html",
            "de/index.html", "de/guide/intro/index.html", "de/guide/routing/index.html", "fa/guide/intro/index.html",
        ]))
        #expect(!pages.contains { $0.contains(".de") || $0.contains(".fa") }, "no page at a suffixed URL: \(pages)")
    }

    @Test func eachPageSaysItsLanguageAndDirection() throws {
        let site = site()
        _ = try build(site)
        #expect(try html(site, "guide/intro/index.html").contains(#"<html lang="en""#))
        #expect(try html(site, "de/guide/intro/index.html").contains(#"<html lang="de""#))
        #expect(try html(site, "fa/guide/intro/index.html").contains(#"<html lang="fa" dir="rtl""#))
        #expect(!(try html(site, "de/guide/intro/index.html").contains("dir=")))
    }

    @Test func eachTranslationNamesEveryVersionOfItselfAndTheDefaultOne() throws {
        let site = site()
        _ = try build(site)
        let alternates = """
            <link rel="alternate" hreflang="en" href="https://example.org/guide/intro/">
            <link rel="alternate" hreflang="x-default" href="https://example.org/guide/intro/">
            <link rel="alternate" hreflang="de" href="https://example.org/de/guide/intro/">
            <link rel="alternate" hreflang="fa" href="https://example.org/fa/guide/intro/">
            """
        #expect(try html(site, "guide/intro/index.html").contains(alternates))
        #expect(try html(site, "fa/guide/intro/index.html").contains(alternates))
        #expect(!(try html(site, "guide/faq/index.html").contains("rel=\"alternate\" hreflang")), "a page without translations names none")
    }

    @Test func theLanguageMenuGoesToTheSamePageOrTheLanguagesHome() throws {
        let site = site()
        _ = try build(site)
        let menu = try html(site, "guide/routing/index.html")
        #expect(menu.contains(#"<summary><span class="visually-hidden">Language: </span><span lang="en">English</span></summary>"#))
        #expect(menu.contains(#"<a href="/de/guide/routing/" hreflang="de" lang="de">Deutsch</a>"#))
        #expect(menu.contains(#"<a href="/fa/" hreflang="fa" lang="fa">فارسی</a>"#), "no Persian routing page: the Persian home")
        #expect(menu.contains(#"<a href="/guide/routing/" hreflang="en" lang="en" aria-current="true">English</a>"#))
    }

    @Test func aTranslationsTitleAndHomeAreItsLanguages() throws {
        let site = site()
        _ = try build(site)
        let german = try html(site, "de/guide/intro/index.html")
        #expect(german.contains(#"<a class="site-title" href="/de/">Doku</a>"#))
        #expect(german.contains("<title>Einführung · Doku</title>"))
        #expect(!german.contains(#"<a href="/">Home</a>"#), "the breadcrumbs start at the German home")
        #expect(try html(site, "guide/intro/index.html").contains(#"<a class="site-title" href="/">Docs</a>"#))
    }

    @Test func aTranslationsLinksStayInItsLanguageWhereTheTargetIsTranslated() throws {
        let site = site()
        _ = try build(site)
        let german = try html(site, "de/guide/intro/index.html")
        #expect(german.contains(#"<a href="/de/guide/routing/">Routing</a>"#), "relative, to a page translated in the other layout")
        #expect(german.contains(#"<a href="/de/guide/routing/">absolut</a>"#), "written to the English URL")
        #expect(german.contains(#"<a href="/guide/faq/">unübersetzt</a>"#), "no German FAQ: the English one")
        #expect(german.contains(#"src="/guide/shot.png""#), "files beside the file, shared by its translations")
        let english = try html(site, "guide/intro/index.html")
        #expect(english.contains(#"<a href="/guide/routing/">Routing</a>"#))
    }

    @Test func theSidebarListsOnlyThePagesLanguage() throws {
        let site = site()
        _ = try build(site)
        let sidebar = { (path: String) throws -> String in
            let page = try html(site, path)
            let start = try #require(page.range(of: #"<nav id="sitegen-navigation""#))
            return String(page[start.lowerBound..<(page.range(of: "</nav>", range: start.upperBound..<page.endIndex)?.upperBound ?? page.endIndex)])
        }
        let english = try sidebar("guide/intro/index.html")
        #expect(english.contains(#"href="/guide/routing/""#) && english.contains(#"href="/guide/faq/""#))
        #expect(!english.contains("/de/") && !english.contains("/fa/"))
        let german = try sidebar("de/guide/intro/index.html")
        #expect(german.contains(#"href="/de/guide/routing/""#))
        #expect(!german.contains(#"href="/guide/"#) && !german.contains("/fa/"))
    }

    @Test func theSitemapNamesEveryVersionOfATranslatedPage() throws {
        let site = site()
        _ = try build(site)
        let sitemap = try html(site, "sitemap.xml")
        #expect(sitemap.contains(#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#))
        #expect(sitemap.contains(#"<url><loc>https://example.org/de/guide/routing/</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.org/guide/routing/"/>"#
            + #"<xhtml:link rel="alternate" hreflang="de" href="https://example.org/de/guide/routing/"/></url>"#))
        #expect(sitemap.contains("<url><loc>https://example.org/guide/faq/</loc></url>"))
    }

    @Test func theSitesListsAreThePagesLanguages() throws {
        let site = site()
        site.write("Templates/list.html", "{% for p in site.pages %}{{ p.title }},{% endfor %}|{% for s in site.sections %}{{ s.path }},{% endfor %}")
        _ = try build(site)
        #expect(site.read("Public/index.html") == "Home,FAQ,Intro,Routing,|guide,")
        #expect(site.read("Public/de/index.html") == "Startseite,Einführung,Routing auf Deutsch,|de/guide,")
    }

    @Test func eachLanguageHasItsOwnTagPagesFeedAndHome() throws {
        let site = site(extra: [
            "blog/hello.md": "---\ntitle: Hello\ndate: 2026-01-02\ntags: [swift]\n---\nHello.\n",
            "blog/hello.de.md": "---\ntitle: Hallo\ndate: 2026-01-03\ntags: [swift]\n---\nHallo.\n",
        ])
        _ = try build(site)
        let englishTag = try html(site, "tags/swift/index.html"), germanTag = try html(site, "de/tags/swift/index.html")
        #expect(englishTag.contains(">Hello<") && !englishTag.contains(">Hallo<"))
        #expect(germanTag.contains(">Hallo<") && !germanTag.contains(">Hello<") && germanTag.contains(#"<html lang="de""#))
        #expect(try html(site, "de/blog/hello/index.html").contains(#"href="/de/tags/swift/""#))
        #expect(site.exists("Public/de/tags/index.html"))

        let englishFeed = try html(site, "feed.xml"), germanFeed = try html(site, "de/feed.xml")
        #expect(germanFeed.contains(#"xml:lang="de" xml:base="https://example.org/de/""#))
        #expect(germanFeed.contains(#"<link href="https://example.org/de/feed.xml" rel="self""#))
        #expect(germanFeed.contains("<title>Hallo</title>") && !germanFeed.contains("<title>Hello</title>"))
        #expect(englishFeed.contains("<title>Hello</title>") && !englishFeed.contains("<title>Hallo</title>"))
        #expect(!site.exists("Public/fa/feed.xml"), "no dated Persian page, no Persian feed")
        #expect(try html(site, "de/blog/hello/index.html").contains(#"type="application/atom+xml" title="Doku" href="/de/feed.xml""#))

        let persianHome = try html(site, "fa/index.html")
        #expect(persianHome.contains(#"<html lang="fa" dir="rtl""#) && persianHome.contains(#"href="/fa/guide/intro/""#))
        #expect(!persianHome.contains(#"href="/guide/intro/""#))
    }

    @Test func aLanguageThatFallsBackShowsTheDefaultLanguagesPagesItLacksSayingSo() throws {
        let site = site()
        site.write("site.json", Self.config.replacingOccurrences(of: #""title": "Doku" }"#, with: #""title": "Doku", "fallback": true }"#))
        _ = try build(site)
        let borrowed = try html(site, "de/guide/faq/index.html")
        #expect(borrowed.contains(#"<html lang="de""#) && borrowed.contains(#"<a class="site-title" href="/de/">Doku</a>"#))
        #expect(borrowed.contains(#"<link rel="canonical" href="https://example.org/guide/faq/">"#))
        #expect(borrowed.contains(#"<p class="fallback-notice" role="note">Diese Seite ist noch nicht übersetzt; "#
            + #"sie wird in der Originalsprache angezeigt: <a href="/guide/faq/" hreflang="en" lang="en">English</a>.</p>"#))
        #expect(borrowed.contains(#"<article class="prose" lang="en">"#) && borrowed.contains("FAQ"))
        #expect(!borrowed.contains(#"rel="alternate" hreflang"#), "a borrowed page is no translation")
        #expect(try html(site, "guide/faq/index.html").contains(#"<a href="/de/guide/faq/" hreflang="de" lang="de">Deutsch</a>"#))
        #expect(try html(site, "de/guide/intro/index.html").contains(#"href="/de/guide/faq/""#), "the German pages lead to it")
        #expect(!(try html(site, "sitemap.xml").contains("/de/guide/faq/")))
        #expect(!site.exists("Public/fa/guide/faq/index.html"), "Persian does not fall back")
        #expect(!(try html(site, "de/guide/routing/index.html").contains("fallback-notice")), "its own pages say nothing")
    }

    @Test func aWarningInATranslationNamesItsFile() throws {
        let site = site(extra: ["guide/intro.de.md": "# Einführung\n\n[kaputt](nowhere.md)\n"])
        let report = try build(site)
        #expect(report.warnings.map(\.summary).contains { $0.hasPrefix("Content/guide/intro.de.md:3:1: warning: broken link 'nowhere.md'") },
                "\(report.warnings.map(\.summary))")
    }

    @Test func aPageWrittenInBothLayoutsIsAnErrorNamingBothFiles() {
        let site = site(extra: ["de/guide/intro.md": "# Doppelt\n"])
        #expect {
            _ = try build(site)
        } throws: { error in
            let messages = (error as? BuildFailure)?.diagnostics.map(\.summary).joined(separator: "\n") ?? ""
            return messages.contains("Content/de/guide/intro.md") && messages.contains("Content/guide/intro.de.md")
        }
    }

    @Test func aSiteInOneLanguageKeepsItsDottedFileNames() throws {
        let site = TemporaryDirectory()
        site.write("Content/notes.de.md", "# Notes\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.exists("Public/notes.de/index.html"))
    }
}
