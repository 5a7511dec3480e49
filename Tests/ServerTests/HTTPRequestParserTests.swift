import Testing
@testable import Server

@Suite struct HTTPRequestParserTests {
    private func parse(_ text: String) -> HTTPRequestParser.Outcome {
        var parser = HTTPRequestParser()
        return parser.parse(Array(text.utf8))
    }

    private func status(_ text: String) -> Int? {
        if case .invalid(let status, _) = parse(text) { return status.code }
        return nil
    }

    @Test func parsesRequestLineAndHeaderFields() {
        let text = "GET /docs/?q=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  text/html \r\n\r\n"
        let expected = HTTPRequest(method: "GET", target: "/docs/?q=1", version: .http1_1,
                                   headers: ["Host": "127.0.0.1:8000", "Accept": "text/html"])
        #expect(parse(text) == .request(expected, length: text.utf8.count))
    }

    @Test func acceptsBareLineFeedsAndLeadingBlankLines() {
        let text = "\r\n\nHEAD / HTTP/1.0\nHost: x\n\n"
        #expect(parse(text) == .request(HTTPRequest(method: "HEAD", target: "/", version: .http1_0, headers: ["Host": "x"]), length: text.utf8.count))
    }

    @Test func waitsForTheBlankLineThatEndsTheHead() {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
    }

    @Test func leavesPipelinedBytesAfterTheHead() {
        let first = "GET /a HTTP/1.1\r\nHost: x\r\n\r\n"
        guard case .request(let request, let length) = parse(first + "GET /b HTTP/1.1\r\n") else {
            Issue.record("expected a request")
            return
        }
        #expect(request.target == "/a")
        #expect(length == first.utf8.count)
    }

    @Test func findsTheHeadWhenBytesTrickleInOneByOne() {
        let text = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        var parser = HTTPRequestParser()
        var received: [UInt8] = []
        var outcomes: [HTTPRequestParser.Outcome] = []
        for byte in text {
            received.append(byte)
            outcomes.append(parser.parse(received))
        }
        #expect(outcomes.dropLast().allSatisfy { $0 == .incomplete })
        #expect(outcomes.last == .request(HTTPRequest(method: "GET", target: "/", headers: ["Host": "x"]), length: text.count))
    }

    @Test(arguments: [
        ("GET /\r\n\r\n", 400),                                        // no version
        ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),                   // two spaces
        ("GET / HTTP/1.1 \r\nHost: x\r\n\r\n", 400),                   // trailing space
        ("G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),                    // separator in method
        ("GET / HTTPS/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\nHost x\r\n\r\n", 400),                     // no colon
        ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),                   // space before colon
        ("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", 400),         // obsolete line folding
        ("GET / HTTP/1.1\r\nHost: x\ry\r\n\r\n", 400),                 // bare CR in a value
        ("GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", 400),              // NUL in a value
        ("GET /a\u{0}b HTTP/1.1\r\nHost: x\r\n\r\n", 400),             // NUL in the target
        ("GET /caf\u{E9} HTTP/1.1\r\nHost: x\r\n\r\n", 400),           // raw non-ASCII target
        ("GET / HTTP/1.1\r\n\r\n", 400),                               // HTTP/1.1 without Host
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("GET / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
    ])
    func malformedRequestsAreRefused(text: String, expected: Int) {
        #expect(status(text) == expected)
    }

    @Test func requestWithABodyIsMarked() {
        guard case .request(let request, _) = parse("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc") else {
            Issue.record("expected a request")
            return
        }
        #expect(request.hasBody)
    }

    @Test func requestLineOf8KiBIsTooLong() {
        let target = "/" + String(repeating: "a", count: HTTPRequestParser.maximumRequestLineLength)
        #expect(status("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n") == 414)
    }

    @Test func requestLineJustUnder8KiBIsAccepted() {
        let target = "/" + String(repeating: "a", count: HTTPRequestParser.maximumRequestLineLength - 20)
        #expect(status("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n") == nil)
    }

    @Test func tooLongRequestLineIsRefusedBeforeItEnds() {
        #expect(status("GET /" + String(repeating: "a", count: 9000)) == 414)
    }

    @Test func headerFieldsOver16KiBAreTooLarge() {
        let big = String(repeating: "b", count: HTTPRequestParser.maximumHeaderBytes)
        #expect(status("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(big)\r\n\r\n") == 431)
    }

    @Test func moreThan100HeaderFieldsAreTooMany() {
        let fields = (0...HTTPRequestParser.maximumHeaderFields).map { "X-\($0): 1\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: x\r\n\(fields)\r\n") == 431)
    }

    @Test func exactly100HeaderFieldsAreAccepted() {
        let fields = (1..<HTTPRequestParser.maximumHeaderFields).map { "X-\($0): 1\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: x\r\n\(fields)\r\n") == nil)
    }

    @Test func endlessBlankLinesAreRefused() {
        #expect(status(String(repeating: "\r\n", count: 100_000)) == 400)
    }

    @Test func megabyteOfGarbageEndsQuicklyWithAnError() {
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<1_000_000).map { _ in UInt8.random(in: 0x21...0x7E, using: &generator) }
        var parser = HTTPRequestParser()
        #expect(parser.parse(garbage) == .invalid(.uriTooLong, "the request line is longer than 8192 bytes"))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", true),
        ("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", false),
        ("GET / HTTP/1.1\r\nHost: x\r\nConnection: TE, Close\r\n\r\n", false),
        ("GET / HTTP/1.0\r\n\r\n", false),
        ("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", true),
    ])
    func keepAliveFollowsVersionAndConnectionField(text: String, keepsAlive: Bool) {
        guard case .request(let request, _) = parse(text) else {
            Issue.record("expected a request")
            return
        }
        #expect(request.wantsKeepAlive == keepsAlive)
    }
}
