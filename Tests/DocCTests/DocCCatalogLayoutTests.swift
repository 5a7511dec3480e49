import Foundation
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

    // What `docc convert` made of a catalog Foo.docc holding Qux.md (@TechnologyRoot), Sub/A.md, TOC.tutorial
    // (@Tutorials) and Step1.tutorial: documentation/qux, documentation/foo/a, tutorials/toc, tutorials/foo/step1;
    // with an Info.plist whose display name is "Bar Baz": documentation/bar-baz/a and tutorials/bar-baz/step1.
    @Test func articlesAndTutorialsArePublishedUnderTheCatalogsNameWhateverFolderTheyAreIn() {
        let names = DocCCatalog.Names(catalog: "docs/Foo.docc", info: DocCCatalogInfo(), module: nil, rootFile: "docs/Foo.docc/Qux.md")
        #expect(DocCCatalog.publishedPath(of: "docs/Foo.docc/Qux.md", role: .root, names: names) == "documentation/qux/index.md")
        #expect(DocCCatalog.publishedPath(of: "docs/Foo.docc/Sub/A.md", role: .page, names: names) == "documentation/foo/a.md")
        #expect(DocCCatalog.publishedPath(of: "docs/Foo.docc/TOC.tutorial", role: .tutorialTable, names: names) == "tutorials/toc/index.md")
        #expect(DocCCatalog.publishedPath(of: "docs/Foo.docc/Step1.tutorial", role: .page, names: names) == "tutorials/foo/step1.md")
        #expect(DocCCatalog.publishedPath(of: "docs/Foo.docc/Sub/Image.png", role: .file, names: names) == "documentation/foo/Sub/Image.png")
        #expect(DocCCatalog.publishedPath(of: "docs/a.md", role: .page, names: names) == "docs/a.md")
    }

    @Test func theInfoPlistsDisplayNameNamesTheFolderOfArticlesAndTutorials() {
        let names = DocCCatalog.Names(catalog: "Foo.docc", info: DocCCatalogInfo(displayName: "Bar Baz"), module: nil, rootFile: "Foo.docc/Qux.md")
        #expect(DocCCatalog.publishedPath(of: "Foo.docc/Sub/A.md", role: .page, names: names) == "documentation/bar-baz/a.md")
        #expect(DocCCatalog.publishedPath(of: "Foo.docc/Step1.tutorial", role: .page, names: names) == "tutorials/bar-baz/step1.md")
        #expect(DocCCatalog.publishedPath(of: "Foo.docc/Qux.md", role: .root, names: names) == "documentation/qux/index.md")
    }

    /// TCA's Documentation.docc, whose root is titled ``ComposableArchitecture``, as the DocC plugin builds it.
    @Test func aCatalogRootedInAModuleIsPublishedUnderTheModule() {
        let names = DocCCatalog.Names(catalog: "Documentation.docc", info: DocCCatalogInfo(), module: "ComposableArchitecture",
                                      rootFile: "Documentation.docc/ComposableArchitecture.md")
        #expect(DocCCatalog.publishedPath(of: "Documentation.docc/ComposableArchitecture.md", role: .root, names: names)
            == "documentation/composablearchitecture/index.md")
        #expect(DocCCatalog.publishedPath(of: "Documentation.docc/Articles/MigrationGuides/MigratingTo1.7.md", role: .page, names: names)
            == "documentation/composablearchitecture/migratingto1.7.md")
        #expect(DocCCatalog.publishedPath(of: "Documentation.docc/Tutorials/BuildingSyncUps/01-WhatIsSyncUps.tutorial", role: .page, names: names)
            == "tutorials/composablearchitecture/01-whatissyncups.md")
    }

    @Test func aCatalogWithoutARootOrDisplayNameIsNamedByItsFolder() {
        let names = DocCCatalog.Names(catalog: "Getting Started.docc", info: DocCCatalogInfo(), module: nil, rootFile: nil)
        #expect(DocCCatalog.publishedPath(of: "Getting Started.docc/First Steps.md", role: .page, names: names) == "documentation/getting-started/first-steps.md")
        #expect(DocCCatalog.publishedPath(of: "Getting Started.docc/x.md", role: .root, names: names) == "documentation/getting-started/index.md")
    }

    @Test func namesAreMadeReadableAsDocCMakesThem() {
        #expect(DocCCatalog.urlReadable("The Swift Programming Language") == "the-swift-programming-language")
        #expect(DocCCatalog.urlReadable("MigratingTo1.7") == "migratingto1.7")
        #expect(DocCCatalog.urlReadable("Über uns") == "-ber-uns")
    }

    @Test func theInfoPlistIsReadForItsDisplayNameIdentifierAndCodeLanguage() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>The Swift Programming Language</string>
            <key>CFBundleIdentifier</key><string>org.swift.tspl</string>
            <key>CDDefaultCodeListingLanguage</key><string>swift</string>
            <key>CDDefaultModuleKind</key><string></string>
            </dict></plist>
            """
        #expect(DocCCatalogInfo(plist: Data(plist.utf8)) == DocCCatalogInfo(
            displayName: "The Swift Programming Language", identifier: "org.swift.tspl", defaultCodeListingLanguage: "swift"))
        #expect(DocCCatalogInfo(plist: Data("not a plist".utf8)) == nil)
    }
}
