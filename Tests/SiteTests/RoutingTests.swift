import Core
import Testing
@testable import Site

@Suite struct RoutingTests {
    @Test func aRoutingOverAnotherSeesItsClaims() {
        var pages = Routing()
        pages.claim(Route(url: "/a/", outputPath: "a/index.html"), by: "Content/a.md")
        var generated = Routing(over: pages)
        #expect(generated.isClaimed("A/index.html"))
        generated.claim(Route(url: "/a/", outputPath: "a/index.html"), by: "(generated)")
        #expect(generated.errors.map(\.message) == [
            "(generated) and Content/a.md both map to /a/ (a/index.html); rename one or give it another slug",
        ])
        generated.claim(Route(url: "/404.html", outputPath: "404.html"), by: "(generated)")
        #expect(generated.isClaimed("404.html"))
        #expect(!pages.isClaimed("404.html"), "the routing underneath is left as it was")
    }

    @Test func aRoutingOverARoutingOverAnotherSeesTheClaimsOfBoth() {
        var pages = Routing()
        pages.claim(Route(url: "/a/", outputPath: "a/index.html"), by: "Content/a.md")
        var assets = Routing(over: pages)
        assets.claim(Route(url: "/a.css", outputPath: "a.css"), by: "Templates/assets/a.css")
        let generated = Routing(over: assets)
        #expect(generated.isClaimed("a/index.html"))
        #expect(generated.isClaimed("a.css"))
    }

    @Test func aFileOfContentIsNamedByItsFolderPrefixAndPath() {
        let folder = ContentFolder(path: "/site/Content/", displayPrefix: "Content/")
        let status = FileStatus(kind: .regular, size: 1, inode: 1, modifiedSeconds: 0, modifiedNanoseconds: 0)
        var routing = Routing()
        routing.claim(Route(url: "/a/", outputPath: "a/index.html"), by: ContentFile(contentPath: "a.md", folder: folder, status: status))
        routing.claim(Route(url: "/a/", outputPath: "a/index.html"), by: ContentFile(contentPath: "a/index.md", folder: folder, status: status))
        #expect(routing.errors.map(\.description) == [
            "Content/a/index.md:1:1: error: Content/a/index.md and Content/a.md both map to /a/ (a/index.html); rename one or give it another slug",
        ])
    }
}
