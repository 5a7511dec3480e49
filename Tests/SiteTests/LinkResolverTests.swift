import Core
import Testing
@testable import Site

/// How links written in a page become the site's URLs.
@Suite struct LinkResolverTests {
    @Test func dotSegmentsResolveAgainstThePagesFolderAndStopAtTheRoot() {
        let resolver = LinkResolver(pageURLs: ["docs/b.md": "/docs/b/"], baseURL: .root)
        #expect(resolver.resolve("./b.md", from: "docs/a.md") == "/docs/b/")
        #expect(resolver.resolve("x/../b.md#y", from: "docs/a.md") == "/docs/b/#y")
        #expect(resolver.resolve("../../../img.png", from: "docs/a.md") == "/img.png")
        #expect(resolver.resolve("guide/..", from: "docs/a.md") == "/docs/")
        #expect(resolver.resolve("/docs/.../", from: "docs/a.md") == "/docs/.../")
    }
}
