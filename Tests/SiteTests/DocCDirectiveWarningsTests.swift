import Foundation
import TestSupport
import Testing
@testable import Site

/// Directive syntax that a DocC page gets wrong, and a directive that names what the catalog does not have,
/// are left out of the page and reported where they are.
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
        #expect(page.contains("<div class=\"docc-column\" style=\"--docc-span: 2\">\n<p>Text</p>\n</div>"))
        #expect(!page.contains("}</p>") && !page.contains("@Column"))
    }

    /// The HTML pages of a site built in `site`, with the build's warnings.
    func build(_ site: TemporaryDirectory) throws -> (pages: [String], warnings: [String]) {
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let pages = site.files(under: "Public").filter { $0.hasSuffix(".html") }.compactMap { site.read("Public/" + $0) }
        return (pages, report.warnings.map(\.summary))
    }

    @Test func aMissingSnippetOrImageIsALocatedWarningAndNoText() throws {
        let site = TemporaryDirectory()
        site.write("Content/Guide.docc/Guide.md", "# Guide\n\nThe abstract.\n\n@Snippet(path: \"tour\")\n\n  @Image(source: nowhere, alt: \"Gone\")\n")
        let (pages, warnings) = try build(site)
        #expect(warnings == [
            "Content/Guide.docc/Guide.md:5:1: warning: no snippet named 'tour': no Snippets folder",
            "Content/Guide.docc/Guide.md:7:3: warning: no image named 'nowhere' in the catalog",
        ])
        let page = try #require(pages.first { $0.contains("The abstract.") })
        #expect(!page.contains("@Snippet") && !page.contains("nowhere"))
    }

    @Test func aSnippetOfTheSitesSnippetsFolderIsItsCode() throws {
        let site = TemporaryDirectory()
        site.write("Snippets/tour.swift", "// A tour.\n\nlet tour = 1\n")
        site.write("Content/Guide.docc/Guide.md", "# Guide\n\nThe abstract.\n\n@Snippet(path: \"tour\")\n")
        let (pages, warnings) = try build(site)
        #expect(warnings.isEmpty)
        #expect(pages.contains { $0.contains("<p>A tour.</p>\n<pre><code class=\"language-swift\">") })
    }
}
