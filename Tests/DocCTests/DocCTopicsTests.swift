@testable import DocC
import Testing

@Suite struct DocCTopicsTests {
    @Test func onlyLinksListedUnderTopicsAreCurated() {
        let nodes = DirectiveParser.parse("# Root\n\nSee <doc:Intro>.\n\n## Topics\n\n### Start\n\n- <doc:Basics>\n- <doc:Advanced#Part>\n\n## See Also\n\n- <doc:Other>\n")
        #expect(DocCTopics.references(in: nodes) == ["Basics", "Advanced#Part"])
    }

    @Test func ranksFollowTheCurationDepthFirstThenUncuratedArticles() {
        let articles = [
            DocCCatalog.Article(contentPath: "G.docc/A.md", url: "/a/", title: "A", topics: []),
            DocCCatalog.Article(contentPath: "G.docc/B.md", url: "/b/", title: "B", topics: ["C"]),
            DocCCatalog.Article(contentPath: "G.docc/C.md", url: "/c/", title: "C", topics: []),
            DocCCatalog.Article(contentPath: "G.docc/Root.md", url: "/", title: "Root", topics: ["B", "A"]),
            DocCCatalog.Article(contentPath: "G.docc/sub/Z.md", url: "/z/", title: "Z", topics: []),
        ]
        let byName = Dictionary(uniqueKeysWithValues: articles.map { ($0.title.lowercased(), $0) })
        #expect(DocCTopics.ranks(of: articles, byName: byName) == [
            "G.docc/Root.md": 0, "G.docc/B.md": 1, "G.docc/C.md": 2, "G.docc/A.md": 3, "G.docc/sub/Z.md": 4,
        ])
    }

    @Test func aTutorialsTablesTutorialReferencesAreItsCuration() {
        let nodes = DirectiveParser.parse("""
            @Tutorials(name: "Kit") {
                @Chapter(name: "Basics") {
                    @TutorialReference(tutorial: "doc:First")
                    @TutorialReference(tutorial: "doc:Second")
                }
            }
            """)
        #expect(DocCTopics.references(in: nodes) == ["First", "Second"])
    }

    @Test func pagesArePlacedInSectionsAsTheCurationNestsThemWhateverTheirFolders() {
        let articles = [
            DocCCatalog.Article(contentPath: "G.docc/A.md", url: "/a/", title: "A", topics: []),
            DocCCatalog.Article(contentPath: "G.docc/Guides/B.md", url: "/b/", title: "B", topics: ["C", "Root"]),
            DocCCatalog.Article(contentPath: "G.docc/Deep/Er/C.md", url: "/c/", title: "C", topics: []),
            DocCCatalog.Article(contentPath: "G.docc/Root.md", url: "/", title: "Root", topics: ["B", "A"]),
            DocCCatalog.Article(contentPath: "G.docc/sub/Z.md", url: "/z/", title: "Z", topics: []),
        ]
        let byName = Dictionary(uniqueKeysWithValues: articles.map { ($0.title.lowercased(), $0) })
        #expect(DocCTopics.places(of: articles, byName: byName, root: "G.docc/Root.md", catalog: "G.docc") == [
            "G.docc/Root.md": DocCCatalog.Place(section: "G.docc", isIndex: true),
            "G.docc/Guides/B.md": DocCCatalog.Place(section: "G.docc/b", isIndex: true),
            "G.docc/Deep/Er/C.md": DocCCatalog.Place(section: "G.docc/b", isIndex: false),
            "G.docc/A.md": DocCCatalog.Place(section: "G.docc", isIndex: false),
            "G.docc/sub/Z.md": DocCCatalog.Place(section: "G.docc", isIndex: false, group: "Articles"),
        ])
    }

    @Test func aPageIsInTheTopicsGroupItsCuratorListsItInAndOneNobodyCuratesInDocCsAutomaticGroup() {
        let root = DirectiveParser.parse("# Root\n\n## Topics\n\n### Essentials\n\n- <doc:A>\n\n### Going Further\n\n- <doc:B>\n")
        let table = DirectiveParser.parse("@Tutorials(name: \"Kit\") {\n    @Chapter(name: \"Basics\") {\n        @TutorialReference(tutorial: \"doc:T\")\n    }\n}\n")
        let articles = [
            DocCCatalog.Article(contentPath: "G.docc/Root.md", url: "/", title: "Root", curation: DocCTopics.curation(in: root)),
            DocCCatalog.Article(contentPath: "G.docc/A.md", url: "/a/", title: "A"),
            DocCCatalog.Article(contentPath: "G.docc/B.md", url: "/b/", title: "B"),
            DocCCatalog.Article(contentPath: "G.docc/Table.tutorial", url: "/table/", title: "Table", curation: DocCTopics.curation(in: table)),
            DocCCatalog.Article(contentPath: "G.docc/A/T.tutorial", url: "/t/", title: "T"),
        ]
        let byName = Dictionary(uniqueKeysWithValues: articles.map { ($0.title.lowercased(), $0) })
        let places = DocCTopics.places(of: articles, byName: byName, root: "G.docc/Root.md", catalog: "G.docc")
        #expect(places["G.docc/A.md"]?.group == "Essentials")
        #expect(places["G.docc/B.md"]?.group == "Going Further")
        #expect(places["G.docc/Table.tutorial"] == DocCCatalog.Place(section: "G.docc/table", isIndex: true, group: "Tutorials"))
        #expect(places["G.docc/A/T.tutorial"] == DocCCatalog.Place(section: "G.docc/table", isIndex: false, group: "Basics"))
    }
}
