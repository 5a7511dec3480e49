/// One event of the `/_sitegen/events` stream (the `text/event-stream` format).
struct ServerSentEvent: Sendable, Equatable {
    let name: String
    let data: String

    static func hello(build: String) -> ServerSentEvent { ServerSentEvent(name: "hello", data: build) }
    static func reload(build: String) -> ServerSentEvent { ServerSentEvent(name: "reload", data: build) }
    static func buildError(_ message: String) -> ServerSentEvent { ServerSentEvent(name: "build-error", data: message) }

    /// `event:` then one `data:` line per line of the data, then a blank line; the
    /// browser joins the data lines with `\n`, so the text arrives as it was sent.
    var encoded: String {
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return "event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
    }

    /// Sent first on every stream: reconnect one second after the server goes away.
    static let retry = "retry: 1000\n\n"
    /// A comment that keeps the stream alive and finds connections that vanished without closing.
    static let heartbeat = ": keep-alive\n\n"
}
