import TestSupport
import Testing
@testable import Site

/// A page body that is a template lists the site's pages, `site.pages` newest first and `site.tags` by tag, as a
/// blog's index page does: with what each page's front matter and URL say, and its title and summary.
@Suite struct PageListTests {
    func blog() -> TemporaryDirectory {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Content/posts/2024-01-02-first.md", """
            ---
            date: 2024-01-02
            tags: [swift]
            featured: true
            ---
            # First post

            The first post's *text*, which its summary shows.

            """)
        site.write("Content/posts/2024-03-04-second.md", """
            ---
            title: Second
            date: 2024-03-04
            description: Described.
            tags: [swift, news]
            ---
            Text.

            """)
        site.write("Content/blog.md", """
            ---
            title: Blog
            template: true
            ---
            {% for post in site.pages | where: "section_path", "posts" %}
            - [{{ post.title }}]({{ post.url }}) {{ post.date | date: "%Y-%m-%d" }}: {{ post.summary }}
            {%- endfor %}

            Swift: {{ site.tags.swift | map: "title" | join: ", " }}. Featured: {{ (site.pages | where: "params.featured")[0].title }}.

            """)
        return site
    }

    @Test func aBodyListsThePagesNewestFirstWithTheirTitlesAndSummaries() throws {
        let site = blog()
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/blog/index.html")?.contains("""
            <ul>
            <li><a href="/posts/second/">Second</a> 2024-03-04: Described.</li>
            <li><a href="/posts/first/">First post</a> 2024-01-02: The first post's text, which its summary shows.</li>
            </ul>
            <p>Swift: Second, First post. Featured: First post.</p>
            """) == true)
    }

    // poole/hyde's home page shows each post whole: `{{ post.content }}` in a loop over the posts.
    @Test func aListedPageGivesItsContentWithItsLinksFoundFromItsOwnFile() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/posts/2024-01-02-first.md", "---\ndate: 2024-01-02\n---\n# First\n\nSee [the second](second.md).\n\n```\na\n\nb\n```\n")
        site.write("Content/posts/second.md", "---\ntitle: Second\n---\nText.\n")
        site.write("Content/index.md", """
            ---
            title: Home
            template: true
            ---
            <div class="posts">
            {% for post in site.pages | where: "section", "posts" %}
            {{ post.content }}
            {% endfor %}
            </div>

            """)
        #expect(site.buildDiagnostics() == [])
        let home = site.read("Public/index.html") ?? ""
        #expect(home.contains(#"<p>See <a href="/posts/second/">the second</a>.</p>"#))
        #expect(home.contains("<pre><code>a\n&#10;b\n</code></pre>"))
        #expect(home.contains("<p>Text.</p>"))
    }

    @Test func aPageWhoseBodyListsPagesIsRenderedAgainWhenAnotherPageChanges() throws {
        let site = blog()
        let builder = try site.builtForRebuilds()
        // Its text alone changes, which a build of the edited page alone would leave the list without.
        site.edit("Content/posts/2024-01-02-first.md", "---\ndate: 2024-01-02\ntags: [swift]\nfeatured: true\n---\n# First post\n\nNew text.\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Content/posts/2024-01-02-first.md")])
        #expect(report.changedFiles.contains("blog/index.html"))
        #expect(site.read("Public/blog/index.html")?.contains("2024-01-02: New text.") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        site.write("Content/posts/2024-05-06-third.md", "---\ndate: 2024-05-06\n---\n# Third\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/blog/index.html")?.contains("<li><a href=\"/posts/third/\">Third</a>") == true)
    }

    @Test func aPageWhoseBodyDoesNotListPagesIsTakenFromTheCache() throws {
        let site = blog()
        site.write("Content/about.md", "---\ntemplate: true\n---\n{{ site.title }}\n")
        let builder = try site.builtForRebuilds()
        site.edit("Content/posts/2024-01-02-first.md", "---\ndate: 2024-01-02\n---\n# First post\n\nNew text.\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Content/posts/2024-01-02-first.md")])
        #expect(report.changedFiles.contains("blog/index.html"))
        #expect(!report.changedFiles.contains("about/index.html"))
        // A body that starts listing pages lists them all, as a whole build does.
        site.edit("Content/about.md", "---\ntemplate: true\n---\n{{ site.pages | length }} pages\n")
        _ = try builder.rebuild(changedPaths: [site.path(to: "Content/about.md")])
        #expect(site.read("Public/about/index.html")?.contains("<p>0 pages</p>") == false)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func eachVersionAndLanguageListsItsOwnPages() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"""
            { "title": "Docs", "languages": { "en": { "name": "English" }, "de": { "name": "Deutsch" } },
              "versions": [ { "name": "2.0", "source": "Content", "default": true }, { "name": "1.0", "source": "Versions/1.0" } ] }
            """#)
        let list = "---\ntitle: List\ntemplate: true\n---\n{{ site.pages | map: \"title\" | sort | join: \", \" }}\n"
        site.write("Content/a.md", "# A\n")
        site.write("Content/list.md", list)
        site.write("Content/list.de.md", list)
        site.write("Versions/1.0/b.md", "# B\n")
        site.write("Versions/1.0/list.md", list)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/list/index.html")?.contains("<p>A, List</p>") == true)
        #expect(site.read("Public/de/list/index.html")?.contains("<p>List</p>") == true)
        #expect(site.read("Public/1.0/list/index.html")?.contains("<p>B, List</p>") == true)
    }
}
