import TestSupport
import Testing
@testable import Site

/// A date is shown on the day its author wrote, in the offset written with it.
@Suite struct DateOffsetTests {
    @Test func aDateIsShownInTheOffsetItWasWrittenIn() throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{{ page.date | date: \"%B %d, %Y %H:%M %z\" }}|{{ page.date }}")
        site.write("Templates/list.html", "list")
        site.write("Content/a.md", "---\ndate: 2024-01-01T00:30:00+09:00\n---\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.read("Public/a/index.html") == "January 01, 2024 00:30 +0900|2024-01-01T00:30:00+09:00")
    }
}
