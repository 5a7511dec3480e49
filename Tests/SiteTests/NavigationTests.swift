import Core
import DocC
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
        #expect(sidebar.html(currentPage: 1) == #"<ul class="nav-list"><li class="nav-section"><details open><summary><a href="/docs/">Docs</a></summary>"#
            + #"<ul class="nav-list"><li><a href="/docs/x/" aria-current="page">X</a></li></ul></details></li><li><a href="/top/">Top</a></li></ul>"#)
    }

    @Test func listsTheCurrentPagePastTheLimitAndCountsTheRest() {
        let count = Navigation.sectionLimit + 2
        let pages = [makePage("p/index.md", title: "P")] + (1...count).map { makePage("p/\($0).md", title: "Page \($0)") }
        let html = navigation(pages).html(currentPage: count)
        #expect(html.contains(#"<a href="/p/\#(count)/" aria-current="page">"#))
        #expect(!html.contains(#"href="/p/\#(count - 1)/""#))
        #expect(html.contains(#"<li class="nav-more"><a href="/p/">1 more…</a></li>"#))
    }

    /// A module of the API reference: its page, `count` types each with one member.
    private func module(types count: Int) -> [Page] {
        func symbol(_ path: String) -> DocCPageMetadata {
            var metadata = DocCPageMetadata()
            metadata.documentedSymbol = path
            metadata.navigationTree = "/m.docc/navigation.json"
            return metadata
        }
        return [makePage("M.docc/index.md", title: "M", docC: symbol("M"))] + (1...count).flatMap { type in [
            makePage("M.docc/t\(type)/index.md", title: "T\(type)", weight: type, docC: symbol("M/T\(type)")),
            makePage("M.docc/t\(type)/member.md", title: "member", docC: symbol("M/T\(type)/member")),
        ] }
    }

    @Test func aSectionOfTheAPIReferenceListsTheWayToTheCurrentPageAndCountsTheRest() throws {
        let count = Navigation.referenceSectionLimit + 5
        let pages = module(types: count)
        let member = try #require(pages.firstIndex { $0.contentPath == "M.docc/t\(count)/member.md" })
        let html = navigation(pages).html(currentPage: member)
        let listedTypes = (1...count).filter { html.contains(#"<a href="/M.docc/t\#($0)/""#) }
        #expect(listedTypes == Array((1...count).prefix(Navigation.referenceSectionLimit)) + [count])
        #expect(html.contains(#"<details open><summary><a href="/M.docc/t\#(count)/">T\#(count)</a></summary><ul class="nav-list"><li><a href="/M.docc/t\#(count)/member/" aria-current="page">member</a></li></ul></details>"#))
        #expect(html.contains(#"<li class="nav-more"><a href="/M.docc/">\#(count - 1 - Navigation.referenceSectionLimit) more…</a></li>"#))
    }

    @Test func aSectionOfOrdinaryPagesListsEverySubsection() {
        let pages = [makePage("index.md", title: "Home")] + (1...Navigation.sectionLimit + 5).map { makePage("s\($0)/index.md", title: "S\($0)") }
        let html = navigation(pages).html(currentPage: 0)
        #expect(!html.contains("nav-more"))
        #expect(html.components(separatedBy: "nav-section").count - 1 == Navigation.sectionLimit + 5)
    }
}
