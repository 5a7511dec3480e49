import Core
import Foundation
import Testing
@testable import FrontMatter

@Suite struct PageMetadataTests {
    func metadata(_ frontMatter: String) throws -> PageMetadata {
        let split = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\n\(frontMatter)\n---\n"))
        return PageMetadata(frontMatter: split.frontMatter)
    }

    func warnings(_ frontMatter: String) throws -> [String] {
        try metadata(frontMatter).warnings.map(\.summary)
    }

    @Test func readsEveryKnownKey() throws {
        let page = try metadata("""
            title: Getting started
            date: 2023-09-14
            description: First steps
            tags: [swift, web]
            draft: true
            layout: post
            slug: start
            weight: 3
            aliases: /old/
            color-scheme: dark
            repo: sitegen
            """)
        #expect(page.title == "Getting started")
        #expect(page.date == Date(timeIntervalSince1970: 1_694_649_600))
        #expect(page.description == "First steps")
        #expect(page.tags == ["swift", "web"])
        #expect(page.draft)
        #expect(page.layout == "post")
        #expect(page.slug == "start")
        #expect(page.weight == 3)
        #expect(page.aliases == ["/old/"])
        #expect(page.colorScheme == .dark)
        #expect(page.params.map(\.key) == ["repo"])
    }

    @Test func aPageIsATemplateOnlyWhenItSaysSo() throws {
        #expect(try metadata("template: true").isTemplate)
        #expect(try metadata("title: x").isTemplate == false)
        #expect(try metadata("template: true").params.isEmpty)
        #expect(try warnings("template: page-wide") == ["Content/x.md:2:11: warning: 'template' must be true or false, not a string; ignored"])
    }

    @Test func keepsNumbersAndDatesAsWrittenForTextKeys() throws {
        #expect(try metadata("title: 1984").title == "1984")
    }

    @Test func acceptsAQuotedDate() throws {
        #expect(try metadata("date: \"2023-09-14\"").date == Date(timeIntervalSince1970: 1_694_649_600))
    }

    @Test func warnsAtTheValueOfEveryKeyItCannotReadAndIgnoresIt() throws {
        #expect(try warnings("draft: yes\nweight: 1.5\ncolor-scheme: blue\nslug: a/b\ntags: [[a]]\ndate: soon") == [
            "Content/x.md:2:8: warning: 'draft' must be true or false, not a string; ignored",
            "Content/x.md:3:9: warning: 'weight' must be a whole number such as 10; ignored",
            "Content/x.md:4:15: warning: 'color-scheme' must be light or dark; ignored",
            "Content/x.md:5:7: warning: 'slug' must be one URL path component, without '/' (for example: getting-started); ignored",
            "Content/x.md:6:7: warning: 'tags' must be a list of text, such as [swift, \"web dev\"]; ignored",
            "Content/x.md:7:7: warning: 'date' is not a date ('soon'): expected YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] with an optional offset such as +02:00 or Z; ignored",
        ])
        #expect(try metadata("draft: yes\nweight: 1.5").draft == false)
    }
}

/// What other generators' keys and wrongly typed values mean.
@Suite struct OtherGeneratorsKeysTests {
    func metadata(_ frontMatter: String) throws -> PageMetadata {
        PageMetadata(frontMatter: try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\n\(frontMatter)\n---\n")).frontMatter)
    }

    @Test func plainlyMeantValuesAreCoerced() throws {
        let page = try metadata("draft: \"true\"\nweight: \"10\"\ndate:")
        #expect(page.draft == true)
        #expect(page.weight == 10)
        #expect(page.date == nil)
        #expect(page.warnings.isEmpty)
    }

    @Test func urlAndPermalinkSetTheURL() throws {
        #expect(try metadata("url: /about/").url == "/about/")
        #expect(try metadata("permalink: /2016/01/post.html").url == "/2016/01/post.html")
        #expect(try metadata("url: ../x").warnings.count == 1)
    }

    @Test func publishedFalseIsADraft() throws {
        #expect(try metadata("published: false").draft == true)
    }

    @Test func lastModifiedSummaryAndNavOrder() throws {
        let page = try metadata("last_modified_at: 2024-01-02\nexcerpt: Short\nnav_order: 3")
        #expect(page.lastModified == Date(timeIntervalSince1970: 1_704_153_600))
        #expect(page.description == "Short")
        #expect(page.weight == 3)
    }

    @Test func navigationTitleGroupAndLink() throws {
        let page = try metadata("linkTitle: Install\nnav_group: Guides\nnav_link: https://example.com/x")
        #expect(page.navTitle == "Install")
        #expect(page.navGroup == "Guides")
        #expect(page.navLink == "https://example.com/x")
        #expect(page.params.isEmpty)
        #expect(try metadata("nav_title: Short\nnav_link: /blog/").navTitle == "Short")
        #expect(try metadata("nav_link: MAILTO:a@example.com").navLink == "MAILTO:a@example.com")
    }

    @Test(arguments: ["javascript:alert(1)", "guide/intro/", "//evil.example/", "https://", "data:text/html,x", "/a b/"])
    func aLinkThatIsNoWebOrSitePathIsIgnored(_ link: String) throws {
        let page = try metadata("nav_link: \"\(link)\"")
        #expect(page.navLink == nil)
        #expect(page.warnings.map(\.message) == ["'nav_link' must be an http, https or mailto URL, or a path from the site root such as /blog/; ignored"])
    }

    @Test func aDateBlockOfCreatedAndUpdated() throws {
        let page = try metadata("date:\n  created: 2024-01-01\n  updated: 2024-01-02")
        #expect(page.date == Date(timeIntervalSince1970: 1_704_067_200))
        #expect(page.lastModified == Date(timeIntervalSince1970: 1_704_153_600))
    }

    @Test func aDateKeepsItsOffset() throws {
        #expect(try metadata("date: 2024-01-01T00:30:00+09:00").dateUTCOffset == 32_400)
    }

    @Test func otherKeysStayParams() throws {
        #expect(try metadata("authors: [a]\ncategories: [b]").params.map(\.key) == ["authors", "categories"])
    }
}
