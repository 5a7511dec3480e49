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
}
