import Foundation
import Testing
@testable import Site

/// An incremental rebuild must leave exactly the output a full build of the same input writes.
@Suite struct IncrementalBuildTests {
    /// A small site whose templates read other pages in every way templates can: navigation,
    /// previous/next, a section's listing with summaries, and site-wide lists.
    func makeSite() -> TemporaryDirectory {
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

    /// Builds `site` in full into a second output folder and compares it with the first.
    func expectRebuildMatchesFullBuild(_ site: TemporaryDirectory, _ builder: SiteBuilder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        _ = try builder.rebuild()
        let fresh = SiteBuilder(options: BuildOptions(sourceDirectory: site.path, outputDirectory: site.path + "/Full"))
        _ = try fresh.build()
        let incremental = site.files(under: "Public")
        #expect(incremental == site.files(under: "Full"), sourceLocation: sourceLocation)
        for file in incremental {
            #expect(site.read("Public/" + file) == site.read("Full/" + file), "\(file) differs", sourceLocation: sourceLocation)
        }
        try? FileManager.default.removeItem(atPath: site.path + "/Full")
    }

    func builder(for site: TemporaryDirectory) throws -> SiteBuilder {
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: site.path), remembersForRebuilds: true)
        _ = try builder.build()
        return builder
    }

    /// Rewrites a file so its modification time surely changes.
    func edit(_ site: TemporaryDirectory, _ path: String, _ text: String) {
        site.write(path, text)
        let later = Date().addingTimeInterval(Double.random(in: 10...1000))
        try? FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: site.path + "/" + path)
    }

    @Test func editingABodyRewritesOnlyWhatShowsIt() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nThird page, now longer.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/c/index.html"))
        #expect(report.changedFiles.contains("docs/index.html"), "the section list shows c's summary")
        #expect(report.changedFiles.contains("index.html"), "the home page lists every page's word count")
        #expect(!report.changedFiles.contains("docs/a/index.html"), "a does not show c's content")
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func changingATitleUpdatesNavigationEverywhere() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Content/docs/b.md", "---\nweight: 2\ntitle: Beta\n---\nSecond page.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/a/index.html"))
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func addingAndRemovingPages() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Content/docs/d.md", "---\nweight: 4\n---\n# Delta\n")
        try expectRebuildMatchesFullBuild(site, builder)
        try FileManager.default.removeItem(atPath: site.path + "/Content/docs/a.md")
        try expectRebuildMatchesFullBuild(site, builder)
        #expect(!site.exists("Public/docs/a/index.html"))
    }

    @Test func editingATemplate() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Templates/page.html", "<h1>{{ page.title }}</h1>{{ page.content }}")
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func addingAStaticFileAndAnImageVariant() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\n![Logo](../images/logo.svg)\n")
        try expectRebuildMatchesFullBuild(site, builder)
        edit(site, "Content/images/logo~dark.svg", "<svg class=dark/>")
        try expectRebuildMatchesFullBuild(site, builder)
        #expect(site.read("Public/docs/a/index.html")?.contains("logo~dark.svg") == true)
    }

    @Test func editingSiteJSON() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "site.json", #"{"title": "Renamed", "baseURL": "/sub/"}"#)
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func aFailedRebuildChangesNothingAndTheNextGoodOneCatchesUp() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let before = site.files(under: "Public").map { site.read("Public/" + $0) }
        edit(site, "Content/docs/a.md", "---\ntitle: \"broken\n---\n")
        #expect(throws: BuildFailure.self) { try builder.rebuild() }
        #expect(site.files(under: "Public").map { site.read("Public/" + $0) } == before)
        edit(site, "Content/docs/a.md", "---\nweight: 1\n---\n# Alpha again\n")
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func tagPagesAreRewrittenOnlyWhenTheyShowTheEditedContent() throws {
        let site = makeSite()
        site.write("Templates/tag.html", "{% for p in page.pages %}{{ p.title }}{% endfor %}")
        site.write("Templates/tags.html", "tags")
        edit(site, "Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n")
        let builder = try builder(for: site)
        edit(site, "Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n\nMore words.\n")
        #expect(!(try builder.rebuild()).changedFiles.contains("tags/x/index.html"), "the tag page shows titles only")
        edit(site, "Templates/tag.html", "{% for p in page.pages %}{{ p.title }}: {{ p.summary }}{% endfor %}")
        _ = try builder.rebuild()
        edit(site, "Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n\nOther words.\n")
        #expect(try builder.rebuild().changedFiles.contains("tags/x/index.html"), "now it shows summaries")
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func readingASiteWideListDoesNotTieEveryPageToEveryEdit() throws {
        let site = makeSite()
        site.write("Templates/page.html", "{{ page.title }}{% if site.pages %} ({{ site.pages | length }} pages){% endif %}{{ page.content }}")
        let builder = try builder(for: site)
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nThird page, edited.\n")
        let report = try builder.rebuild()
        #expect(report.renderedPageCount == 3, "c itself, the docs list showing its summary and the home page showing word counts")
        try expectRebuildMatchesFullBuild(site, builder)
    }

    @Test func anUnchangedSiteWritesNothing() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let report = try builder.rebuild()
        #expect(report.changedFiles.isEmpty)
        #expect(report.renderedPageCount == 0)
    }
}
