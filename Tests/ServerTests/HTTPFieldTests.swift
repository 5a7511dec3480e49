import Testing
@testable import Server

@Suite struct HTTPDateTests {
    @Test func formatsIMFFixdate() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
    }

    @Test(arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func readsAllThreeFormats(text: String) {
        #expect(HTTPDate.parse(text) == 784_111_777)
    }

    @Test(arguments: ["", "yesterday", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 32 Nov 1994 08:49:37 GMT",
                      "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT"])
    func refusesAnythingElse(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test func roundTripsOverCenturies() {
        for seconds in stride(from: -2_000_000_000, through: 4_000_000_000, by: 86_400 * 397 + 3_907) {
            #expect(HTTPDate.parse(HTTPDate.format(seconds)) == seconds)
        }
    }
}

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("STYLE.CSS", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("feed.xml", "application/xml; charset=utf-8"),
        ("search.json", "application/json"),
        ("logo.svg", "image/svg+xml; charset=utf-8"),
        ("photo.jpeg", "image/jpeg"),
        ("font.woff2", "font/woff2"),
        ("clip.mp4", "video/mp4"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("archive.tar.gz", "application/gzip"),
        ("LICENSE", "application/octet-stream"),
        ("file.unknown", "application/octet-stream"),
    ])
    func contentTypeFollowsTheExtension(name: String, type: String) {
        #expect(MediaType.of(fileNamed: name) == type)
    }
}

@Suite struct HostPolicyTests {
    @Test func loopbackBindingAllowsLoopbackNamesOnly() {
        #expect(HostPolicy(boundHost: "127.0.0.1", port: 8000) == .only(names: ["localhost", "127.0.0.1", "[::1]"], port: 8000))
    }

    @Test func boundIPv6LoopbackIsBracketed() {
        #expect(HostPolicy(boundHost: "::1", port: 80).allows("[::1]"))
    }

    @Test func otherLoopbackAddressIsAllowedByItsName() {
        #expect(HostPolicy(boundHost: "127.0.0.2", port: 9000).allows("127.0.0.2:9000"))
    }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.20", "my-laptop.local"])
    func networkBindingAllowsAnyHost(host: String) {
        #expect(HostPolicy(boundHost: host, port: 8000) == .any)
    }

    @Test func missingHostIsAllowedBecauseBrowsersAlwaysSendOne() {
        #expect(HostPolicy(boundHost: "127.0.0.1", port: 8000).allows(nil))
    }

    @Test func hostWithoutPortMeansPort80() {
        #expect(HostPolicy(boundHost: "127.0.0.1", port: 80).allows("localhost"))
        #expect(!HostPolicy(boundHost: "127.0.0.1", port: 8000).allows("localhost"))
    }
}
