import Core
import Foundation
import FrontMatter
import Testing
@testable import Site

/// A page as the builder would make it from `contentPath` and a few front matter values.
func makePage(
    _ contentPath: String, title: String? = nil, weight: Int? = nil, date: String? = nil, tags: [String] = [],
    content: String = "", headings: [Page.Heading] = []
) -> Page {
    var metadata = PageMetadata()
    metadata.weight = weight
    metadata.date = date.flatMap(CivilDate.parse)
    metadata.tags = tags
    let isIndex = Route.isIndex(contentPath: contentPath)
    return Page(
        contentPath: contentPath, folder: ContentFolder(path: "/site/Content/", displayPrefix: "Content/"), route: Route.page(contentPath: contentPath),
        metadata: metadata, title: title ?? contentPath, isIndex: isIndex,
        body: PageBody(content), headings: HeadingList(headings), wordCount: 0, summary: PageBody(""))
}

@Suite struct SiteIndexTests {
    @Test func ordersSectionPagesByWeightThenTitle() {
        let index = SiteIndex(pages: [
            makePage("docs/c.md", title: "Charlie"),
            makePage("docs/a.md", title: "alpha"),
            makePage("docs/z.md", title: "Zulu", weight: 1),
            makePage("docs/b.md", title: "Bravo", weight: 2),
            makePage("docs/index.md", title: "Docs"),
        ])
        #expect(index.sections["docs"]?.pages.map { index.pages[$0].title } == ["Zulu", "Bravo", "alpha", "Charlie"])
        #expect(index.sections["docs"]?.indexPage == 4)
        #expect(index.sections["docs"]?.title == "Docs")
    }

    @Test func ordersSubsectionsByTheirIndexPages() {
        let index = SiteIndex(pages: [
            makePage("guides/index.md", title: "Guides", weight: 2),
            makePage("api/index.md", title: "API", weight: 1),
            makePage("blog/post.md"),
            makePage("index.md", title: "Home"),
        ])
        #expect(index.sections[""]?.subsections == ["api", "guides", "blog"])
        #expect(index.sections["blog"]?.title == "blog")
    }

    @Test func interleavesPagesAndSubsectionsInNavigationOrder() {
        let index = SiteIndex(pages: [
            makePage("docs/c.md", title: "Charlie"),
            makePage("docs/guides/index.md", title: "Bravo"),
            makePage("docs/a.md", title: "alpha"),
            makePage("docs/api/index.md", title: "Zulu", weight: 1),
            makePage("docs/d.md", title: "Delta"),
        ])
        #expect(index.sections["docs"]?.entries == [.section("docs/api"), .page(2), .section("docs/guides"), .page(0), .page(4)])
    }

    @Test func listsAPageBeforeASubsectionOfTheSameTitleAndURL() {
        let index = SiteIndex(pages: [makePage("docs/guides/a.md"), makePage("docs/guides.md", title: "guides")])
        #expect(index.sections["docs"]?.entries == [.page(1), .section("docs/guides")])
    }

    @Test func createsSectionsForFoldersWithoutPagesOfTheirOwn() {
        let index = SiteIndex(pages: [makePage("a/b/c.md")])
        #expect(index.sections[""]?.subsections == ["a"])
        #expect(index.sections["a"]?.subsections == ["a/b"])
        #expect(index.sections["a/b"]?.pages == [0])
    }

    @Test func linksPreviousAndNextWithinASection() {
        let index = SiteIndex(pages: [
            makePage("docs/a.md", weight: 1),
            makePage("docs/b.md", weight: 2),
            makePage("docs/c.md", weight: 3),
            makePage("other.md"),
        ])
        #expect(index.previous(of: 0) == nil)
        #expect(index.next(of: 0) == 1)
        #expect(index.previous(of: 2) == 1)
        #expect(index.next(of: 2) == nil)
        #expect(index.next(of: 3) == nil)
    }

    @Test func listsPagesNewestFirstWithUndatedLast() {
        let index = SiteIndex(pages: [
            makePage("blog/old.md", date: "2020-01-01"),
            makePage("blog/undated.md"),
            makePage("blog/new.md", date: "2024-01-01"),
            makePage("blog/index.md"),
            makePage("blog/2023/mid.md", date: "2023-01-01"),
        ])
        #expect(index.newestFirst == [2, 4, 0, 3, 1])
        #expect(index.listedPages(of: 3) == [2, 4, 0, 1])
        #expect(index.listedPages(of: 0).isEmpty)
    }

    @Test func groupsTagsBySlugNewestFirst() {
        let index = SiteIndex(pages: [
            makePage("a.md", date: "2020-01-01", tags: ["Swift", "Web Dev"]),
            makePage("b.md", date: "2021-01-01", tags: ["swift"]),
        ])
        #expect(index.tags.map(\.slug) == ["swift", "web-dev"])
        #expect(index.tags.map(\.name) == ["swift", "Web Dev"])
        #expect(index.tags[0].pages == [1, 0])
        #expect(index.tags[1].url == "/tags/web-dev/")
    }

    @Test func tracesAncestryForBreadcrumbs() {
        let index = SiteIndex(pages: [
            makePage("index.md"),
            makePage("docs/index.md"),
            makePage("docs/guides/index.md"),
            makePage("docs/guides/a.md"),
        ])
        #expect(index.ancestry(of: 3).map(\.path) == ["", "docs", "docs/guides"])
        #expect(index.ancestry(of: 2).map(\.path) == ["", "docs"])
        #expect(index.ancestry(of: 0).map(\.path) == [""])
    }

    @Test func findsPagesByURL() {
        let index = SiteIndex(pages: [makePage("docs/a.md"), makePage("index.md")])
        #expect(index.pageByURL["/docs/a/"] == 0)
        #expect(index.pageByURL["/"] == 1)
    }
}

@Suite struct NewerOlderTests {
    @Test func linksDatedPagesOfASectionByDate() {
        let index = SiteIndex(pages: [
            makePage("blog/b.md", date: "2024-02-01"),
            makePage("blog/a.md", date: "2024-01-01"),
            makePage("blog/c.md", date: "2024-03-01"),
            makePage("blog/undated.md"),
            makePage("news/x.md", date: "2024-02-15"),
        ])
        #expect(index.newer(than: 0) == 2)
        #expect(index.older(than: 0) == 1)
        #expect(index.newer(than: 2) == nil)
        #expect(index.older(than: 1) == nil)
        #expect(index.newer(than: 3) == nil && index.older(than: 3) == nil)
        #expect(index.newer(than: 4) == nil && index.older(than: 4) == nil)
    }
}
