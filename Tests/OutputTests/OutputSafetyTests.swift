import Core
import Foundation
import TestSupport
import Testing
@testable import Output

@Suite struct OutputSafetyTests {
    func refusal(output: String, source: String, home: String = "/nonexistent-home") -> String? {
        do {
            try OutputSafety.check(output: output, source: source, home: home)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func acceptsAMissingFolderInsideTheSite() {
        let site = TemporaryDirectory()
        #expect(refusal(output: site.path + "/Public", source: site.path) == nil)
    }

    @Test func acceptsAFolderHoldingOnlyPlaceholders() {
        let site = TemporaryDirectory()
        site.write("Public/.gitkeep", "")
        #expect(refusal(output: site.path + "/Public", source: site.path) == nil)
    }

    @Test func acceptsAFolderSitegenMade() {
        let site = TemporaryDirectory()
        site.write("Public/.sitegen-output", "")
        site.write("Public/index.html", "")
        #expect(refusal(output: site.path + "/Public", source: site.path) == nil)
    }

    @Test func refusesTheRootOfTheFileSystem() {
        #expect(refusal(output: "/", source: "/tmp")?.hasSuffix("it is the root of the file system") == true)
    }

    @Test func refusesTheHomeFolder() {
        let home = TemporaryDirectory()
        #expect(refusal(output: home.path, source: "/tmp/site", home: home.path)?.hasSuffix("it is your home folder") == true)
    }

    @Test func refusesTheSiteFolderAndFoldersHoldingIt() {
        let site = TemporaryDirectory()
        site.write("site/Content/a.md", "")
        #expect(refusal(output: site.path + "/site", source: site.path + "/site")?.hasSuffix("it is the site folder itself") == true)
        #expect(refusal(output: site.path + "/site/.", source: site.path + "/site")?.hasSuffix("it is the site folder itself") == true)
        #expect(refusal(output: site.path, source: site.path + "/site")?.hasSuffix("it contains the site folder") == true)
    }

    @Test func refusesFoldersTheBuildReads() {
        let site = TemporaryDirectory()
        #expect(refusal(output: site.path + "/Content/out", source: site.path)?.hasSuffix("it is inside Content/, which the build reads") == true)
    }

    @Test func refusesANonEmptyFolderSitegenDidNotMake() {
        let site = TemporaryDirectory()
        site.write("Elsewhere/notes.txt", "mine")
        let message = refusal(output: site.path + "/Elsewhere", source: site.path)
        #expect(message == "refusing to use '\(site.path)/Elsewhere' as the output folder: it is not empty and was not created by sitegen (no .sitegen-output file in it); choose another folder or empty it yourself")
    }

    @Test func refusesAFile() {
        let site = TemporaryDirectory()
        site.write("out", "")
        #expect(refusal(output: site.path + "/out", source: site.path)?.hasSuffix("it is a file, not a folder") == true)
    }
}
