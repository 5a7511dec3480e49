import FrontMatter
import Testing
@testable import Import

/// Hugo's menus as the import reads them.
@Suite struct HugoMenusTests {
    private func page(_ frontMatter: String) -> SourcePage {
        SourcePage(text: "---\n" + frontMatter + "\n---\n", path: "page.md")
    }

    @Test func everyFormOfAPagesMenuIsAnEntryOfThatMenu() {
        var menus = HugoMenus()
        menus.add(page: page("title: A\nmenu: main"), basePath: "a.md")
        menus.add(page: page("title: B\nweight: 3\nmenu: [main, footer]"), basePath: "b.md")
        menus.add(page: page("title: C\nmenus: {main: {weight: 1, name: See}}"), basePath: "c.md")
        var unresolved: [String] = []
        #expect(menus.items(page: { _ in nil }, unresolved: &unresolved) == [
            .page("c.md", title: "See", weight: 1), .page("b.md", title: nil, weight: 3), .page("a.md", title: nil),
        ])
        #expect(menus.menus["footer"]?.count == 1)
    }

    @Test func theConfigurationsEntriesAreLinksOrPagesAndChildrenFollowTheirParent() throws {
        let config = try FrontMatterParser.document(.init(path: "hugo.toml", text: """
            [[menus.main]]
              name = "Docs"
              pageRef = "/docs"
              weight = 2
            [[menus.main]]
              name = "Install"
              parent = "Docs"
              url = "/docs/install/"
            [[menus.main]]
              name = "GitHub"
              url = "https://github.com/x/y"
              weight = 1
            [[menus.main]]
              name = "Gone"
              url = "/gone/"
              weight = 3
            """), format: .toml)
        var menus = HugoMenus()
        menus.add(config: config["menus"]?.value)
        var unresolved: [String] = []
        let pages = ["/docs": "docs/_index.md", "/docs/install/": "docs/install.md"]
        #expect(menus.items(page: { pages[$0] }, unresolved: &unresolved) == [
            .link("https://github.com/x/y", title: "GitHub", weight: 1),
            .section("Docs", items: [.page("docs/_index.md", title: "Docs", weight: 2), .page("docs/install.md", title: "Install")], weight: 2),
        ])
        #expect(unresolved == ["menu 'main': /gone/: no imported page is there"])
    }

    @Test func mainIsTheMenuShownElseTheOnlyOne() {
        var menus = HugoMenus()
        menus.add(page: page("menu: global"), basePath: "a.md")
        #expect(menus.chosen == "global")
        menus.add(page: page("menu: footer"), basePath: "b.md")
        #expect(menus.chosen == nil)
        menus.add(page: page("menu: main"), basePath: "c.md")
        #expect(menus.chosen == "main")
    }
}
