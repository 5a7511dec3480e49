import Core
import Foundation
import TestSupport
import Testing
@testable import Output
@testable import Site

/// Where a build may write, and what it leaves when it cannot.
@Suite struct OutputFolderTests {
    @Test func anOutputFolderWhoseParentsDoNotExistYetIsCreated() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, outputDirectory: site.path + "/build/web/site")).build()
        #expect(site.exists("build/web/site/index.html"))
    }

    /// The marker lists the files a build wrote after a header of `#` lines; a name starting with `#` is a name.
    @Test func filesNamedWithALeadingHashAreKnownAsTheBuildsOwnNextTime() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        site.write("Content/#1 post.md", "# One\n")
        site.write("Content/#tag.txt", "x")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let second = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(second.warnings.map(\.message) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix("Public.previous") } == [])
        #expect(OutputMarker.files(in: OutputMarker.text(files: ["#a.txt", "b/#c/index.html"], baseURL: .root)) == ["#a.txt", "b/#c/index.html"])
    }

    /// `serve` reads the base URL on every rebuild, from the marker's header only.
    @Test func theMarkerGivesTheBaseURLItsHeaderRecords() throws {
        let site = TemporaryDirectory()
        site.write("Public/" + OutputPaths.marker, OutputMarker.text(files: ["a.html", "# Base URL: /not/"], baseURL: BaseURL("/docs/")))
        #expect(OutputMarker.baseURL(ofOutputFolder: site.path + "/Public") == BaseURL("/docs/"))
        site.write("Public/" + OutputPaths.marker, "# Written by sitegen\n# Files sitegen wrote:\n# Base URL: /not/\n")
        #expect(OutputMarker.baseURL(ofOutputFolder: site.path + "/Public") == nil)
    }

    /// `serve` replaces each file through a temporary file beside it; one left by a killed `serve`
    /// is sitegen's, not the user's, so the next build does not carry it into the new output.
    @Test func aTemporaryFileLeftByAKilledServeIsNotCarriedIntoTheNextOutput() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        site.write("Content/docs/a.md", "# A\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        site.write("Public/docs/a/.index.html.sitegen-tmp-4242", "<p>half a pa")
        site.write("Public/CNAME", "example.org")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(!site.exists("Public/docs/a/.index.html.sitegen-tmp-4242"))
        #expect(site.read("Public/CNAME") == "example.org", "a file the user put there is kept")
    }
}
