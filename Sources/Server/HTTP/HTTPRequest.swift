/// One parsed request head. The preview server never reads request bodies:
/// a request that has one is answered and its connection closed.
struct HTTPRequest: Sendable, Equatable {
    enum Version: String, Sendable {
        case http1_0 = "HTTP/1.0"
        case http1_1 = "HTTP/1.1"
    }

    var method: String
    /// The request target exactly as sent (origin-form `/path?query` or absolute-form).
    var target: String
    var version: Version
    var headers: HTTPHeaders
    /// Whether a body follows the head (`Content-Length` above zero or `Transfer-Encoding`).
    var hasBody = false

    init(method: String, target: String, version: Version = .http1_1, headers: HTTPHeaders = [:], hasBody: Bool = false) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.hasBody = hasBody
    }

    /// Whether the client wants the connection kept open after the response.
    var wantsKeepAlive: Bool {
        switch version {
        case .http1_1: !headers.lists("Connection", token: "close")
        case .http1_0: headers.lists("Connection", token: "keep-alive")
        }
    }
}
