import Core
import Foundation
import TestSupport
import Testing
@testable import Server

/// The server on a real socket: an ephemeral port on 127.0.0.1, read back after binding.
@Suite struct PreviewServerTests {
    let site = SiteFixture()

    /// A server on a free port. Its timeouts come after the safety timeout unless a test gives its own,
    /// so that a busy machine never sees one pass in the middle of a test.
    private func startServer(
        liveReload: Bool = true,
        idleTimeout: Duration = .safetyTimeout * 2,
        headerTimeout: Duration = .safetyTimeout * 2,
        heartbeat: Duration = .safetyTimeout * 2
    ) throws -> (PreviewServer, Int) {
        let server = PreviewServer(PreviewServer.Configuration(
            root: site.root, port: 0, liveReload: liveReload, quiet: true,
            idleTimeout: idleTimeout, headerTimeout: headerTimeout, heartbeatInterval: heartbeat), log: .silent)
        let url = try server.start()
        return (server, try #require(url.port))
    }

    @Test func startReturnsTheURLWithTheBoundPort() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        #expect(port > 0)
        #expect(server.url?.absoluteString == "http://127.0.0.1:\(port)/")
    }

    @Test func printsWhereItServes() throws {
        let lines = Locked<[String]>([])
        let server = PreviewServer(PreviewServer.Configuration(root: site.root, displayName: "Public/", port: 0),
                                   log: ServerLog(info: { line in lines.withLock { $0.append(line) } }, warning: { _ in }))
        let url = try server.start()
        server.stop()
        #expect(lines.withLock { $0 } == [
            "Serving Public/ at \(url.absoluteString) — press Ctrl-C to stop",
            "Appearances side by side at \(url.absoluteString)_sitegen/appearances",
        ])
    }

    @Test func warnsWhenTheSiteIsVisibleOnTheNetwork() throws {
        let warnings = Locked<[String]>([])
        let server = PreviewServer(PreviewServer.Configuration(root: site.root, host: "0.0.0.0", port: 0, quiet: true),
                                   log: ServerLog(info: { _ in }, warning: { line in warnings.withLock { $0.append(line) } }))
        let url = try server.start()
        server.stop()
        #expect(warnings.withLock { $0 } == ["warning: the site is visible on the network: 0.0.0.0 accepts connections from other machines"])
        #expect(url.host == "127.0.0.1")
    }

    @Test(arguments: [("127.0.0.1", "http://127.0.0.1:8000/"), ("localhost", "http://localhost:8000/"), ("::1", "http://[::1]:8000/"),
                      ("0.0.0.0", "http://127.0.0.1:8000/"), ("::", "http://[::1]:8000/"), ("192.168.1.20", "http://192.168.1.20:8000/")])
    func urlIsOneABrowserOnThisMachineCanOpen(host: String, url: String) {
        #expect(PreviewServer.url(host: host, port: 8000).absoluteString == url)
    }

    @Test func busyPortIsAnErrorWhenNoOtherPortMayBeUsed() throws {
        let (first, port) = try startServer()
        defer { first.stop() }
        let second = PreviewServer(PreviewServer.Configuration(root: site.root, port: port, usesNextFreePort: false), log: .silent)
        #expect(throws: ServerError.portInUse(host: "127.0.0.1", ports: port...port)) { try second.start() }
    }

    @Test func startingTwiceIsAnError() throws {
        let (server, _) = try startServer()
        defer { server.stop() }
        #expect(throws: ServerError.alreadyStarted) { try server.start() }
    }

    @Test func serverThatFailedToBindCanStartOnceThePortIsFree() throws {
        let (first, port) = try startServer()
        let second = PreviewServer(PreviewServer.Configuration(root: site.root, port: port, usesNextFreePort: false), log: .silent)
        #expect(throws: ServerError.self) { try second.start() }
        first.stop()
        #expect(try second.start().port == port)
        second.stop()
    }

    @Test func busyPortMovesToTheNextFreePortAndSaysSo() throws {
        let (first, port) = try startServer()
        defer { first.stop() }
        let warnings = Locked<[String]>([])
        let second = PreviewServer(PreviewServer.Configuration(root: site.root, port: port, quiet: true),
                                   log: ServerLog(info: { _ in }, warning: { line in warnings.withLock { $0.append(line) } }))
        let url = try second.start()
        defer { second.stop() }
        let secondPort = try #require(url.port)
        #expect(secondPort > port)
        #expect(warnings.withLock { $0 } == ["port \(port) is in use; serving on port \(secondPort) instead"])
    }

    @Test func injectedScriptIsInTheResponseButNotOnDisk() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let response = try #require(try TestClient(port: port).get("/", port: port))
        #expect(response.status == 200)
        #expect(response.text.contains(LiveReloadScript.tag))
        #expect(site.folder.read("site/index.html") == SiteFixture.home)
    }

    @Test func keepAliveAnswersSeveralRequestsOnOneConnection() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let client = try TestClient(port: port)
        let head = try #require(client.get("/data.bin", port: port, method: "HEAD"))
        #expect(head[header: "Connection"] == "keep-alive")
        #expect(head[header: "Content-Length"] == "100")
        #expect(client.get("/data.bin", port: port)?.body == Array(0..<100))
        #expect(client.get("/style.css", port: port)?.text == "body { color: red }")
        #expect(client.get("/nowhere", port: port)?.status == 404)
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let (server, port) = try startServer(liveReload: false)
        defer { server.stop() }
        let client = try TestClient(port: port)
        client.send(["/style.css", "/docs/", "/"].map { "GET \($0) HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n" }.joined())
        #expect(client.readResponse()?.text == "body { color: red }")
        #expect(client.readResponse()?.text == "<html><body>Docs</body></html>")
        #expect(client.readResponse()?.text == SiteFixture.home)
    }

    @Test func connectionCloseIsHonoured() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let client = try TestClient(port: port)
        let response = try #require(client.get("/style.css", port: port, extra: "Connection: close\r\n"))
        #expect(response[header: "Connection"] == "close")
        #expect(client.isClosedByServer)
    }

    @Test func largeFileArrivesWhole() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1_048_576).map { _ in UInt8.random(in: 0...255, using: &generator) }
        site.folder.write("site/video.mp4", bytes: bytes)
        let (server, port) = try startServer()
        defer { server.stop() }
        let response = try #require(try TestClient(port: port).get("/video.mp4", port: port))
        #expect(response[header: "Content-Type"] == "video/mp4")
        #expect(response.body == bytes)
        let seek = try #require(try TestClient(port: port).get("/video.mp4", port: port, extra: "Range: bytes=1000000-\r\n"))
        #expect(seek.status == 206)
        #expect(seek.body == Array(bytes[1_000_000...]))
    }

    @Test func serves200ConcurrentConnections() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let clients = try (0..<200).map { _ in try TestClient(port: port) }
        for client in clients {
            client.send("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        }
        let answered = clients.filter { $0.readResponse()?.text == "body { color: red }" }.count
        #expect(answered == 200)
    }

    /// The timeouts come after the safety timeout: a request waiting behind the silent or trickling
    /// connections would not be answered in time.
    @Test func silentAndTricklingClientsDoNotHoldUpOthers() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let silent = try TestClient(port: port)
        let trickler = try TestClient(port: port)
        trickler.send("GET / HTTP/1.1\r\n")
        trickler.send("X-Slow: 1\r\n")
        #expect(try TestClient(port: port).get("/style.css", port: port)?.status == 200)
        withExtendedLifetime(silent) {}
    }

    @Test func aSilentConnectionIsClosedWithoutAnswerOnceIdle() throws {
        let (server, port) = try startServer(idleTimeout: .milliseconds(50))
        defer { server.stop() }
        #expect(try TestClient(port: port).readUntilClosedByServer() == [])
    }

    /// A head must be whole before the header timeout, however it trickles in (`RequestDeadlineTests`).
    @Test func aHeadStillUnfinishedAtTheHeaderTimeoutGets408() throws {
        let (server, port) = try startServer(headerTimeout: .milliseconds(50))
        defer { server.stop() }
        let trickler = try TestClient(port: port)
        trickler.send("GET / HTTP/1.1\r\nX-Slow: 1\r\n")
        let response = try #require(trickler.readResponse())
        #expect(response.status == 408)
        #expect(response[header: "Connection"] == "close")
        #expect(trickler.isClosedByServer)
        #expect(try TestClient(port: port).get("/style.css", port: port)?.status == 200, "the server goes on")
    }

    @Test(arguments: [
        "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 17_000) + "\r\n\r\n",
        "GET / HTTP/1.1\r\n" + String(repeating: "X-A: 1\r\n", count: 150) + "\r\n",
        "\u{0}\u{1}\u{2}garbage\r\n\r\n",
        "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
    ])
    func badRequestsAreAnsweredAndTheServerGoesOn(request: String) throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let client = try TestClient(port: port)
        client.send(request)
        let response = try #require(client.readResponse())
        #expect([400, 414, 431, 505].contains(response.status))
        #expect(response[header: "Connection"] == "close")
        #expect(client.isClosedByServer)
        #expect(try TestClient(port: port).get("/", port: port)?.status == 200)
    }

    @Test func postWithABodyGets405AndTheConnectionCloses() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let client = try TestClient(port: port)
        client.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 5\r\n\r\nhello")
        let response = try #require(client.readResponse())
        #expect(response.status == 405)
        #expect(response[header: "Allow"] == "GET, HEAD")
        #expect(client.isClosedByServer)
    }

    @Test func rebindingHostIsRefusedOnTheSocketToo() throws {
        let (server, port) = try startServer()
        defer { server.stop() }
        let client = try TestClient(port: port)
        client.send("GET /_sitegen/events HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n")
        #expect(client.readResponse()?.status == 421)
    }

    /// The idle timeout and the heartbeat come only after the safety timeout: stop must not wait for them.
    @Test func stopEndsOpenConnectionsAndStreamsAtOnce() throws {
        let (server, port) = try startServer()
        let idle = try TestClient(port: port)
        #expect(idle.get("/", port: port)?.status == 200)
        let events = try TestClient(port: port)
        events.send("GET /_sitegen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(events.read(through: "event: hello") != nil)
        server.stop()
        #expect(idle.isClosedByServer)
        #expect(events.isClosedByServer)
        #expect(throws: TestClient.Failure.self) { try TestClient(port: port) }
    }
}

