import Foundation
import Site
import TestSupport
import Testing
@testable import Import

/// kramdown, Python-Markdown and so Jekyll and MkDocs give a footnote the id `fn:label` and the place citing it
/// `fnref:label`; sitegen gives them `fn-label` and `fnref-label`. A link written to one keeps its target.
/// Seen on MkDocs Material's blog: a link to `transforming-material-for-mkdocs.md#fn:7` reported broken.
struct FootnoteLinksTests {
    @Test func linksToAFootnoteOrItsCitationGetSitegensIDs() {
        let renamed = FootnoteLinks.renamed(in: """
            See [the note](other.md#fn:7), [back](#fnref:7) and [this][ref].

            [ref]: /a/#fn:long-label
            """)
        #expect(renamed.text == """
            See [the note](other.md#fn-7), [back](#fnref-7) and [this][ref].

            [ref]: /a/#fn-long-label
            """)
        #expect(renamed.count == 3)
    }

    @Test func otherFragmentsAndCodeStayAsWritten() {
        let text = "[a](#fn) [b](#fn:) [c](#fnord:1) [d](https://x.org/fn:1) `[e](#fn:1)`\n\n```\n[f](#fn:1)\n```\n"
        #expect(FootnoteLinks.renamed(in: text).text == text)
        #expect(FootnoteLinks.renamed(in: text).count == 0)
    }

    @Test func anImportedMkDocsLinkToAnotherPagesFootnoteReachesIt() throws {
        let folder = TemporaryDirectory()
        folder.write("source/mkdocs.yml", "site_name: Notes\nmarkdown_extensions:\n  - footnotes\n")
        folder.write("source/docs/index.md", "# Home\n\nAs [noted](notes.md#fn:7).\n")
        folder.write("source/docs/notes.md", "# Notes\n\nA claim.[^7]\n\n[^7]: The source.\n")
        let report = try SiteImport.run(.mkdocs, source: folder.path(to: "source"), destination: folder.path(to: "site"))
        #expect(report.conversions["link to footnote #fn:N → #fn-N, sitegen's id for it"] == 1)
        let build = try SiteBuilder(options: BuildOptions(sourceDirectory: folder.path(to: "site"))).build()
        #expect(build.warnings.map(\.summary) == [])
        #expect(folder.read("site/Public/index.html")?.contains(#"<a href="/notes/#fn-7">noted</a>"#) == true)
        #expect(folder.read("site/Public/notes/index.html")?.contains(#"<li id="fn-7">"#) == true)
    }
}
