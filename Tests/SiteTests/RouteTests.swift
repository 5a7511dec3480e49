import Testing
@testable import Site

@Suite struct RouteTests {
    @Test func rootIndexIsTheHomePage() {
        #expect(Route.page(contentPath: "index.md") == Route(url: "/", outputPath: "index.html"))
    }

    @Test func pagesGetPrettyURLs() {
        #expect(Route.page(contentPath: "docs/intro.md") == Route(url: "/docs/intro/", outputPath: "docs/intro/index.html"))
        #expect(Route.page(contentPath: "about.markdown") == Route(url: "/about/", outputPath: "about/index.html"))
    }

    @Test func sectionIndexesMapToTheirFolder() {
        #expect(Route.page(contentPath: "docs/index.md") == Route(url: "/docs/", outputPath: "docs/index.html"))
        #expect(Route.page(contentPath: "docs/_index.md") == Route(url: "/docs/", outputPath: "docs/index.html"))
    }

    @Test func slugReplacesTheLastComponent() {
        #expect(Route.page(contentPath: "docs/intro.md", slug: "start") == Route(url: "/docs/start/", outputPath: "docs/start/index.html"))
    }

    @Test func staticFilesKeepTheirPath() {
        #expect(Route.file(contentPath: "images/logo.png") == Route(url: "/images/logo.png", outputPath: "images/logo.png"))
    }

    @Test func urlsArePercentEncodedButPathsOnDiskAreNot() {
        #expect(Route.page(contentPath: "a b/c#d?e%f.md") == Route(url: "/a%20b/c%23d%3Fe%25f/", outputPath: "a b/c#d?e%f/index.html"))
        #expect(Route.file(contentPath: "café.png").url == "/caf%C3%A9.png")
    }

    @Test func outputPathIsMadeFromTheURLWhenItImpliesIt() {
        #expect(Route.page(contentPath: "a b/c#d?e%f.md").outputPath == "a b/c#d?e%f/index.html")
        #expect(Route.file(contentPath: "images/a b.png").outputPath == "images/a b.png")
    }

    @Test func aURLSpelledFromTheContentPathIsTheSameRoute() {
        let spelled = Route.page(contentPath: "docs/intro.md")
        let written = Route(url: "/docs/intro/", outputPath: "docs/intro/index.html")
        #expect(spelled.url == "/docs/intro/")
        #expect(spelled.outputPath == "docs/intro/index.html")
        #expect(spelled == written)
        #expect(Set([spelled, written]).count == 1)
    }

    @Test func aURLThatIsNotTheContentPathsIsKept() {
        #expect(Route.page(contentPath: "Docs/Intro.md", keepingCase: false).url == "/docs/intro/")
        #expect(Route.page(contentPath: "2016-01-29-hello.md").url == "/hello/")
        #expect(Route.page(contentPath: "docs/intro.md", url: "/elsewhere/").url == "/elsewhere/")
    }

    @Test func routesSortByURLAsTheStringsDo() {
        let routes = [
            Route.page(contentPath: "a0.md"), Route.page(contentPath: "a/b.md"), Route.page(contentPath: "a-b.md"),
            Route.page(contentPath: "a.md"), Route(url: "/a/c/", outputPath: "a/c/index.html"), Route.page(contentPath: "a/b/c.md"),
        ]
        let sorted = routes.sorted { $0.hasURL(before: $1) }.map(\.url)
        #expect(sorted == ["/a-b/", "/a/", "/a/b/", "/a/b/c/", "/a/c/", "/a0/"])
    }

    @Test func outputPathTheURLDoesNotImplyIsKept() {
        #expect(Route(url: "/old/", outputPath: "elsewhere/old.html").outputPath == "elsewhere/old.html")
        #expect(Route(url: "/old/", outputPath: "elsewhere/old.html") != Route(url: "/old/", outputPath: "old/index.html"))
    }

    @Test func recognisesIndexesAndPages() {
        #expect(Route.isIndex(contentPath: "docs/_index.md"))
        #expect(!Route.isIndex(contentPath: "docs/indexes.md"))
        #expect(Route.isPage(contentPath: "a.md"))
        #expect(!Route.isPage(contentPath: "a.mdx"))
    }
}
