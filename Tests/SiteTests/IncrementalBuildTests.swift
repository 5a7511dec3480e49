import Foundation
import TestSupport
import Testing
@testable import Site

/// An incremental rebuild must leave exactly the output a full build of the same input writes.
@Suite struct IncrementalBuildTests {
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
        let builder = try site.builtForRebuilds()
        let before = Self.membersShown(of: "Alpha", in: site.read("Public/docs/index.html") ?? "")
        var changed: Set<String> = []
        for frontMatter in [
            "title: Renamed", "date: 2024-05-06", "weight: 7", "tags: [swift]", "slug: moved", "layout: other",
            "aliases: [/old/]", "color-scheme: dark", "nav_title: Short", "nav_group: Guides",
        ] {
            // One change at a time, then back, so each rebuild has only that member to notice.
            site.edit("Content/docs/a.md", "---\n\(frontMatter)\n---\n# Alpha\n")
            try site.expectRebuildMatchesFullBuild(builder)
            let after = Self.membersShown(of: frontMatter.hasPrefix("title") ? "Renamed" : "Alpha", in: site.read("Public/docs/index.html") ?? "")
            changed.formUnion(before.keys.filter { before[$0] != after[$0] })
            site.edit("Content/docs/a.md", "# Alpha\n")
            try site.expectRebuildMatchesFullBuild(builder)
        }
        // Members that follow from the file's place in Content/, which no front matter changes, and
        // `draft`, which is false on every page a build without --drafts lists, what only an API reference page has, and
        // `versions`, empty in a site without versions (VersionsRebuildTests edits a site with them).
        let unchangeable: Set<String> = [
            "source", "section", "section_path", "is_index", "is_home", "language", "fallback", "edit_url", "draft", "api_reference", "navigation_tree",
            "versions",
        ]
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
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nThird page, now longer.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/c/index.html"))
        #expect(report.changedFiles.contains("docs/index.html"), "the section list shows c's summary")
        #expect(report.changedFiles.contains("index.html"), "the home page lists every page's word count")
        #expect(!report.changedFiles.contains("docs/a/index.html"), "a does not show c's content")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func changingATitleUpdatesNavigationEverywhere() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/b.md", "---\nweight: 2\ntitle: Beta\n---\nSecond page.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/a/index.html"))
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func addingAndRemovingPages() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/d.md", "---\nweight: 4\n---\n# Delta\n")
        try site.expectRebuildMatchesFullBuild(builder)
        site.remove("Content/docs/a.md")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(!site.exists("Public/docs/a/index.html"))
    }

    @Test func addingEditingAndRemovingALinkPageUpdatesNavigationEverywhere() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/repo.md", "---\ntitle: Repository\nnav_link: https://example.com/repo\nweight: 4\n---\n")
        var report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/a/index.html"))
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.edit("Content/docs/repo.md", "---\ntitle: Source\nnav_link: https://example.com/repo\nweight: 4\n---\n")
        report = try builder.rebuild()
        #expect(report.changedFiles.contains("docs/a/index.html"))
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nFirst page, edited.\n")
        try site.expectRebuildMatchesFullBuild(builder)
        site.remove("Content/docs/repo.md")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/docs/a/index.html")?.contains("example.com/repo") == false)
    }

    @Test func aPageThatBecomesALinkPageIsNoLongerPublished() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/c.md", "---\nweight: 3\nnav_link: https://example.com/charlie\n---\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(!site.exists("Public/docs/c/index.html"))
        #expect(site.read("Public/docs/a/index.html")?.contains(#"<li class="nav-external"><a href="https://example.com/charlie">c</a></li>"#) == true)
    }

    @Test func editingATemplate() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Templates/page.html", "<h1>{{ page.title }}</h1>{{ page.content }}")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func addingAStaticFileAndAnImageVariant() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\n![Logo](../images/logo.svg)\n")
        try site.expectRebuildMatchesFullBuild(builder)
        site.edit("Content/images/logo~dark.svg", "<svg class=dark/>")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/docs/a/index.html")?.contains("logo~dark.svg") == true)
    }

    @Test func editingSiteJSON() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("site.json", #"{"title": "Renamed", "baseURL": "/sub/"}"#)
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func aFailedRebuildChangesNothingAndTheNextGoodOneCatchesUp() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let before = site.files(under: "Public").map { site.read("Public/" + $0) }
        site.edit("Content/docs/a.md", "---\ntitle: \"broken\n---\n")
        #expect(throws: BuildFailure.self) { try builder.rebuild() }
        #expect(site.files(under: "Public").map { site.read("Public/" + $0) } == before)
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha again\n")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    /// A rebuild changes the builder's memory only once it has succeeded: the named edit that failed
    /// (a broken link under --strict) left the previous pages, records and warnings for the next one.
    @Test func aFailedNamedEditLeavesTheMemoryForTheNextOne() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds(strict: true)
        let page = builder.options.sourceDirectory + "/Content/docs/c.md"
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [gone](gone.md).\n")
        #expect(throws: BuildFailure.self) { try builder.rebuild(changedPaths: [page]) }
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nFixed.\n")
        #expect(try builder.rebuild(changedPaths: [page]).warnings.isEmpty)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    /// Each rebuild keeps the render records of the pages it did not render: a second edit of a page
    /// renders what the first did, not every page.
    @Test func consecutiveEditsOfAPageRenderTheSamePages() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let page = builder.options.sourceDirectory + "/Content/docs/c.md"
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nOnce.\n")
        let first = try builder.rebuild(changedPaths: [page])
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nTwice.\n")
        let second = try builder.rebuild(changedPaths: [page])
        #expect(first.renderedPageCount == 3, "c, the home page that shows its word count and the docs list that shows its summary")
        #expect(second.renderedPageCount == first.renderedPageCount)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func tagPagesAreRewrittenOnlyWhenTheyShowTheEditedContent() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Templates/tag.html", "{% for p in page.pages %}{{ p.title }}{% endfor %}")
        site.write("Templates/tags.html", "tags")
        site.edit("Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n\nMore words.\n")
        #expect(!(try builder.rebuild()).changedFiles.contains("tags/x/index.html"), "the tag page shows titles only")
        site.edit("Templates/tag.html", "{% for p in page.pages %}{{ p.title }}: {{ p.summary }}{% endfor %}")
        _ = try builder.rebuild()
        site.edit("Content/docs/a.md", "---\nweight: 1\ntags: [x]\n---\n# Alpha\n\nOther words.\n")
        #expect(try builder.rebuild().changedFiles.contains("tags/x/index.html"), "now it shows summaries")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func readingASiteWideListDoesNotTieEveryPageToEveryEdit() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Templates/page.html", "{{ page.title }}{% if site.pages %} ({{ site.pages | length }} pages){% endif %}{{ page.content }}")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nThird page, edited.\n")
        let report = try builder.rebuild()
        #expect(report.renderedPageCount == 3, "c itself, the docs list showing its summary and the home page showing word counts")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func brokenLinkWarningsSurviveRebuildsUntilFixed() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [setup](b.md#setup).\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nEdited.\n")
        #expect(try builder.rebuild().warnings.map(\.message) == ["broken link 'b.md#setup': no heading with id 'setup' in Content/docs/b.md"])
        site.edit("Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n\n## Setup\n")
        #expect(try builder.rebuild().warnings.isEmpty, "b now has the heading a links to")
    }

    // Seen on swift.org: 39 links to /download/, which the install page keeps as an alias, warned as broken.
    @Test func aLinkToAnAliasIsGoodWhileAPageKeepsItAndItsAnchorIsThatPages() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [old](/download/) and [its part](/download/#setup).\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/b.md", "---\nweight: 2\naliases: [/download/]\n---\n# Bravo\n")
        #expect(try builder.rebuild().warnings.map(\.message) == ["broken link '/download/#setup': no heading with id 'setup' in Content/docs/b.md"])
        site.edit("Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n")
        #expect(try builder.rebuild().warnings.map(\.message) == [
            "broken link '/download/': no page or file at /download/", "broken link '/download/#setup': no page or file at /download/",
        ], "b no longer keeps the old URL")
    }

    @Test func aWatcherThatNamesTheEditedPagesSparesTheListing() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let source = builder.options.sourceDirectory
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nNamed by the watcher.\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(site.read("Public/docs/c/index.html")?.contains("Named by the watcher.") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.edit("Content/docs/e.md", "# Echo\n")
        _ = try builder.rebuild(changedPaths: [source + "/Content/docs/e.md"])
        #expect(site.exists("Public/docs/e/index.html"), "a new file is found by listing the folder again")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func namedEditsThatChangeMoreThanContentStillMatchAFullBuild() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let source = builder.options.sourceDirectory
        let edits = [
            "---\nweight: 3\n---\n# Charlie\n\n## A new heading\n",
            "---\nweight: 3\ntags: [new]\n---\n# Charlie\n",
            "---\nweight: 9\n---\n# Charlie\n",
            "---\nweight: 9\n---\n# Charles\n",
            "---\nweight: 9\n---\n# Charles\n\n[gone](nowhere.md)\n",
        ]
        for text in edits {
            site.edit("Content/docs/c.md", text)
            _ = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
            try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        }
    }

    @Test func aNamedEditReportsTheBrokenLinkItAdds() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let source = builder.options.sourceDirectory
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [gone](nowhere.md).\n")
        let report = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(report.warnings.map(\.summary) == ["Content/docs/c.md:6:5: warning: broken link 'nowhere.md': no page or file at /docs/nowhere.md"])
    }

    @Test func aNamedEditKeepsOtherPagesWarningsAndDropsItsOwnFixedOnes() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [gone](gone.md).\n")
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [away](away.md).\n")
        let builder = try site.builtForRebuilds()
        let source = builder.options.sourceDirectory
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nFixed.\n")
        let report = try builder.rebuild(changedPaths: [source + "/Content/docs/c.md"])
        #expect(report.warnings.map(\.summary) == ["Content/docs/a.md:6:5: warning: broken link 'gone.md': no page or file at /docs/gone.md"])
    }

    @Test func aNamedEditBetweenPagesWithWarningsReportsWhatAFullBuildReports() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.edit("Content/docs/a.md", "---\nweight: 1\n---\n# Alpha\n\nSee [gone](gone.md).\n")
        site.edit("Content/docs/c.md", "---\nweight: 3\n---\n# Charlie\n\nSee [away](away.md).\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/b.md", "---\nweight: 2\n---\n# Bravo\n\n[one](one.md) and [two](two.md)\n")
        let rebuilt = try builder.rebuild(changedPaths: [builder.options.sourceDirectory + "/Content/docs/b.md"])
        let full = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, outputDirectory: site.path + "/Full")).build()
        #expect(rebuilt.warnings.map(\.summary) == full.warnings.map(\.summary))
        #expect(rebuilt.warnings.count == 4)
    }

    @Test func aTemplateChangeRebuildsThePagesThatUseIt() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Templates/partials/byline.html", "byline")
        site.write("Templates/blog.html", "blog:{{ page.title }}{% include \"partials/byline.html\" %}")
        site.write("Content/blog/post.md", "---\ndate: 2024-01-01\n---\n# Post\n")
        let builder = try site.builtForRebuilds()
        site.edit("Templates/blog.html", "blog post:{{ page.title }}{% include \"partials/byline.html\" %}")
        let first = try builder.rebuild()
        #expect(first.renderedPageCount == 1, "only the blog post uses blog.html: \(first.changedFiles)")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.edit("Templates/partials/byline.html", "new byline")
        #expect(try builder.rebuild().renderedPageCount == 1, "the byline is included by blog.html alone")
        site.edit("Templates/page.html", "{{ page.title }}")
        #expect(try builder.rebuild().renderedPageCount == 3, "the three docs pages use page.html")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func aFeedTemplateFollowsThePartialItIncludes() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Templates/partials/entry.html", "<title>{{ page.title }}</title>")
        site.write("Templates/feed.xml", "<feed>{% for page in feed.pages %}{% include \"partials/entry.html\" %}{% endfor %}</feed>\n")
        site.write("site.json", #"{"baseURL": "https://example.org/"}"#)
        site.write("Content/blog/post.md", "---\ndate: 2024-01-01\n---\n# Post\n")
        let builder = try site.builtForRebuilds()
        site.edit("Templates/partials/entry.html", "<entry>{{ page.title }}</entry>")
        let report = try builder.rebuild()
        #expect(report.changedFiles == ["feed.xml"])
        #expect(site.read("Public/feed.xml") == "<feed><entry>Post</entry></feed>\n")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func aNewSectionTemplateTakesOverItsSection() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        site.edit("Templates/docs.html", "docs:{{ page.title }}")
        _ = try builder.rebuild()
        #expect(site.read("Public/docs/a/index.html") == "docs:Alpha")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.remove("Templates/docs.html")
        _ = try builder.rebuild()
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func aLayoutAssetChangeRendersNoPage() throws {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Templates/assets/extra.css", "a{}")
        let builder = try site.builtForRebuilds()
        site.edit("Templates/assets/extra.css", "a{color:red}")
        let report = try builder.rebuild()
        #expect(report.renderedPageCount == 0)
        #expect(report.changedFiles == ["assets/extra.css"])
        #expect(site.read("Public/assets/extra.css") == "a{color:red}")
    }

    @Test func anUnchangedSiteWritesNothing() throws {
        let site = TemporaryDirectory.rebuildableSite()
        let builder = try site.builtForRebuilds()
        let report = try builder.rebuild()
        #expect(report.changedFiles.isEmpty)
        #expect(report.renderedPageCount == 0)
    }
}
