import Foundation
import TestSupport
import Testing
@testable import Server

/// `/_sitegen/events` on a live server: what open pages hear after builds.
@Suite struct LiveReloadTests {
    let site = SiteFixture()
    /// The number of open streams, each time one opens or closes.
    let streamCounts = EventQueue<Int>()

    /// A server on a free port whose timeouts come after the safety timeout, unless a test gives its own heartbeat.
    private func startServer(heartbeat: Duration = .safetyTimeout * 2) throws -> (PreviewServer, Int) {
        let configuration = PreviewServer.Configuration(
            root: site.root, port: 0, quiet: true, idleTimeout: .safetyTimeout * 2, headerTimeout: .safetyTimeout * 2, heartbeatInterval: heartbeat)
        let server = PreviewServer(configuration, log: .silent,
            hub: LiveReloadHub(subscriberCountChanged: streamCounts.post))
        return (server, try #require(try server.start().port))
    }

    /// Waits until a stream closes: the number of open streams goes down.
    private func aPageLeaves() -> Bool {
        var previous = 0
        return streamCounts.next { count in
            defer { previous = count }
            return count < previous
        } != nil
    }

    /// Opens the stream and reads its opening up to the end of the `hello` event; returns the build it names.
    private func listen(_ client: TestClient, port: Int) throws -> String {
        client.send("GET /_sitegen/events HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let opening = try #require(client.read(through: "event: hello\n"))
        #expect(opening.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(opening.contains("Content-Type: text/event-stream\r\n"))
        #expect(opening.hasSuffix("\r\n\r\nretry: 1000\n\nevent: hello\n"))
        let data = try #require(client.read(through: "\n\n"))
        return String(data.dropFirst("data: ".count).dropLast(2))
    }

    @Test func reloadArrivesAfterARebuild() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let page = try TestClient(port: port)
        _ = try listen(page, port: port)
        server.didRebuild()
        #expect(page.read(through: "event: reload\n") == "event: reload\n")
    }

    @Test func everyOpenPageHearsTheRebuild() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let pages = try (0..<5).map { _ in try TestClient(port: port) }
        for page in pages { _ = try listen(page, port: port) }
        #expect(server.liveReloadClientCount == 5)
        server.didRebuild()
        #expect(pages.allSatisfy { $0.read(through: "event: reload\n") != nil })
    }

    @Test func failedBuildSendsTheDiagnosticsToOpenPages() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let page = try TestClient(port: port)
        _ = try listen(page, port: port)
        server.buildFailed(message: "Content/post.md:3:8: error: unclosed quote\ntitle: \"Hello\n       ^")
        let event = page.read(through: "^\n\n")
        #expect(event == """
            event: build-error
            data: Content/post.md:3:8: error: unclosed quote
            data: title: "Hello
            data:        ^


            """)
    }

    @Test func pageOpenedWhileTheLastBuildFailedGetsTheErrorAtOnce() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        server.buildFailed(message: "Templates/page.html:2:5: error: unknown tag 'iff'")
        let page = try TestClient(port: port)
        _ = try listen(page, port: port)
        #expect(page.read(through: "\n\n") == "event: build-error\ndata: Templates/page.html:2:5: error: unknown tag 'iff'\n\n")
    }

    @Test func goodBuildAfterAFailureClearsTheError() throws {
        let (server, port) = try startServer(heartbeat: .milliseconds(200))
        defer { server.stop() }
        server.buildFailed(message: "Content/a.md:1:1: error: x")
        server.didRebuild()
        let page = try TestClient(port: port)
        _ = try listen(page, port: port)
        #expect(page.read(through: ": keep-alive\n\n") == ": keep-alive\n\n")
    }

    @Test func everyResponseNamesTheBuildItWasServedFrom() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        server.didRebuild()
        let build = try listen(try TestClient(port: port), port: port)
        let page = try TestClient(port: port).get("/", port: port)
        #expect(page?[header: "Server-Timing"] == "sitegen-build;desc=\"\(build)\"")
    }

    @Test func helloNamesTheBuildSoAReconnectedPageKnowsItMissedOne() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let before = try listen(try TestClient(port: port), port: port)
        server.didRebuild()
        let after = try listen(try TestClient(port: port), port: port)
        #expect(before != after)
        #expect(try listen(try TestClient(port: port), port: port) == after)
    }

    /// The heartbeat would come only after the safety timeout: the page must leave before it.
    @Test func closedPagesLeaveAtOnceNotAtTheNextHeartbeat() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        do {
            let page = try TestClient(port: port)
            _ = try listen(page, port: port)
            #expect(server.liveReloadClientCount == 1)
        }
        #expect(aPageLeaves())
        #expect(server.liveReloadClientCount == 0)
    }

    @Test func pagesThatReloadedLeaveAtTheNextEvent() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        do {
            let page = try TestClient(port: port)
            _ = try listen(page, port: port)
        }
        let current = try TestClient(port: port)
        _ = try listen(current, port: port)
        server.didRebuild()
        #expect(current.read(through: "event: reload\n") != nil)
        #expect(aPageLeaves())
        #expect(server.liveReloadClientCount == 1)
    }

    @Test func editingAWatchedFileReachesTheBrowser() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        site.folder.write("Content/post.md", "# Draft")
        let watcher = FileWatcher(paths: [site.folder.path(to: "Content")], interval: .milliseconds(20), debounce: .milliseconds(20)) { _ in
            server.didRebuild()
        }
        watcher.start()
        defer { watcher.stop() }
        let page = try TestClient(port: port)
        _ = try listen(page, port: port)
        site.folder.write("Content/post.md", "# Published")
        #expect(page.read(through: "event: reload\n") != nil)
    }
}
