import TestSupport
import Testing
@testable import Site

/// A DocC directive that names what the catalog does not have is left out of the page and reported where it is written.
@Suite struct DocCDirectiveWarningTests {
    @Test func aMissingSnippetOrImageIsALocatedWarningAndNoText() throws {
        let site = TemporaryDirectory()
        site.write("Content/Guide.docc/Guide.md", "# Guide\n\nThe abstract.\n\n@Snippet(path: \"tour\")\n\n  @Image(source: nowhere, alt: \"Gone\")\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "Content/Guide.docc/Guide.md:5:1: warning: no snippet named 'tour': no Snippets folder",
            "Content/Guide.docc/Guide.md:7:3: warning: no image named 'nowhere' in the catalog",
        ])
        let html = try #require(site.read("Public/guide/index.html"))
        #expect(!html.contains("@Snippet") && !html.contains("nowhere"))
    }

    @Test func aSnippetOfTheSitesSnippetsFolderIsItsCode() throws {
        let site = TemporaryDirectory()
        site.write("Snippets/tour.swift", "// A tour.\n\nlet tour = 1\n")
        site.write("Content/Guide.docc/Guide.md", "# Guide\n\nThe abstract.\n\n@Snippet(path: \"tour\")\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("Public/guide/index.html"))
        #expect(html.contains("<p>A tour.</p>\n<pre><code class=\"language-swift\">"))
    }
}
