import Foundation
import TestSupport
import Testing
@testable import Site

/// An incremental rebuild's search index must be the one a full build of the same input writes, while
/// it rewrites only the files an edit changed. serve names the edited files (`rebuild(changedPaths:)`).
@Suite struct IncrementalSearchIndexTests {
    let site = IncrementalBuildTests()

    /// Writes `text` as c.md's body, rebuilds naming c.md, and checks the output against a full build.
    @discardableResult
    func editC(_ directory: TemporaryDirectory, _ builder: SiteBuilder, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> BuildReport {
        site.edit(directory, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\n\(text)\n")
        let report = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/c.md"])
        try site.expectRebuildMatchesFullBuild(directory, builder, rebuilding: false, sourceLocation: sourceLocation)
        return report
    }

    func searchFiles(_ report: BuildReport) -> [String] {
        report.changedFiles.filter { $0.hasPrefix("search/") }
    }

    @Test func anEditThatKeepsEveryWordRewritesOnlyThePagesSearchFragment() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        let report = try editC(directory, builder, "*Third* page!")
        #expect(searchFiles(report).count == 1)
        #expect(searchFiles(report).allSatisfy { $0.hasPrefix("search/pages/") })
    }

    /// c's fragment grows past half the bound: its group is laid out again, as a full build lays it out.
    @Test func anEditThatMovesABundleBoundaryMatchesAFullBuild() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        let manifest = directory.read("Public/search/manifest.json")
        try editC(directory, builder, String(repeating: "Long text here. ", count: 1500))
        #expect(directory.read("Public/search/manifest.json") != manifest, "c and the page after it start bundles")
        try editC(directory, builder, "Third page.")
        #expect(directory.read("Public/search/manifest.json") == manifest)
    }

    @Test func editsThatChangeWordsRewriteTheWordChunksAsAFullBuildWould() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        for text in ["Thirty pages vanished.", "Third page.", "Third page, third time."] {
            site.edit(directory, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\n\(text)\n")
            let report = try builder.rebuild()
            #expect(report.changedFiles.contains("search/words/0.json"))
            try site.expectRebuildMatchesFullBuild(directory, builder, rebuilding: false)
        }
    }

    @Test func anEditThatAddsAWordNoPageHadPutsItInItsChunk() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        try editC(directory, builder, "Third page, with zebras.")
        #expect(directory.read("Public/search/words/0.json")?.contains("\"zebra\":") == true)
    }

    @Test func anEditThatRemovesTheLastPageWithAWordDropsTheWord() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        try editC(directory, builder, "Third page, with zebras.")
        try editC(directory, builder, "Third page.")
        #expect(directory.read("Public/search/words/0.json")?.contains("zebra") == false)
    }

    @Test func anEditThatChangesOnlyAWordsWeightRewritesItsChunk() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        let report = try editC(directory, builder, "Third page, page, page.")
        #expect(searchFiles(report).contains("search/words/0.json"))
        #expect(!searchFiles(report).contains("search/manifest.json"), "the chunk starts at the same word")
    }

    @Test func addingAndRemovingAPageNumbersThePagesAsAFullBuild() throws {
        let directory = site.makeSite()
        let builder = try site.builder(for: directory)
        let source = builder.options.sourceDirectory
        site.edit(directory, "Content/docs/b2.md", "---\nweight: 2\n---\n# Bravo two\n\nBetween b and c.\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/b2.md"])
        try site.expectRebuildMatchesFullBuild(directory, builder, rebuilding: false)
        try FileManager.default.removeItem(atPath: source + "/Content/docs/b2.md")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/b2.md"])
        try site.expectRebuildMatchesFullBuild(directory, builder, rebuilding: false)
        #expect(!directory.exists("Public/search/pages/5.txt"))
    }

    /// A page of six thousand words makes three chunks, the last two holding only its `w…` words; a
    /// word after them falls in the last.
    @Test func anEditRewritesOnlyTheChunkHoldingTheStemsItChanged() throws {
        let directory = site.makeSite()
        directory.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builder(for: directory)
        let report = try editC(directory, builder, "Third page, zebras.")
        #expect(searchFiles(report).filter { $0.hasPrefix("search/words/") } == ["search/words/2.json"])
    }

    @Test func anEditThatMovesAChunkBoundaryMatchesAFullBuild() throws {
        let directory = site.makeSite()
        directory.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builder(for: directory)
        let report = try editC(directory, builder, (0..<2000).map { "a\(String($0 + 1000))" }.joined(separator: " "))
        #expect(report.changedFiles.contains("search/words/3.json"), "the new words make a fourth chunk")
    }

    /// The edit lists only its own page's fragment: the update that removes the chunks the index no
    /// longer has must keep every other page's.
    @Test func aNamedEditThatDropsWordChunksKeepsTheOtherPagesFragments() throws {
        let directory = site.makeSite()
        directory.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builder(for: directory)
        site.edit(directory, "Content/docs/many.md", "# Many\n\nFew words now.\n")
        let report = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/many.md"])
        #expect(report.changedFiles.contains("search/words/2.json"), "the third chunk is gone")
        try site.expectRebuildMatchesFullBuild(directory, builder, rebuilding: false)
    }
}
