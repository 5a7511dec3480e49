import TestSupport
import Testing
@testable import Site

/// `sitegen build` warns, where the page has it, about Markdown of other generators that it leaves as written.
@Suite struct MarkdownLeftAsWrittenWarningsTests {
    @Test func anMkautodocBlockIsAWarningAtItsLine() throws {
        let site = TemporaryDirectory()
        site.write("Content/api.md", "---\ntitle: API\n---\nThe client:\n\n::: httpx.Client\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "Content/api.md:6:1: warning: '::: httpx.Client' is an mkautodoc or mkdocstrings block: its API documentation needs Python "
                + "to import the module, so it is left as written",
        ])
    }

    @Test func anUnknownShortcodeIsAWarningAtItsName() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "---\ntitle: A\n---\nWorks on :material-apple: too.\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "Content/a.md:4:10: warning: unknown emoji or icon shortcode ':material-apple:' is left as written "
                + "(sitegen has no character for it); a picture at Templates/icons/material-apple.svg would show in its place",
        ])
    }
}
