import Foundation
import TestSupport
import Testing
@testable import Site

@Suite struct ContentScannerTests {
    @Test func findsPagesAndFilesInStableOrder() {
        let site = TemporaryDirectory()
        site.write("Content/b.md", "")
        site.write("Content/a/index.md", "")
        site.write("Content/a/logo.png", "")
        let result = ContentScanner.scan(contentDirectory: site.path + "/Content", siteRoot: site.path)
        #expect(result.files.map(\.contentPath) == ["a/index.md", "a/logo.png", "b.md"])
        #expect(result.files.map(\.isPage) == [true, false, true])
    }

    @Test func skipsHiddenFilesAndEditorBackups() {
        let site = TemporaryDirectory()
        site.write("Content/.DS_Store", "")
        site.write("Content/.git/config", "")
        site.write("Content/a.md~", "")
        site.write("Content/#a.md#", "")
        site.write("Content/a.md", "")
        #expect(ContentScanner.scan(contentDirectory: site.path + "/Content", siteRoot: site.path).files.map(\.contentPath) == ["a.md"])
    }

    @Test func refusesSymlinksThatLeaveTheSite() throws {
        let site = TemporaryDirectory()
        let outside = TemporaryDirectory()
        outside.write("secret.txt", "key")
        site.write("Content/a.md", "")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/leak.txt", withDestinationPath: outside.path + "/secret.txt")
        let result = ContentScanner.scan(contentDirectory: site.path + "/Content", siteRoot: site.path)
        #expect(result.files.map(\.contentPath) == ["a.md"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.hasPrefix("Content/leak.txt is a symbolic link to ") == true)
        #expect(result.warnings.first?.message.hasSuffix("outside the site; skipped") == true)
    }

    @Test func followsSymlinksInsideTheSiteWithoutLooping() throws {
        let site = TemporaryDirectory()
        site.write("Shared/logo.png", "")
        site.write("Content/a.md", "")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/shared", withDestinationPath: site.path + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/loop", withDestinationPath: site.path + "/Content")
        let result = ContentScanner.scan(contentDirectory: site.path + "/Content", siteRoot: site.path)
        #expect(result.files.map(\.contentPath) == ["a.md", "shared/logo.png"])
        #expect(result.warnings.isEmpty)
    }
}
