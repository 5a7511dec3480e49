import Core
import Testing
@testable import Site

/// The sidebar: links are built once per section and shared, so these pin what each page still sees of its own.
@Suite struct NavigationTests {
    private func navigation(_ pages: [Page]) -> Navigation {
        Navigation(index: SiteIndex(pages: pages), baseURL: BaseURL("/"))
    }

    @Test func marksTheCurrentPageOnlyOnItsOwnSidebar() {
        let sidebar = navigation([makePage("a.md", title: "A"), makePage("b.md", title: "B")])
        #expect(sidebar.html(currentPage: 0) == #"<ul class="nav-list"><li><a href="/a/" aria-current="page">A</a></li><li><a href="/b/">B</a></li></ul>"#)
        #expect(sidebar.html(currentPage: 1) == #"<ul class="nav-list"><li><a href="/a/">A</a></li><li><a href="/b/" aria-current="page">B</a></li></ul>"#)
    }

    @Test func expandsOnlyTheSectionOfTheCurrentPage() {
        let sidebar = navigation([makePage("docs/index.md", title: "Docs"), makePage("docs/x.md", title: "X"), makePage("top.md", title: "Top")])
        #expect(sidebar.html(currentPage: 2) == #"<ul class="nav-list"><li class="nav-section"><a href="/docs/">Docs</a></li><li><a href="/top/" aria-current="page">Top</a></li></ul>"#)
        #expect(sidebar.html(currentPage: 1) == #"<ul class="nav-list"><li class="nav-section"><a href="/docs/">Docs</a>"#
            + #"<ul class="nav-list"><li><a href="/docs/x/" aria-current="page">X</a></li></ul></li><li><a href="/top/">Top</a></li></ul>"#)
    }

    @Test func listsTheCurrentPagePastTheLimitAndCountsTheRest() {
        let count = Navigation.sectionLimit + 2
        let pages = [makePage("p/index.md", title: "P")] + (1...count).map { makePage("p/\($0).md", title: "Page \($0)") }
        let html = navigation(pages).html(currentPage: count)
        #expect(html.contains(#"<a href="/p/\#(count)/" aria-current="page">"#))
        #expect(!html.contains(#"href="/p/\#(count - 1)/""#))
        #expect(html.contains(#"<li class="nav-more"><a href="/p/">1 more…</a></li>"#))
    }

    @Test func aSectionOfOrdinaryPagesListsEverySubsection() {
        let pages = [makePage("index.md", title: "Home")] + (1...Navigation.sectionLimit + 5).map { makePage("s\($0)/index.md", title: "S\($0)") }
        let html = navigation(pages).html(currentPage: 0)
        #expect(!html.contains("nav-more"))
        #expect(html.components(separatedBy: "nav-section").count - 1 == Navigation.sectionLimit + 5)
    }
}
