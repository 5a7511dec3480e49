import Foundation
import TestSupport
import Testing
@testable import Site

/// What the suites that rebuild share: a builder that remembers for rebuilds, a site that reads other
/// pages in every way templates can, and the check that an incremental rebuild leaves exactly the
/// output a full build of the same input writes.
extension TemporaryDirectory {
    /// A small site whose templates read other pages in every way templates can: navigation,
    /// previous/next, a section's listing with summaries, and site-wide lists.
    static func rebuildableSite() -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", """
            <title>{{ page.title }}</title><nav>{{ page.navigation }}</nav>{{ page.content }}
            {% if page.prev %}<a href="{{ page.prev.url | url }}">{{ page.prev.title }}</a>{% endif %}
            {% if page.next %}<a href="{{ page.next.url | url }}">{{ page.next.title }}</a>{% endif %}
            """)
        site.write("Templates/list.html", """
            <title>{{ page.title }}</title>{{ page.content }}
            {% for p in page.pages %}<li>{{ p.title }}: {{ p.summary }}</li>{% endfor %}
            """)
        site.write("Templates/home.html", "{% for p in site.pages %}{{ p.title }} {{ p.word_count }};{% endfor %}")
        site.write("Content/index.md", "---\nlayout: home\n---\n# Home\n")
        site.write("Content/docs/index.md", "# Docs\n")
        site.write("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nFirst page.\n")
        site.write("Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n\nSecond page, see [alpha](a.md).\n")
        site.write("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nThird page.\n")
        site.write("Content/images/logo.svg", "<svg/>")
        return site
    }

    /// Builds the site with a builder that remembers what it needs for rebuilds, and returns the builder.
    func builtForRebuilds(strict: Bool = false, symbolGraphs: String? = nil) throws -> SiteBuilder {
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: path, symbolGraphDirectory: symbolGraphs, strict: strict), mode: .remembered)
        _ = try builder.build()
        return builder
    }

    /// Rebuilds (unless the caller just did), builds the site in full into a second output folder and compares the two.
    func expectRebuildMatchesFullBuild(_ builder: SiteBuilder, rebuilding: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if rebuilding { _ = try builder.rebuild() }
        let options = builder.options
        _ = try SiteBuilder(options: BuildOptions(
            sourceDirectory: path, outputDirectory: path(to: "Full"), symbolGraphDirectory: options.symbolGraphDirectory, strict: options.strict)).build()
        let incremental = files(under: "Public")
        #expect(incremental == files(under: "Full"), sourceLocation: sourceLocation)
        for file in incremental {
            #expect(read("Public/" + file) == read("Full/" + file), "\(file) differs", sourceLocation: sourceLocation)
        }
        remove("Full")
    }
}
