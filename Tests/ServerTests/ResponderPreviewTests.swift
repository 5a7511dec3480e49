import Testing
@testable import Server

/// What preview mode (`sitegen serve`) adds, and what `--root` mode leaves out.
@Suite struct ResponderPreviewTests {
    let site = SiteFixture()

    @Test func pagesGetTheScriptBeforeTheEndOfBody() {
        let response = site.respond("/", liveReload: true)
        #expect(response.text == "<!doctype html><html><body><h1>Home</h1>\(LiveReloadScript.tag)</body></html>")
        #expect(response.headers["Content-Length"] == String(response.body.readAll().count))
    }

    @Test func injectedPagesHaveTheirOwnEntityTag() {
        let plain = site.respond("/").headers["ETag"]!
        let injected = site.respond("/", liveReload: true).headers["ETag"]!
        #expect(plain != injected)
        #expect(site.respond("/", headers: ["If-None-Match": injected], liveReload: true).code == 304)
    }

    @Test func otherFilesAreSentAsTheyAre() {
        #expect(site.respond("/style.css", liveReload: true).text == "body { color: red }")
    }

    @Test func notFoundPageGetsTheScriptToo() {
        #expect(site.respond("/nowhere", liveReload: true).text == "<html><body>Lost?\(LiveReloadScript.tag)</body></html>")
    }

    @Test func rootModeNeverInjects() {
        #expect(site.respond("/").text == SiteFixture.home)
        #expect(site.respond("/nowhere").text == "<html><body>Lost?</body></html>")
    }

    @Test func scriptIsServedAsJavaScript() {
        let response = site.respond("/_sitegen/live-reload.js", liveReload: true)
        #expect(response.code == 200)
        #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(response.text.contains("new SharedWorker(workerAddress"))
    }

    @Test func workerHoldsTheOneEventStream() {
        let response = site.respond("/_sitegen/live-reload-worker.js", liveReload: true)
        #expect(response.code == 200)
        #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(response.text.contains("new EventSource(\"/_sitegen/events\")"))
    }

    @Test func eventsAreAnOpenStream() {
        let response = site.respond("/_sitegen/events", liveReload: true)
        #expect(response.code == 200)
        #expect(response.headers["Content-Type"] == "text/event-stream")
        #expect(response.headers["Content-Length"] == nil)
        guard case .eventStream = response.body else {
            Issue.record("expected an event stream")
            return
        }
    }

    @Test func rootModeHasNoEventsNorScript() {
        #expect(site.respond("/_sitegen/events").code == 404)
        #expect(site.respond("/_sitegen/live-reload.js").code == 404)
        #expect(site.respond("/_sitegen/live-reload-worker.js").code == 404)
    }

    @Test func appearancesShowThePageInThreeForcedFrames() {
        let response = site.respond("/_sitegen/appearances?page=%2Fdocs%2F", liveReload: true)
        #expect(response.code == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        for appearance in ["light", "dark", "night"] {
            #expect(response.text.contains("data-appearance=\"\(appearance)\""))
            #expect(response.text.contains("src=\"/docs/?sitegen-appearance=\(appearance)\""))
        }
    }

    @Test func appearancesOfferEveryPageButThe404PageDotfilesAndLinks() {
        let text = site.respond("/_sitegen/appearances?page=/").text
        let options = ["/", "/docs/", "/docs/guide.html", "/evil.example/x/"].map { "<option value=\"\($0)\">" }.joined()
        #expect(text.contains("<datalist id=\"pages\">\(options)</datalist>"))
    }

    @Test func appearancesWearTheStylesheetsOfTheHomePage() {
        site.folder.write("site/index.html", #"<html><head><link rel="stylesheet" href="/assets/site.css"></head><body></body></html>"#)
        #expect(site.respond("/_sitegen/appearances").text.contains(#"<link rel="stylesheet" href="/assets/site.css">"#))
    }

    @Test(arguments: [("appearances.css", "text/css; charset=utf-8"), ("appearances.js", "text/javascript; charset=utf-8")])
    func appearancesStylesAndScriptAreServedInEveryMode(name: String, type: String) {
        let response = site.respond("/_sitegen/\(name)")
        #expect(response.code == 200)
        #expect(response.headers["Content-Type"] == type)
        #expect(response.text.contains(".appearances-") || response.text.contains("sitegen-appearance"))
    }

    @Test func appearancesWorkInRootModeWithoutTheScript() {
        let text = site.respond("/_sitegen/appearances?page=/").text
        #expect(text.contains("src=\"/?sitegen-appearance=dark\""))
        #expect(!text.contains(LiveReloadScript.tag))
    }
}
