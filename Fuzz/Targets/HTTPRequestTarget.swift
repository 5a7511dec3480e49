// libFuzzer target: any bytes as what a client sends on one connection. They are fed to the
// request parser in pieces (sizes taken from the bytes themselves) as a socket delivers them,
// and every complete request is answered by the responder over a small site folder, with and
// without live reload, as the connection does. Besides crashes, hangs and sanitizer reports it
// fails when parsing in pieces decides differently from parsing at once, when a response field
// could split the response (CR, LF or NUL in it), or when a file body reaches past the file.
import Foundation

private let site: String = {
    let root = NSTemporaryDirectory() + "sitegen-fuzz-http-\(getpid())"
    let files = [
        "index.html": "<!doctype html><title>Home</title><p>home</p>",
        "docs/index.html": "<p>docs</p>",
        "docs/a b.html": "<p>space</p>",
        "caf\u{E9}/index.html": "<p>unicode</p>",
        "file.bin": String(repeating: "0123456789", count: 100),
        "404.html": "<p>not found</p>",
        ".hidden": "secret",
    ]
    for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
    }
    try? FileManager.default.createSymbolicLink(atPath: root + "/outside", withDestinationPath: "/etc")
    return root
}()

private let responders = [
    Responder(root: site, hostPolicy: HostPolicy(boundHost: "127.0.0.1", port: 8000), liveReload: true),
    Responder(root: site, hostPolicy: HostPolicy(boundHost: "127.0.0.1", port: 8000), liveReload: false, basePath: "/project/"),
]

private func parseInPieces(_ bytes: [UInt8]) -> HTTPRequestParser.Outcome {
    var parser = HTTPRequestParser()
    var received: [UInt8] = []
    var outcome = HTTPRequestParser.Outcome.incomplete
    var index = 0
    while index < bytes.count, outcome == .incomplete {
        let piece = 1 + Int(bytes[index] % 13)
        received.append(contentsOf: bytes[index..<min(bytes.count, index + piece)])
        index += piece
        outcome = parser.parse(received)
    }
    return outcome
}

private func check(_ response: HTTPResponse) {
    for field in response.head(extraHeaders: [:]).split(separator: UInt8(ascii: "\n")).dropLast() {
        guard field.last == UInt8(ascii: "\r"), !field.dropLast().contains(where: { $0 == UInt8(ascii: "\r") || $0 == 0 }) else {
            fatalError("a response line holds CR, LF or NUL: \(String(decoding: field, as: UTF8.self).debugDescription)")
        }
    }
    if case .file(let file, let range) = response.body {
        guard range.lowerBound >= 0, range.upperBound <= file.status.size else {
            fatalError("the body range \(range) reaches past the file's \(file.status.size) bytes")
        }
        _ = file.read(range)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var received = Array(UnsafeBufferPointer(start: data, count: size))
    // Pipelined requests, as the connection answers them from the bytes already received.
    for _ in 0..<8 {
        var parser = HTTPRequestParser()
        let atOnce = parser.parse(received)
        guard atOnce == parseInPieces(received) else {
            fatalError("parsing in pieces disagrees with parsing at once: \(atOnce) vs \(parseInPieces(received))")
        }
        guard case .request(let request, let length) = atOnce else { return 0 }
        guard length > 0, length <= received.count else { fatalError("request length \(length) of \(received.count) bytes") }
        received.removeFirst(length)
        _ = request.wantsKeepAlive
        for responder in responders {
            check(responder.respond(to: request))
        }
    }
    return 0
}
