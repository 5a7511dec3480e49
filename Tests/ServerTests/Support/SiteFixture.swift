import Foundation
import TestSupport
@testable import Server

/// A small built site next to a folder it must never leak:
///
///     site/  index.html  style.css  data.bin (bytes 0–99)  404.html
///            docs/index.html  docs/guide.html  evil.example/x/index.html  empty/
///            .env  .git/config  nested/.hidden/file.txt
///            alias.html → index.html   dotlink → .env
///            leak → ../outside/secret.txt   leak-dir → ../outside
///     outside/secret.txt
final class SiteFixture: Sendable {
    let folder = TemporaryDirectory()
    static let secret = "TOP SECRET"
    static let home = "<!doctype html><html><body><h1>Home</h1></body></html>"
    /// data.bin's modification time: Tue, 14 Nov 2023 22:13:20 GMT.
    static let dataModified = 1_700_000_000

    var root: String { folder.path(to: "site") }

    init(notFoundPage: Bool = true) {
        folder.write("site/index.html", Self.home)
        folder.write("site/style.css", "body { color: red }")
        folder.write("site/data.bin", bytes: Array(0..<100))
        folder.setModificationDate("site/data.bin", Date(timeIntervalSince1970: TimeInterval(Self.dataModified)))
        if notFoundPage { folder.write("site/404.html", "<html><body>Lost?</body></html>") }
        folder.write("site/docs/index.html", "<html><body>Docs</body></html>")
        folder.write("site/docs/guide.html", "<html><body>Guide</body></html>")
        folder.write("site/evil.example/x/index.html", "<p>x</p>")
        folder.makeFolder("site/empty")
        folder.write("site/.env", Self.secret)
        folder.write("site/.git/config", Self.secret)
        folder.write("site/nested/.hidden/file.txt", Self.secret)
        folder.link("site/alias.html", to: "index.html")
        folder.link("site/dotlink", to: ".env")
        folder.write("outside/secret.txt", Self.secret)
        folder.link("site/leak", to: "../outside/secret.txt")
        folder.link("site/leak-dir", to: "../outside")
    }

    func responder(liveReload: Bool = false, host: String = "127.0.0.1", basePath: String = "/") -> Responder {
        Responder(root: root, hostPolicy: HostPolicy(boundHost: host, port: 8000), liveReload: liveReload, basePath: basePath)
    }

    /// The response to `method target` with the Host a browser sends to 127.0.0.1:8000, plus `headers`.
    func respond(_ target: String, method: String = "GET", headers: HTTPHeaders = [:], liveReload: Bool = false, basePath: String = "/") -> HTTPResponse {
        var all = headers
        if headers["Host"] == nil { all.add("Host", "127.0.0.1:8000") }
        return responder(liveReload: liveReload, basePath: basePath).respond(to: HTTPRequest(method: method, target: target, headers: all))
    }
}

extension HTTPResponse {
    var code: Int { status.code }
    var text: String { String(decoding: body.readAll(), as: UTF8.self) }
}
