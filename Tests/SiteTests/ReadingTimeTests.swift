import TestSupport
import Testing
@testable import Site

/// A post's reading time: 200 words a minute, rounded up, and none at all for less than a minute's words.
@Suite struct ReadingTimeTests {
    func postMeta(words: Int, date: String? = "2026-01-02") throws -> [String] {
        let site = TemporaryDirectory()
        site.write("Content/blog/index.md", "---\ntitle: Blog\n---\n")
        let dateLine = date.map { "date: \($0)\n" } ?? ""
        site.write("Content/blog/post.md", "---\ntitle: Post\n\(dateLine)---\n\n" + Array(repeating: "word", count: words).joined(separator: " ") + "\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let html = site.read("Public/blog/post/index.html") ?? ""
        return html.split(separator: "\n").filter { $0.contains("post-meta") }.map(String.init)
    }

    @Test func aPostOfSixWordsShowsItsDateButNoReadingTime() throws {
        #expect(try postMeta(words: 6) == [#"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time></p>"#])
    }

    @Test func aMinutesWordsAndMoreAreCountedInWholeMinutesRoundedUp() throws {
        #expect(try postMeta(words: 200) == [#"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · 1 min read</p>"#])
        #expect(try postMeta(words: 201) == [#"<p class="post-meta"><time datetime="2026-01-02">January 2, 2026</time> · 2 min read</p>"#])
    }

    @Test func aShortPostWithoutADateHasNoMetaLineAtAll() throws {
        #expect(try postMeta(words: 6, date: nil) == [])
        #expect(try postMeta(words: 450, date: nil) == [#"<p class="post-meta">3 min read</p>"#])
    }
}
