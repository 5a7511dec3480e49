import TestSupport
import Testing
@testable import Site

/// A post's authors: its front matter's `authors` or `author`, named as `site.data.authors` names them.
@Suite struct PostAuthorsTests {
    func postMeta(_ frontMatter: String, authorsFile: String? = nil) throws -> [String] {
        let site = TemporaryDirectory()
        if let authorsFile { site.write("Data/authors.yml", authorsFile) }
        site.write("Content/blog/post.md", "---\ntitle: Post\ndate: 2026-01-02\n\(frontMatter)---\nText.\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let html = site.read("Public/blog/post/index.html") ?? ""
        return html.split(separator: "\n").filter { $0.contains("post-meta") }.map(String.init)
    }

    // Seen on swift.org: every post names its authors by id (`author: [al45tair]`), and _data/authors.yml their names.
    @Test func anIdTheAuthorsDataHasShowsItsName() throws {
        let authors = "al45tair:\n  name: Alastair Houghton\n  github: al45tair\nann:\n  name: Ann\n  url: https://example.org/ann\n"
        #expect(try postMeta("author: [al45tair, ann]\n", authorsFile: authors) == [
            #"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · Alastair Houghton, <a href="https://example.org/ann">Ann</a></p>"#,
        ])
    }

    @Test func anyOtherTextIsTheNameAndAMapIsTheAuthor() throws {
        #expect(try postMeta("author: Jane Doe\n") == [#"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · Jane Doe</p>"#])
        #expect(try postMeta("authors:\n  - name: Bo\n    url: https://example.org/bo\n  - 7\n") == [
            #"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · <a href="https://example.org/bo">Bo</a></p>"#,
        ])
    }

    @Test func authorsWinsOverAuthorAndAHostileNameStaysText() throws {
        #expect(try postMeta("author: A\nauthors: [\"<b>B</b>\"]\n") == [
            #"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · &lt;b&gt;B&lt;/b&gt;</p>"#,
        ])
    }
}
