import TestSupport
import Testing
@testable import Site

/// `sitegen build` warns about shortcodes and Liquid tags left in a page, outside code.
@Suite struct UnconvertedSyntaxTests {
    @Test func aShortcodeInTextIsFound() {
        #expect(UnconvertedSyntax.firstMarker(inHTML: Array("<p>{{&lt; tabs &gt;}}</p>".utf8)) == "{{&lt;")
    }

    @Test func aLiquidTagInTextIsFound() {
        #expect(UnconvertedSyntax.firstMarker(inHTML: Array("<pre><code>{{&lt; x &gt;}}</code></pre><p>{% include a.html %}</p>".utf8)) == "{% ")
    }

    @Test func markersInCodeAreNotFound() {
        #expect(UnconvertedSyntax.firstMarker(inHTML: Array("<p><code>{% raw %}</code> and <code class=\"x\">{{%</code></p>".utf8)) == nil)
    }

    @Test func aMarkerAfterManyCodeElementsInNonASCIITextIsFound() {
        let html = String(repeating: "<p>café <code>{% x %}</code> naïve</p>", count: 50) + "<p>é {% include a.html %}</p>"
        #expect(UnconvertedSyntax.firstMarker(inHTML: Array(html.utf8)) == "{% ")
    }

    @Test func nothingAfterAnUnclosedCodeElementIsFound() {
        #expect(UnconvertedSyntax.firstMarker(inHTML: Array("<pre>{% a %}<p>{% b %}</p>".utf8)) == nil)
    }

    @Test func theBuildWarnsAtTheMarkersLine() throws {
        let site = TemporaryDirectory()
        site.write("Content/a.md", "# A\n\n{{< tabs >}}\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "Content/a.md:3:1: warning: the page still holds '{{<' outside code: an unconverted shortcode or Liquid tag (see 'sitegen import')",
        ])
    }
}
