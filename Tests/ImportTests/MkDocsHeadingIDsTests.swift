import TestSupport
import Testing
@testable import Import

/// The heading ids an imported MkDocs site's links name: Python-Markdown's toc gives them, unless the site's toc has a
/// slugify of its own. Seen on MkDocs Material's docs: links to `#caret-mark-tilde` were broken under GitHub's rule.
struct MkDocsHeadingIDsTests {
    func siteJSON(_ config: String) throws -> String? {
        let source = TemporaryDirectory()
        source.write("mkdocs.yml", config)
        source.write("docs/index.md", "# Home\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.mkdocs, source: source.path, destination: destination.path(to: "site"))
        return destination.read("site/site.json")
    }

    @Test func anImportedSiteTakesPythonMarkdownsIdsUnlessItsTocSlugifiesItsOwnWay() throws {
        #expect(try siteJSON("site_name: A\n")?.contains(#""markdown": {"headingIDs": "python-markdown"}"#) == true)
        #expect(try siteJSON("site_name: A\nmarkdown_extensions:\n  - toc:\n      permalink: true\n")?.contains("python-markdown") == true)
        #expect(try siteJSON("site_name: A\nmarkdown_extensions:\n  - toc:\n      slugify: !!python/name:pymdownx.slugs.uslugify\n")?
            .contains("headingIDs") == false)
    }
}
