import FrontMatter
import Testing
@testable import Import

/// A generator's navigation placed in sitegen's sections: weights, titles, groups, folder sections and links.
@Suite struct NavPlacementTests {
    private func nav(_ yaml: String) throws -> [NavItem] {
        NavItem.mkdocs(try FrontMatterParser.document(.init(path: "mkdocs.yml", text: yaml), format: .yaml)["nav"]?.value)
    }

    @Test func mkdocsEntriesArePagesSectionsAndLinks() throws {
        #expect(try nav("nav:\n  - index.md\n  - Guide:\n      - Setup: g/a.md\n  - Site: https://x.org\n  - Mail: mailto:a@x.org\n") == [
            .page("index.md", title: nil), .section("Guide", items: [.page("g/a.md", title: "Setup")]),
            .link("https://x.org", title: "Site"), .link("mailto:a@x.org", title: "Mail"),
        ])
    }

    @Test func pagesAreWeightedInOrderAndTheTopPageKeepsOnlyItsTitle() throws {
        let placement = NavPlacement(try nav("nav:\n  - Home: index.md\n  - Install: install.md\n  - usage.md\n"))
        #expect(placement.entries == [
            "index.md": .init(weight: nil, title: "Home"), "install.md": .init(weight: 10, title: "Install"), "usage.md": .init(weight: 20, title: nil),
        ])
    }

    @Test func aSectionWhosePagesShareAFolderIsThatFolderWithTheWeightOfItsFirstEntry() throws {
        let placement = NavPlacement(try nav("""
            nav:
              - index.md
              - Fluent:
                  - Overview: fluent/overview.md
                  - Advanced:
                      - fluent/advanced/joins.md
              - Again:
                  - fluent/again.md
            """))
        #expect(placement.sections == [
            .init(folder: "fluent", title: "Fluent", weight: 10),
            .init(folder: "fluent/advanced", title: "Advanced", weight: 20),
        ])
        #expect(placement.entries["fluent/again.md"] == .init(weight: 30, title: nil))
        #expect(placement.misplaced == ["fluent/again.md: listed in the top under 'Again', shown in its own folder's section"])
    }

    @Test func aSectionOfPagesInItsParentsFolderIsAGroupThere() throws {
        let placement = NavPlacement(try nav("""
            nav:
              - Guides:
                  - Async: async.md
                  - Deep:
                      - deep/one.md
                  - Logging: logging.md
              - GitHub: https://github.com/x/y
            """))
        #expect(placement.entries["async.md"] == .init(weight: 10, title: "Async", group: "Guides"))
        #expect(placement.entries["logging.md"] == .init(weight: 30, title: "Logging", group: "Guides"))
        #expect(placement.sections == [.init(folder: "deep", title: "Deep", weight: 20, group: "Guides")])
        #expect(placement.links == [.init(folder: "", title: "GitHub", url: "https://github.com/x/y", weight: 40)])
    }

    @Test func theTopIsTheFolderEveryPageShares() {
        let placement = NavPlacement([
            .section("Getting Started", items: [.page("docs/index.md", title: nil), .page("docs/install.md", title: nil)]),
            .section("Build", items: [.page("docs/usage.md", title: nil), .link("https://x.org", title: "X")]),
        ])
        #expect(placement.entries == [
            "docs/index.md": .init(weight: nil, title: nil), "docs/install.md": .init(weight: 10, title: nil, group: "Getting Started"),
            "docs/usage.md": .init(weight: 20, title: nil, group: "Build"),
        ])
        #expect(placement.links == [.init(folder: "docs", title: "X", url: "https://x.org", weight: 30, group: "Build")])
        #expect(placement.misplaced == ["docs/index.md: listed under 'Getting Started', shown as its section's own link"])
    }

    @Test func aPageListedOutsideItsFolderIsListedAsPlacedElsewhere() {
        let placement = NavPlacement([
            .page("index.md", title: nil), .section("Guides", items: [.page("a.md", title: nil), .page("notes/b.md", title: "B")]),
            .section("Reference", items: [.page("api/v1/x.md", title: nil)]),
        ])
        #expect(placement.entries["notes/b.md"] == .init(weight: 20, title: "B"))
        #expect(placement.misplaced == [
            "notes/b.md: listed in the top under 'Guides', shown in its own folder's section",
            "api/v1/: the section 'Reference', shown inside api/",
        ])
    }

    @Test func navigationWeightsGivenByTheNavigationAreKept() {
        let placement = NavPlacement([.page("a.md", title: nil, weight: 5), .link("https://x.org", title: "X", weight: 50), .page("b.md", title: nil)])
        #expect(placement.entries["a.md"]?.weight == 5)
        #expect(placement.links.map(\.weight) == [50])
        #expect(placement.entries["b.md"]?.weight == 10)
    }

    @Test func aSecondNavigationNumbersOnFromTheFirst() {
        let first = NavPlacement([.page("a.md", title: nil), .page("b.md", title: nil)])
        #expect(NavPlacement([.page("c.md", title: nil)], weightsAfter: first.lastWeight).entries["c.md"]?.weight == 30)
    }

    @Test func urlsMatchWithOrWithoutIndexHTMLAndTheFinalSlash() {
        #expect(["/docs/", "/docs", "/docs/index.html", "docs/#top"].map(NavItem.urlKey) == ["/docs", "/docs", "/docs", "/docs"])
        #expect(NavItem.urlKey("/about.html") == "/about")
    }
}