/// The signal pipe is one per process, so these run one at a time.
@Suite(.serialized) struct PreviewServerInterruptTests {
    let site = SiteFixture()

    private func startServer() throws -> (PreviewServer, Int) {
        let server = PreviewServer(PreviewServer.Configuration(root: site.root, port: 0, quiet: true), log: .silent)
        return (server, try #require(try server.start().port))
    }

    @Test func runUntilInterruptedReturnsAfterTheSignalWithTheServerStopped() throws {
        // The test process ignores SIGUSR2 throughout, so a late signal cannot end it.
        signal(SIGUSR2, SIG_IGN)
        let (server, port) = try startServer()
        let returned = DispatchSemaphore(value: 0)
        let thread = Thread {
            server.runUntilInterrupted(by: [SIGUSR2]) { kill(getpid(), SIGUSR2) }
            returned.signal()
        }
        thread.start()
        #expect(returned.waitWithinSafetyTimeout())
        #expect(server.url == nil)
        #expect(throws: TestClient.Failure.self) { try TestClient(port: port) }
    }

    @Test func runUntilInterruptedReturnsWhenStoppedElsewhere() throws {
        let (server, _) = try startServer()
        let listening = DispatchSemaphore(value: 0), returned = DispatchSemaphore(value: 0)
        let thread = Thread {
            server.runUntilInterrupted(by: [SIGUSR2]) { listening.signal() }
            returned.signal()
        }
        thread.start()
        #expect(listening.waitWithinSafetyTimeout())
        server.stop()
        #expect(returned.waitWithinSafetyTimeout())
    }
}
