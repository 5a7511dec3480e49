import Foundation
import Testing
@testable import Server

@Suite struct ResponderTests {
    let site = SiteFixture()

    @Test func servesFileWithTypeLengthValidatorsAndNoCache() {
        let response = site.respond("/style.css")
        #expect(response.code == 200)
        #expect(response.text == "body { color: red }")
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["Content-Length"] == "19")
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(response.headers["Accept-Ranges"] == "bytes")
        #expect(response.headers["ETag"]?.hasPrefix("\"13-") == true)
        #expect(response.headers["Last-Modified"] != nil)
    }

    @Test func lastModifiedIsTheFilesModificationTime() {
        #expect(site.respond("/data.bin").headers["Last-Modified"] == "Tue, 14 Nov 2023 22:13:20 GMT")
    }

    @Test func headHasTheSameFieldsAndNoBody() {
        let get = site.respond("/style.css")
        let head = site.respond("/style.css", method: "HEAD")
        #expect(head.code == 200)
        #expect(head.headers == get.headers)
        #expect(head.body.readAll().isEmpty)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"])
    func otherMethodsAre405WithAllow(method: String) {
        let response = site.respond("/", method: method)
        #expect(response.code == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func directoryWithoutSlashRedirectsToSlash() {
        let response = site.respond("/docs")
        #expect(response.code == 301)
        #expect(response.headers["Location"] == "/docs/")
        #expect(response.headers["Content-Length"] == "0")
    }

    @Test func redirectKeepsTheQuery() {
        #expect(site.respond("/docs?lang=en").headers["Location"] == "/docs/?lang=en")
    }

    @Test(arguments: ["//evil.example/x", "///evil.example/x", "/evil.example//x", "http://127.0.0.1:8000//evil.example/x"])
    func redirectNeverPointsToAnotherHost(target: String) {
        let response = site.respond(target)
        #expect(response.code == 301)
        #expect(response.headers["Location"] == "/evil.example/x/")
    }

    @Test(arguments: ["/\\evil.example/x", "/%5Cevil.example/x", "/%2F%2Fevil.example/x"])
    func redirectTricksWithBackslashesOrEncodedSlashesAre400(target: String) {
        let response = site.respond(target)
        #expect(response.code == 400)
        #expect(response.headers["Location"] == nil)
    }

    @Test func directoryWithSlashServesItsIndex() {
        let response = site.respond("/docs/")
        #expect(response.code == 200)
        #expect(response.text == "<html><body>Docs</body></html>")
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
    }

    @Test func rootServesIndex() {
        #expect(site.respond("/").text == SiteFixture.home)
    }

    @Test func folderWithoutIndexIsNotFound() {
        #expect(site.respond("/empty/").code == 404)
    }

    @Test func fileAskedForAsFolderIsNotFound() {
        #expect(site.respond("/style.css/").code == 404)
    }

    @Test func missingFileGetsTheSites404PageWithStatus404() {
        let response = site.respond("/nowhere")
        #expect(response.code == 404)
        #expect(response.text == "<html><body>Lost?</body></html>")
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
    }

    @Test func missingFileWithoutA404PageGetsAShortPageWithTheEscapedPath() {
        let bare = SiteFixture(notFoundPage: false)
        let response = bare.respond("/<script>alert(1)</script>")
        #expect(response.code == 404)
        #expect(response.text.contains("/%3Cscript%3Ealert(1)%3C/script%3E"))
        #expect(!response.text.contains("<script>"))
    }

    /// `serve` whose first build failed has no output folder: the page says so, not that one address is missing.
    @Test func withoutAnOutputFolderThePageSaysNothingIsBuiltYet() {
        let unbuilt = SiteFixture(notFoundPage: false)
        let responder = Responder(root: unbuilt.folder.path(to: "Public"), hostPolicy: HostPolicy(boundHost: "127.0.0.1", port: 8000), liveReload: false)
        let response = responder.respond(to: HTTPRequest(method: "GET", target: "/docs/", headers: ["Host": "127.0.0.1:8000"]))
        #expect(response.code == 404)
        #expect(response.text == """
            <!doctype html>
            <html lang="en"><meta charset="utf-8"><title>Not built yet</title>
            <h1>Not built yet</h1><p>No build of this site has succeeded yet, so nothing is published at <code>/docs/</code>. The errors are in the terminal.</p>
            </html>\n
            """)
    }

    @Test(arguments: [
        "/../outside/secret.txt",
        "/%2e%2e/outside/secret.txt",
        "/%2E%2E%2Foutside%2Fsecret.txt",
        "/docs/..%2f..%2foutside/secret.txt",
        "/..\\outside\\secret.txt",
        "/%5c..%5coutside%5csecret.txt",
        "/secret.txt%00.html",
        "/%c0%ae%c0%ae/outside/secret.txt",
        "/%ff/outside",
    ])
    func traversalIsRefusedWith400(target: String) {
        let response = site.respond(target)
        #expect(response.code == 400)
        #expect(!response.text.contains(SiteFixture.secret))
    }

    @Test func doubleEncodedTraversalIsJustAMissingName() {
        let response = site.respond("/%252e%252e/outside/secret.txt")
        #expect(response.code == 404)
        #expect(!response.text.contains(SiteFixture.secret))
    }

    @Test(arguments: ["/leak", "/leak-dir/secret.txt", "/leak-dir/"])
    func symbolicLinksLeadingOutsideAreForbidden(target: String) {
        let response = site.respond(target)
        #expect(response.code == 403)
        #expect(!response.text.contains(SiteFixture.secret))
    }

    @Test func symbolicLinkInsideTheSiteIsServed() {
        #expect(site.respond("/alias.html").text == SiteFixture.home)
    }

    @Test(arguments: ["/.env", "/%2eenv", "/.git/config", "/.git/", "/nested/.hidden/file.txt", "/dotlink"])
    func dotfilesAreNeverServed(target: String) {
        let response = site.respond(target)
        #expect(response.code == 404)
        #expect(!response.text.contains(SiteFixture.secret))
    }

    @Test func missingRootIsNotFound() {
        let responder = Responder(root: site.folder.path(to: "not-built-yet"), hostPolicy: .any, liveReload: false)
        #expect(responder.respond(to: HTTPRequest(method: "GET", target: "/", headers: ["Host": "x"])).code == 404)
    }

    @Test func rootIsLookedUpAgainOnEveryRequest() {
        let responder = site.responder()
        let request = HTTPRequest(method: "GET", target: "/", headers: ["Host": "127.0.0.1:8000"])
        site.folder.write("next/index.html", "new build")
        site.folder.remove("site")
        try! FileManager.default.moveItem(atPath: site.folder.path(to: "next"), toPath: site.root)
        #expect(responder.respond(to: request).text == "new build")
    }

    @Test(arguments: ["127.0.0.1:8000", "localhost:8000", "LOCALHOST:8000", "[::1]:8000"])
    func loopbackNamesWithThePortAreAnswered(host: String) {
        #expect(site.respond("/", headers: ["Host": host]).code == 200)
    }

    @Test(arguments: [
        "evil.example:8000", "evil.example", "127.0.0.1:8001", "localhost", "127.0.0.1.evil.example:8000",
        "localhost.:8000", "[::1]", "127.0.0.1:8000:8000", "127.0.0.1:", "", "[::1:8000", "localhost:80a0",
    ])
    func otherHostsAreRefusedWith421(host: String) {
        let response = site.respond("/", headers: ["Host": host])
        #expect(response.code == 421)
        #expect(!response.text.contains("Home"))
    }

    @Test func absoluteFormTargetIsCheckedAsTheHost() {
        #expect(site.respond("http://evil.example:8000/", headers: ["Host": "127.0.0.1:8000"]).code == 421)
        #expect(site.respond("http://localhost:8000/").code == 200)
    }

    @Test func eventStreamChecksTheHostToo() {
        let response = site.respond("/_sitegen/events", headers: ["Host": "evil.example:8000"], liveReload: true)
        #expect(response.code == 421)
    }

    @Test func anyHostIsAnsweredWhenBoundToANetworkAddressOnPurpose() {
        let responder = site.responder(host: "0.0.0.0")
        let response = responder.respond(to: HTTPRequest(method: "GET", target: "/", headers: ["Host": "my-laptop.local:8000"]))
        #expect(response.code == 200)
    }
}
