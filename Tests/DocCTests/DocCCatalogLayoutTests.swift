import DocC
import Testing

@Suite struct DocCCatalogLayoutTests {
    func candidate(_ path: String, topics: [String] = [], marksRoot: Bool = false) -> DocCCatalog.RootCandidate {
        DocCCatalog.RootCandidate(contentPath: path, topics: topics, marksRoot: marksRoot)
    }

    @Test func anArticleThatMarksItselfIsTheRootWhereverItIs() {
        #expect(DocCCatalog.rootArticles([
            candidate("G.docc/Top.md", topics: ["A"]), candidate("G.docc/Articles/Root.md", marksRoot: true),
        ]) == ["G.docc/Articles/Root.md"])
    }

    @Test func ofSeveralArticlesThatMarkThemselvesTheOnlyTopLevelOneIsTheRoot() {
        #expect(DocCCatalog.rootArticles([
            candidate("G.docc/Module.md", marksRoot: true), candidate("G.docc/Other.md"),
            candidate("G.docc/Reference/Symbol.md", marksRoot: true),
        ]) == ["G.docc/Module.md"])
    }

    @Test func withoutOneTheOnlyTopLevelArticleIsTheRoot() {
        #expect(DocCCatalog.rootArticles([candidate("G.docc/Top.md"), candidate("G.docc/Articles/A.md")]) == ["G.docc/Top.md"])
    }

    @Test func ofSeveralTopLevelArticlesTheOnlyOneThatCuratesIsTheRoot() {
        #expect(DocCCatalog.rootArticles([
            candidate("G.docc/A.md"), candidate("G.docc/Book.md", topics: ["A", "B"]), candidate("G.docc/B.md"),
        ]) == ["G.docc/Book.md"])
    }

    @Test func aCatalogWhereNothingSettlesItHasNoRoot() {
        #expect(DocCCatalog.rootArticles([candidate("G.docc/A.md", topics: ["B"]), candidate("G.docc/B.md", topics: ["A"])]).isEmpty)
    }

    @Test func eachCatalogHasItsOwnRoot() {
        #expect(DocCCatalog.rootArticles([candidate("a/One.docc/One.md"), candidate("Two.docc/Two.md")])
            == ["a/One.docc/One.md", "Two.docc/Two.md"])
    }

    @Test func aCatalogIsPublishedUnderItsNameWithoutDoccItsRootAsItsIndex() {
        #expect(DocCCatalog.publishedPath(of: "docs/TSPL.docc/Guide/Basics.md", isRoot: false, keepingCase: false) == "docs/tspl/Guide/Basics.md")
        #expect(DocCCatalog.publishedPath(of: "TSPL.docc/Book.md", isRoot: true, keepingCase: false) == "tspl/index.md")
        #expect(DocCCatalog.publishedPath(of: "TSPL.docc/Assets/a.png", isRoot: false, keepingCase: true) == "TSPL/Assets/a.png")
        #expect(DocCCatalog.publishedPath(of: "docs/a.md", isRoot: false, keepingCase: false) == "docs/a.md")
    }
}
