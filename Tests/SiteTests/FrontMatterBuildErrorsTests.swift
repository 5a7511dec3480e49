import TestSupport
import Testing
@testable import Site

/// What no YAML reader accepts fails the build, every such page reported in one run; a layout
/// without a template fails it only with --strict.
@Suite struct FrontMatterBuildErrorsTests {
    @Test func everyPageWithBadFrontMatterIsReportedAndNothingIsWritten() {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ntitle: \"open\n---\n")
        site.write("Content/b.md", "---\ntags:\n\t- x\n---\n")
        site.write("Content/c.md", "# Fine\n")
        do {
            _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
            Issue.record("the build succeeded")
        } catch {
            #expect(error.diagnostics.filter { $0.severity == .error }.map(\.summary) == [
                "Content/a.md:2:8: error: unclosed double quote: expected a closing \" before the end of the front matter",
                "Content/b.md:3:1: error: tab used for indentation: indent front matter with spaces",
            ])
        }
        #expect(!site.exists("Public"))
    }

    @Test func aLayoutWithoutATemplateFailsAStrictBuild() {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\nlayout: post\n---\n")
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, strict: true)).build() }
    }
}
