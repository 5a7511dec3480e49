import Foundation
import Testing
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
}
