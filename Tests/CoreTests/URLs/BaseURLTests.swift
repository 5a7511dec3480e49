import Testing
@testable import Core

@Suite struct BaseURLTests {
    @Test func splitsOriginAndPath() {
        let base = BaseURL("https://example.org/project")
        #expect(base.origin == "https://example.org")
        #expect(base.path == "/project/")
        #expect(base.description == "https://example.org/project/")
    }

    @Test func acceptsPathsAndEmptyStrings() {
        #expect(BaseURL("").path == "/")
        #expect(BaseURL("/").path == "/")
        #expect(BaseURL("docs//v2/").path == "/docs/v2/")
        #expect(BaseURL("/docs").origin == nil)
    }

    @Test func prefixesSiteURLsWithThePath() {
        let base = BaseURL("https://example.org/project/")
        #expect(base.url("/docs/intro/") == "/project/docs/intro/")
        #expect(base.url("theme.css") == "/project/theme.css")
        #expect(base.url("/") == "/project/")
        #expect(BaseURL.root.url("/docs/") == "/docs/")
    }

    @Test func makesAbsoluteURLs() {
        #expect(BaseURL("https://example.org/project/").absoluteURL("/feed.xml") == "https://example.org/project/feed.xml")
        #expect(BaseURL("/project/").absoluteURL("/feed.xml") == "/project/feed.xml")
    }

    @Test func leavesExternalAndLocalURLsAlone() {
        let base = BaseURL("/project/")
        #expect(base.url("https://swift.org/") == "https://swift.org/")
        #expect(base.url("mailto:a@b.c") == "mailto:a@b.c")
        #expect(base.url("//cdn.example/x.js") == "//cdn.example/x.js")
        #expect(base.url("#top") == "#top")
    }

    @Test func recognisesSchemes() {
        #expect(BaseURL.hasScheme("HTTPS://x"))
        #expect(BaseURL.hasScheme("x-custom+v1.2:y"))
        #expect(!BaseURL.hasScheme("1http://x"))
        #expect(!BaseURL.hasScheme("docs/a:b"))
        #expect(!BaseURL.hasScheme("/a:b"))
    }
}
