import Core
import Testing
@testable import Site

/// How links written in a page become the site's URLs.
@Suite struct LinkResolverTests {
    @Test func dotSegmentsResolveAgainstThePagesFolderAndStopAtTheRoot() {
        let resolver = LinkResolver(pageURLs: PageURLs(contentPaths: ["docs/b.md"], routes: [Route.page(contentPath: "docs/b.md")]), baseURL: .root)
        #expect(resolver.resolve("./b.md", from: "docs/a.md") == "/docs/b/")
        #expect(resolver.resolve("x/../b.md#y", from: "docs/a.md") == "/docs/b/#y")
        #expect(resolver.resolve("../../../img.png", from: "docs/a.md") == "/img.png")
        #expect(resolver.resolve("guide/..", from: "docs/a.md") == "/docs/")
        #expect(resolver.resolve("/docs/.../", from: "docs/a.md") == "/docs/.../")
    }

    @Test func linkPathsArePercentEncodedKeepingTheirSlashes() {
        let resolver = LinkResolver(pageURLs: PageURLs(contentPaths: [], routes: []), baseURL: .root)
        #expect(resolver.resolve("/a b/café.png?x=1#y", from: "docs/a.md") == "/a%20b/caf%C3%A9.png?x=1#y")
        #expect(resolver.resolve("/plain/file.png", from: "docs/a.md") == "/plain/file.png")
    }

    @Test func aQuestionMarkAfterTheHashBelongsToTheFragment() {
        let resolver = LinkResolver(pageURLs: PageURLs(contentPaths: ["docs/b.md"], routes: [Route.page(contentPath: "docs/b.md")]), baseURL: .root)
        #expect(resolver.resolve("b.md?q=1#y", from: "docs/a.md") == "/docs/b/?q=1#y")
        #expect(resolver.resolve("b.md#y?q=1", from: "docs/a.md") == "/docs/b/#y?q=1")
    }
}
