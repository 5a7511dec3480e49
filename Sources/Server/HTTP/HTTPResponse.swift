/// A response as the request → response core decides it; the connection adds
/// the fields that belong to the connection (`Date`, `Connection`) when it writes it.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case none
        case bytes([UInt8])
        /// `range` of an open file, read while the response is written.
        case file(OpenFile, range: Range<Int>)
        /// A Server-Sent Events stream that stays open; the connection feeds it.
        case eventStream
    }

    var status: HTTPStatus
    var headers: HTTPHeaders
    var body: Body

    /// A response whose `Content-Length` matches `body`.
    init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Body = .none) {
        self.status = status
        self.headers = headers
        self.body = body
        self.headers.remove("Content-Length")
        if !status.forbidsBody, let length = body.length {
            self.headers.add("Content-Length", String(length))
        }
    }

    /// A short plain-text response for errors and refusals.
    static func text(_ status: HTTPStatus, _ message: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers.add("Content-Type", "text/plain; charset=utf-8")
        headers.add("Cache-Control", "no-cache")
        return HTTPResponse(status: status, headers: headers, body: .bytes(Array("\(status): \(message)\n".utf8)))
    }

    /// The same response without its body, as a `HEAD` request gets it: every field stays.
    var withoutBody: HTTPResponse {
        var copy = self
        copy.body = .none
        return copy
    }

    /// The status line and header fields, then the empty line.
    func head(extraHeaders: HTTPHeaders) -> [UInt8] {
        var text = "HTTP/1.1 \(status)\r\n"
        for field in headers.fields + extraHeaders.fields {
            text += "\(field.name): \(field.value)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }
}

extension HTTPResponse.Body {
    /// The number of body bytes, or nil for a stream.
    var length: Int? {
        switch self {
        case .none: 0
        case .bytes(let bytes): bytes.count
        case .file(_, let range): range.count
        case .eventStream: nil
        }
    }

    /// The bytes of the body, read from the file when it is one; for tests and small bodies.
    func readAll() -> [UInt8] {
        switch self {
        case .none, .eventStream: []
        case .bytes(let bytes): bytes
        case .file(let file, let range): file.read(range)
        }
    }
}
