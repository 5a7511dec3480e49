import Foundation
import TestSupport
import Testing
@testable import Site

/// Deep front matter fails the build it is in, on the worker thread that parses it.
@Suite struct DeepFrontMatterBuildTests {
    /// 3,000 levels overflowed a build worker's stack (found by review, after the fuzz target's 8 KB inputs could not reach it).
    @Test func aPageNestingThreeThousandLevelsFailsTheBuildWithThatError() {
        let site = TemporaryDirectory()
        site.write("Content/deep.md", "---\n" + (0..<3_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + "---\n")
        site.write("Content/other.md", "# Other\n")
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build() }
    }
}
