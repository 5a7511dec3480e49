import Testing
@testable import Server

/// A site built for `https://example.org/project/` is previewed under `/project/`, with the same links.
@Suite struct BasePathTests {
    let site = SiteFixture()

    @Test func servesTheSiteUnderItsBasePath() {
        #expect(site.respond("/project/style.css", basePath: "/project/").text == "body { color: red }")
        #expect(site.respond("/project/", basePath: "/project/").text == SiteFixture.home)
        #expect(site.respond("/project/docs/", basePath: "/project/").text == "<html><body>Docs</body></html>")
    }

    @Test func theRootRedirectsToTheBasePath() {
        let response = site.respond("/", basePath: "/project/")
        #expect(response.code == 302)
        #expect(response.headers["Location"] == "/project/")
    }

    @Test func pathsOutsideTheBasePathAreNotFound() {
        let response = site.respond("/style.css", basePath: "/project/")
        #expect(response.code == 404)
        #expect(response.text == "<html><body>Lost?</body></html>")
    }

    @Test func directoryRedirectsKeepTheBasePath() {
        let response = site.respond("/project/docs", basePath: "/project/")
        #expect(response.code == 301)
        #expect(response.headers["Location"] == "/project/docs/")
    }

    @Test func previewRoutesStayAtTheRoot() {
        let response = site.respond("/_sitegen/appearances", basePath: "/project/")
        #expect(response.code == 200)
        #expect(response.text.contains("value=\"/project/\""))
        #expect(response.text.contains("<option value=\"/project/docs/\">"))
    }

    @Test func theURLNamesTheBasePath() {
        #expect(PreviewServer.url(host: "127.0.0.1", port: 8000, basePath: "/a b/").absoluteString == "http://127.0.0.1:8000/a%20b/")
    }
}
