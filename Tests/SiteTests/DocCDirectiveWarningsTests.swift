import Foundation
import TestSupport
import Testing
@testable import Site

/// Directive syntax that a DocC page gets wrong is left out of the page and reported where it is.
@Suite struct DocCDirectiveWarningsTests {
    @Test func directiveSyntaxProblemsAreLocatedWarningsAndNotText() throws {
        let site = TemporaryDirectory()
        site.write("Content/Guide.docc/Guide.md", """
            # Guide

            @Row {
              @Column(size: 2)) {
                Text
              }
            }
            }

            """)
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.description) == [
            """
            Content/Guide.docc/Guide.md:4:19: warning: ')' after '@Column(…)' is ignored; DocC expects '{' or the end of the line \
            after a directive's arguments
              @Column(size: 2)) {
                              ^
            """,
            """
            Content/Guide.docc/Guide.md:8:1: warning: '}' closes no directive and is left out (DocC would show it as text); \
            DocC expects '}' only to end a directive's content
            }
            ^
            """,
        ])
        let pages = site.files(under: "Public").filter { $0.hasSuffix(".html") }.compactMap { site.read("Public/" + $0) }
        let page = try #require(pages.first { $0.contains("docc-column") })
        #expect(page.contains("<div class=\"docc-column\" style=\"flex-grow: 2\">\n<p>Text</p>\n</div>"))
        #expect(!page.contains("}</p>") && !page.contains("@Column"))
    }
}
