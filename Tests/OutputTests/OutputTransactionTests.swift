import Core
import Foundation
import TestSupport
import Testing
@testable import Output

@Suite struct OutputTransactionTests {
    @Test func commitReplacesTheOutputAndRecordsWhatItWrote() throws {
        let site = TemporaryDirectory()
        site.write("Public/.sitegen-output", "# Written by sitegen\nold.html\n")
        site.write("Public/old.html", "old")
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("new", to: "docs/index.html")
        let result = try transaction.commit(baseURL: .root)
        #expect(site.files(under: "Public") == [".sitegen-output", "docs/index.html"])
        #expect(site.read("Public/.sitegen-output")?.hasSuffix("\ndocs/index.html\n") == true)
        #expect(result.warnings.isEmpty)
        let retired = try #require(result.retiredTree)
        #expect(FileManager.default.fileExists(atPath: retired + "/old.html"))
        #expect(OutputCleanup.removeTree(retired))
        #expect(!FileManager.default.fileExists(atPath: retired))
    }

    @Test func aTextFileIsWrittenAsItsUTF8Bytes() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        let text = String(repeating: "café ✓ ", count: 1_000)
        try transaction.write(text, to: "a.txt")
        _ = try transaction.commit(baseURL: .root)
        #expect(FileManager.default.contents(atPath: site.path + "/Public/a.txt") == Data(text.utf8))
    }

    @Test func writesIntoFoldersMadeBeforeItForgotThem() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        // More folders than the transaction remembers: the early ones are made again, finding them there.
        for page in 0...4_100 { try transaction.write("\(page)", to: "posts/\(page)/index.html") }
        try transaction.write("again", to: "posts/0/more/index.html")
        try transaction.write("again", to: "posts/1/other.html")
        _ = try transaction.commit(baseURL: .root)
        #expect(site.read("Public/posts/4100/index.html") == "4100")
        #expect(site.read("Public/posts/0/more/index.html") == "again")
        #expect(site.read("Public/posts/1/other.html") == "again")
    }

    @Test func nothingChangesUntilCommit() throws {
        let site = TemporaryDirectory()
        site.write("Public/.sitegen-output", "")
        site.write("Public/index.html", "previous")
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("next", to: "index.html")
        #expect(site.read("Public/index.html") == "previous")
        transaction.abandon()
        #expect(site.read("Public/index.html") == "previous")
        #expect(OutputCleanup.leftoverTrees(besideOutput: site.path + "/Public").isEmpty)
    }

    @Test func keepsFilesSitegenDidNotCreate() throws {
        let site = TemporaryDirectory()
        site.write("Public/.gitkeep", "")
        site.write("Public/.sitegen-output", "index.html\n")
        site.write("Public/index.html", "old")
        site.write("Public/CNAME", "example.org")
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("new", to: "index.html")
        _ = try transaction.commit(baseURL: .root)
        #expect(site.files(under: "Public") == [".gitkeep", ".sitegen-output", "CNAME", "index.html"])
        #expect(site.read("Public/CNAME") == "example.org")
    }

    @Test func keepsThePreviousOutputWhenTheBuildWouldOverwriteAForeignFile() throws {
        let site = TemporaryDirectory()
        site.write("Public/.sitegen-output", "")
        site.write("Public/robots.txt", "mine")
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("generated", to: "robots.txt")
        let result = try transaction.commit(baseURL: .root)
        #expect(result.retiredTree == nil)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.hasPrefix("Public/robots.txt was not created by sitegen, but the site now writes the same file; the previous output is kept in ") == true)
        let kept = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix("Public.previous-") }
        #expect(kept.count == 1)
        #expect(site.read(kept[0] + "/robots.txt") == "mine")
    }

    @Test func firstBuildCreatesTheOutputFolder() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("hi", to: "index.html")
        #expect(try transaction.commit(baseURL: .root).retiredTree == nil)
        #expect(site.files(under: "Public") == [".sitegen-output", "index.html"])
    }

    /// `sitegen new` and a fresh clone have an output folder no build wrote: nothing of it may stay beside the output.
    @Test func aFirstBuildOverAFolderSitegenDidNotWriteLeavesNothingBeside() throws {
        let site = TemporaryDirectory()
        site.write("Public/.gitkeep", "")
        site.write("Public/docs/CNAME", "example.org")
        try FileManager.default.createDirectory(atPath: site.path + "/Public/empty/deeper", withIntermediateDirectories: true)
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("hi", to: "index.html")
        #expect(try transaction.commit(baseURL: .root).retiredTree == nil)
        #expect(site.files(under: "Public") == [".gitkeep", ".sitegen-output", "docs/CNAME", "index.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == ["Public"])
    }

    @Test func cleanupRemovesAFirstBuildsRetiredFoldersButNoFile() throws {
        let site = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: site.path + "/.Public.sitegen-tmp-retired-1/a/b", withIntermediateDirectories: true)
        site.write(".Public.sitegen-tmp-retired-2/a/notes.txt", "no marker: not ours")
        let leftovers = OutputCleanup.leftoverTrees(besideOutput: site.path + "/Public")
        #expect(leftovers.map(OutputCleanup.removeTree) == [true, false])
        #expect(!site.exists(".Public.sitegen-tmp-retired-1"))
        #expect(site.read(".Public.sitegen-tmp-retired-2/a/notes.txt") == "no marker: not ours")
    }

    @Test func cleanupRemovesOnlySitegensOwnTrees() {
        let site = TemporaryDirectory()
        site.write(".Public.sitegen-tmp-staging-1/.sitegen-output", "")
        site.write(".Public.sitegen-tmp-staging-2/notes.txt", "no marker: not ours")
        site.write("Other/.sitegen-output", "")
        let leftovers = OutputCleanup.leftoverTrees(besideOutput: site.path + "/Public")
        #expect(leftovers.map { ($0 as NSString).lastPathComponent } == [".Public.sitegen-tmp-staging-1", ".Public.sitegen-tmp-staging-2"])
        #expect(leftovers.map(OutputCleanup.removeTree) == [true, false])
        #expect(!OutputCleanup.removeTree(site.path + "/Other"))
        #expect(site.exists("Other/.sitegen-output"))
    }

    @Test func cleanupRemovesAnEmptyStagingFolderABuildWasKilledBeforeMarking() throws {
        let site = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: site.path + "/.Public.sitegen-tmp-staging-1", withIntermediateDirectories: true)
        let leftovers = OutputCleanup.leftoverTrees(besideOutput: site.path + "/Public")
        #expect(leftovers.map(OutputCleanup.removeTree) == [true])
        #expect(!site.exists(".Public.sitegen-tmp-staging-1"))
    }

    @Test func writeErrorsNameTheFile() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: transaction.stagingPath)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: transaction.stagingPath) }
        guard getuid() != 0 else { return }  // root writes anywhere; the permission case cannot happen
        #expect(throws: Diagnostic.self) { try transaction.write("x", to: "index.html") }
    }
}
