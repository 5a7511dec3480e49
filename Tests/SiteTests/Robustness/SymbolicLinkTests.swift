import Foundation
import TestSupport
import Testing
@testable import Output
@testable import Site

/// Symbolic links in a site: those that leave it are refused with a warning, and what the
/// others point to is published as plain files, never as links (a link in the output breaks as
/// soon as the output moves, and the preview server refuses links that leave it).
@Suite struct SymbolicLinkTests {
    func kind(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    @Test func aContentLinkLeavingTheSiteIsLeftOutWithAWarning() throws {
        let site = TemporaryDirectory()
        let outside = TemporaryDirectory()
        outside.write("secret.txt", "key")
        site.write("Content/index.md", "# Home\n")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/leak.txt", withDestinationPath: outside.path + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/etc", withDestinationPath: "/etc")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.message).sorted() == [
            "Content/etc is a symbolic link to \(OutputSafety.resolved("/etc")), outside the site; skipped",
            "Content/leak.txt is a symbolic link to \(OutputSafety.resolved(outside.path + "/secret.txt")), outside the site; skipped",
        ])
        #expect(!site.exists("Public/leak.txt"))
        #expect(!site.exists("Public/etc"))
    }

    @Test func aStaticFileReachedThroughALinkInsideTheSiteIsPublishedAsAFile() throws {
        let site = TemporaryDirectory()
        site.write("media/logo.png", "LOGO")
        site.write("Content/index.md", "![logo](img/logo.png)\n")
        try FileManager.default.createDirectory(atPath: site.path + "/Content/img", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content/img/logo.png", withDestinationPath: "../../media/logo.png")
        // One folder deeper than Content/, where a copied relative link would point elsewhere.
        try FileManager.default.createDirectory(atPath: site.path + "/build", withIntermediateDirectories: true)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, outputDirectory: site.path + "/build/Out")).build()
        #expect(kind(site.path + "/build/Out/img/logo.png") == .typeRegular)
        #expect(site.read("build/Out/img/logo.png") == "LOGO")
    }

    @Test func aLayoutAssetLinkingOutsideTheSiteIsLeftOutWithAWarning() throws {
        let site = TemporaryDirectory()
        let outside = TemporaryDirectory()
        outside.write("secret.txt", "key")
        site.write("Content/index.md", "# Home\n")
        site.write("Templates/assets/own.css", "body {}")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Templates/assets/leak.txt", withDestinationPath: outside.path + "/secret.txt")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.message) == [
            "Templates/assets/leak.txt is a symbolic link to \(OutputSafety.resolved(outside.path + "/secret.txt")), outside the site; skipped",
        ])
        #expect(!site.exists("Public/assets/leak.txt"))
        #expect(site.read("Public/assets/own.css") == "body {}")
    }

    @Test func aLayoutAssetLinkInsideTheSiteIsPublishedAsAFile() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        site.write("brand/logo.svg", "<svg/>")
        try FileManager.default.createDirectory(atPath: site.path + "/Templates/assets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Templates/assets/logo.svg", withDestinationPath: "../../brand/logo.svg")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(kind(site.path + "/Public/assets/logo.svg") == .typeRegular)
        #expect(site.read("Public/assets/logo.svg") == "<svg/>")
    }
}
