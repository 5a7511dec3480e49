import Foundation
import TestSupport
import Testing
@testable import Site

/// An incremental rebuild's search index must be the one a full build of the same input writes, while
/// it rewrites only the files an edit changed. serve names the edited files (`rebuild(changedPaths:)`).
@Suite struct IncrementalSearchIndexTests {
    /// Writes `text` as c.md's body, rebuilds naming c.md, and checks the output against a full build.
    @discardableResult
    func editC(_ site: TemporaryDirectory, _ builder: SiteBuilder, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> BuildReport {
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\n\(text)\n")
        let report = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/c.md"])
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false, sourceLocation: sourceLocation)
        return report
    }

    func searchFiles(_ report: BuildReport) -> [String] {
        report.changedFiles.filter { $0.hasPrefix("search/") }
    }

    @Test func anEditThatKeepsEveryWordAndTheTitleRewritesNoSearchFile() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let report = try editC(site, builder, "*Third* page!")
        #expect(report.changedFiles.contains("docs/c/index.html"))
        #expect(searchFiles(report) == [])
    }

    @Test func anEditThatChangesATitleRewritesItsPageTableAsAFullBuildWould() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie two\n\nThird page.\n")
        let report = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/c.md"])
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        #expect(searchFiles(report).contains("search/pages/0.json"))
        #expect(site.read("Public/search/pages/0.json")?.contains("[\"Charlie two\",\"/docs/c/\"]") == true)
    }

    @Test func editsThatChangeWordsRewriteTheWordChunksAsAFullBuildWould() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        for text in ["Thirty pages vanished.", "Third page.", "Third page, third time."] {
            site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\n\(text)\n")
            let report = try builder.rebuild()
            #expect(report.changedFiles.contains("search/words/0.json"))
            try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        }
    }

    @Test func anEditThatAddsAWordNoPageHadPutsItInItsChunk() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        try editC(site, builder, "Third page, with zebras.")
        #expect(site.read("Public/search/words/0.json")?.contains("\"zebra\":") == true)
    }

    @Test func anEditThatRemovesTheLastPageWithAWordDropsTheWord() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        try editC(site, builder, "Third page, with zebras.")
        try editC(site, builder, "Third page.")
        #expect(site.read("Public/search/words/0.json")?.contains("zebra") == false)
    }

    @Test func anEditThatChangesOnlyAWordsWeightRewritesItsChunk() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let report = try editC(site, builder, "Third page, page, page.")
        #expect(searchFiles(report).contains("search/words/0.json"))
        #expect(!searchFiles(report).contains("search/manifest.json"), "the chunk starts at the same word")
    }

    @Test func addingAndRemovingAPageNumbersThePagesAsAFullBuild() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let source = builder.options.sourceDirectory
        site.edit("Content/docs/b2.md", "---\nweight: 2\n---\n# Bravo two\n\nBetween b and c.\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/b2.md"])
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.remove("Content/docs/b2.md")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/b2.md"])
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    /// A page of six thousand words makes three chunks, the last two holding only its `w…` words; a
    /// word after them falls in the last.
    @Test func anEditRewritesOnlyTheChunkHoldingTheStemsItChanged() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builtForRebuilds()
        let report = try editC(site, builder, "Third page, zebras.")
        #expect(searchFiles(report).filter { $0.hasPrefix("search/words/") } == ["search/words/2.json"])
    }

    @Test func anEditThatMovesAChunkBoundaryMatchesAFullBuild() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builtForRebuilds()
        let report = try editC(site, builder, (0..<2000).map { "a\(String($0 + 1000))" }.joined(separator: " "))
        #expect(report.changedFiles.contains("search/words/3.json"), "the new words make a fourth chunk")
    }

    /// The update that removes the chunks the index no longer has must keep the page tables it did not list again.
    @Test func aNamedEditThatDropsWordChunksKeepsThePageTables() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Content/docs/many.md", "# Many\n\n" + (0..<6000).map { "w\(String($0 + 10000))" }.joined(separator: " ") + "\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/many.md", "# Many\n\nFew words now.\n")
        let report = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/many.md"])
        #expect(report.changedFiles.contains("search/words/2.json"), "the third chunk is gone")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }
}
