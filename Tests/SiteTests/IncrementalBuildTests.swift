import Foundation
import TestSupport
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

    /// Rebuilds (unless the caller just did), builds `site` in full into a second output folder and compares the two.
    func expectRebuildMatchesFullBuild(
        _ site: TemporaryDirectory, _ builder: SiteBuilder, rebuilding: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if rebuilding { _ = try builder.rebuild() }
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
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: site.path), mode: .remembered)
        _ = try builder.build()
        return builder
    }

    /// Rewrites a file so its modification time surely changes.
    func edit(_ site: TemporaryDirectory, _ path: String, _ text: String) {
        site.write(path, text)
        let later = Date().addingTimeInterval(Double.random(in: 10...1000))
        try? FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: site.path + "/" + path)
    }

    @Test func editingAnythingAListShowsOfAnotherPageRebuildsTheList() throws {
        // The list prints every member templates can read of another page besides its content, so a
        // member added to PageObject is printed, and checked, here too.
        let site = TemporaryDirectory()
        let shown = PageObject.shapeMembers.map { "\($0)={{ p.\($0) | json }}" }.joined(separator: "|")
        site.write("site.json", #"{"title": "Site", "repoURL": "https://example.com/repo"}"#)
        site.write("Templates/page.html", "{{ page.title }}")
        site.write("Templates/other.html", "{{ page.title }}")
        site.write("Templates/list.html", "{% for p in page.pages %}<li>\(shown)</li>\n{% endfor %}")
        site.write("Content/docs/index.md", "# Docs\n")
        site.write("Content/docs/b.md", "# Bravo\n")
        site.write("Content/docs/a.md", "# Alpha\n")
        let builder = try builder(for: site)
        let before = Self.membersShown(of: "Alpha", in: site.read("Public/docs/index.html") ?? "")
        var changed: Set<String> = []
        for frontMatter in [
            "title: Renamed", "date: 2024-05-06", "weight: 7", "tags: [swift]", "slug: moved", "layout: other",
            "aliases: [/old/]", "color-scheme: dark",
        ] {
            // One change at a time, then back, so each rebuild has only that member to notice.
            edit(site, "Content/docs/a.md", "---\n\(frontMatter)\n---\n# Alpha\n")
            try expectRebuildMatchesFullBuild(site, builder)
            let after = Self.membersShown(of: frontMatter.hasPrefix("title") ? "Renamed" : "Alpha", in: site.read("Public/docs/index.html") ?? "")
            changed.formUnion(before.keys.filter { before[$0] != after[$0] })
            edit(site, "Content/docs/a.md", "# Alpha\n")
            try expectRebuildMatchesFullBuild(site, builder)
        }
        // Members that follow from the file's place in Content/, which no front matter changes, and
        // `draft`, which is false on every page a build without --drafts lists.
        let unchangeable: Set<String> = ["source", "section", "section_path", "is_index", "is_home", "edit_url", "draft"]
        #expect(changed == Set(PageObject.shapeMembers).subtracting(unchangeable), "add an edit above that changes each new member")
    }

    /// `name=value` pairs the list shows for the page titled `title`.
    static func membersShown(of title: String, in html: String) -> [String: String] {
        guard let line = html.split(separator: "\n").first(where: { $0.contains("title=\"\(title)\"|") }) else { return [:] }
        var members: [String: String] = [:]
        for pair in line.dropFirst("<li>".count).dropLast("</li>".count).split(separator: "|", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            members[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return members
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

    /// A rebuild changes the builder's memory only once it has succeeded: the named edit that failed
    /// (a broken link under --strict) left the previous pages, records and warnings for the next one.
    @Test func aFailedNamedEditLeavesTheMemoryForTheNextOne() throws {
        let site = makeSite()
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: site.path, strict: true), mode: .remembered)
        _ = try builder.build()
        let page = builder.options.sourceDirectory + "/Content/docs/c.md"
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [gone](gone.md).\n")
        #expect(throws: BuildFailure.self) { try builder.rebuild(changedPaths: [page]) }
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nFixed.\n")
        #expect(try builder.rebuild(changedPaths: [page]).warnings.isEmpty)
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    /// Each rebuild keeps the render records of the pages it did not render: a second edit of a page
    /// renders what the first did, not every page.
    @Test func consecutiveEditsOfAPageRenderTheSamePages() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let page = builder.options.sourceDirectory + "/Content/docs/c.md"
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nOnce.\n")
        let first = try builder.rebuild(changedPaths: [page])
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nTwice.\n")
        let second = try builder.rebuild(changedPaths: [page])
        #expect(first.renderedPageCount == 3, "c, the home page that shows its word count and the docs list that shows its summary")
        #expect(second.renderedPageCount == first.renderedPageCount)
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
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

    @Test func brokenLinkWarningsSurviveRebuildsUntilFixed() throws {
        let site = makeSite()
        edit(site, "Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [setup](b.md#setup).\n")
        let builder = try builder(for: site)
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nEdited.\n")
        #expect(try builder.rebuild().warnings.map(\.message) == ["broken link 'b.md#setup': no heading with id 'setup' in Content/docs/b.md"])
        edit(site, "Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n\n## Setup\n")
        #expect(try builder.rebuild().warnings.isEmpty, "b now has the heading a links to")
    }

    @Test func aWatcherThatNamesTheEditedPagesSparesTheListing() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let source = builder.options.sourceDirectory
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nNamed by the watcher.\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(site.read("Public/docs/c/index.html")?.contains("Named by the watcher.") == true)
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
        edit(site, "Content/docs/e.md", "# Echo\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/e.md"])
        #expect(site.exists("Public/docs/e/index.html"), "a new file is found by listing the folder again")
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    @Test func namedEditsThatChangeMoreThanContentStillMatchAFullBuild() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let source = builder.options.sourceDirectory
        let edits = [
            "---\nweight: 3\n---\n# Charlie\n\n## A new heading\n",
            "---\nweight: 3\ntags: [new]\n---\n# Charlie\n",
            "---\nweight: 9\n---\n# Charlie\n",
            "---\nweight: 9\n---\n# Charles\n",
            "---\nweight: 9\n---\n# Charles\n\n[gone](nowhere.md)\n",
        ]
        for text in edits {
            edit(site, "Content/docs/c.md", text)
            _ = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
            try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
        }
    }

    @Test func aNamedEditReportsTheBrokenLinkItAdds() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let source = builder.options.sourceDirectory
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [gone](nowhere.md).\n")
        let report = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(report.warnings.map(\.summary) == ["Content/docs/c.md:6:5: warning: broken link 'nowhere.md': no page or file at /docs/nowhere.md"])
    }

    @Test func aNamedEditKeepsOtherPagesWarningsAndDropsItsOwnFixedOnes() throws {
        let site = makeSite()
        edit(site, "Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [gone](gone.md).\n")
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [away](away.md).\n")
        let builder = try builder(for: site)
        let source = builder.options.sourceDirectory
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nFixed.\n")
        let report = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(report.warnings.map(\.summary) == ["Content/docs/a.md:6:5: warning: broken link 'gone.md': no page or file at /docs/gone.md"])
    }

    @Test func aNamedEditBetweenPagesWithWarningsReportsWhatAFullBuildReports() throws {
        let site = makeSite()
        edit(site, "Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [gone](gone.md).\n")
        edit(site, "Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [away](away.md).\n")
        let builder = try builder(for: site)
        edit(site, "Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n\n[one](one.md) and [two](two.md)\n")
        let rebuilt = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/b.md"])
        let full = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, outputDirectory: site.path + "/Full")).build()
        #expect(rebuilt.warnings.map(\.summary) == full.warnings.map(\.summary))
        #expect(rebuilt.warnings.count == 4)
    }

    @Test func aTemplateChangeRebuildsThePagesThatUseIt() throws {
        let site = makeSite()
        site.write("Templates/partials/byline.html", "byline")
        site.write("Templates/blog.html", "blog:{{ page.title }}{% include \"partials/byline.html\" %}")
        site.write("Content/blog/post.md", "---\ndate: 2024-01-01\n---\n# Post\n")
        let builder = try builder(for: site)
        edit(site, "Templates/blog.html", "blog post:{{ page.title }}{% include \"partials/byline.html\" %}")
        let first = try builder.rebuild()
        #expect(first.renderedPageCount == 1, "only the blog post uses blog.html: \(first.changedFiles)")
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
        edit(site, "Templates/partials/byline.html", "new byline")
        #expect(try builder.rebuild().renderedPageCount == 1, "the byline is included by blog.html alone")
        edit(site, "Templates/page.html", "{{ page.title }}")
        #expect(try builder.rebuild().renderedPageCount == 3, "the three docs pages use page.html")
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    @Test func aFeedTemplateFollowsThePartialItIncludes() throws {
        let site = makeSite()
        site.write("Templates/partials/entry.html", "<title>{{ page.title }}</title>")
        site.write("Templates/feed.xml", "<feed>{% for page in feed.pages %}{% include \"partials/entry.html\" %}{% endfor %}</feed>\n")
        site.write("Content/blog/post.md", "---\ndate: 2024-01-01\n---\n# Post\n")
        let builder = try builder(for: site)
        edit(site, "Templates/partials/entry.html", "<entry>{{ page.title }}</entry>")
        let report = try builder.rebuild()
        #expect(report.changedFiles == ["feed.xml"])
        #expect(site.read("Public/feed.xml") == "<feed><entry>Post</entry></feed>\n")
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    @Test func aNewSectionTemplateTakesOverItsSection() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        edit(site, "Templates/docs.html", "docs:{{ page.title }}")
        _ = try builder.rebuild()
        #expect(site.read("Public/docs/a/index.html") == "docs:Alpha")
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
        try FileManager.default.removeItem(atPath: site.path + "/Templates/docs.html")
        _ = try builder.rebuild()
        try expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    @Test func aLayoutAssetChangeRendersNoPage() throws {
        let site = makeSite()
        site.write("Templates/assets/extra.css", "a{}")
        let builder = try builder(for: site)
        edit(site, "Templates/assets/extra.css", "a{color:red}")
        let report = try builder.rebuild()
        #expect(report.renderedPageCount == 0)
        #expect(report.changedFiles == ["assets/extra.css"])
        #expect(site.read("Public/assets/extra.css") == "a{color:red}")
    }

    @Test func anUnchangedSiteWritesNothing() throws {
        let site = makeSite()
        let builder = try builder(for: site)
        let report = try builder.rebuild()
        #expect(report.changedFiles.isEmpty)
        #expect(report.renderedPageCount == 0)
    }
}
