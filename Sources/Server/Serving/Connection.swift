import Foundation

/// One client connection, served on its own thread: read a request head
/// (within the deadlines `RequestDeadline` sets, however slowly it trickles in),
/// answer it, and go on while the client keeps the connection alive. Pipelined
/// requests are answered in order from the bytes already received.
struct Connection {
    let socket: ClientSocket
    let responder: Responder
    let hub: LiveReloadHub
    let timeouts: Timeouts
    let isStopping: @Sendable () -> Bool
    let logResponse: @Sendable (HTTPRequest, HTTPStatus) -> Void

    struct Timeouts: Sendable {
        /// How long an idle connection and a request head being sent may take.
        var request: RequestDeadline.Timeouts
        /// Between two comments on an idle event stream.
        var heartbeat: Duration
    }

    /// Bytes read and written per system call; a file body goes out in pieces this big.
    static let bufferSize = 64 * 1024

    func run() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var received: [UInt8] = []
        while !isStopping() {
            var parser = HTTPRequestParser()
            var outcome = parser.parse(received)
            var deadline = RequestDeadline(timeouts.request, waitingSince: .now, pending: received)
            while outcome == .incomplete {
                switch socket.receive(into: buffer, until: deadline.deadline) {
                case .bytes(let count):
                    deadline.received(buffer.prefix(count), at: .now)
                    received.append(contentsOf: buffer.prefix(count))
                    outcome = parser.parse(received)
                case .closed:
                    return
                case .timedOut:
                    guard deadline.expiry == .slowHead else { return }
                    _ = write(.text(.requestTimeout, "the request head did not arrive in time"), keepAlive: false, buffer: buffer)
                    socket.finish()
                    return
                }
            }
            switch outcome {
            case .incomplete:
                return
            case .invalid(let status, let message):
                _ = write(.text(status, message), keepAlive: false, buffer: buffer)
                socket.finish()
                return
            case .request(let request, let length):
                received.removeFirst(length)
                let response = responder.respond(to: request)
                logResponse(request, response.status)
                if case .eventStream = response.body {
                    stream(response)
                    return
                }
                let keepAlive = request.wantsKeepAlive && !request.hasBody && !isStopping()
                guard write(response, keepAlive: keepAlive, buffer: buffer) else { return }
                guard keepAlive else {
                    socket.finish()
                    return
                }
            }
        }
    }

    /// Sends a response: head and body together in one write when they fit in the buffer.
    private func write(_ response: HTTPResponse, keepAlive: Bool, buffer: UnsafeMutableRawBufferPointer) -> Bool {
        let head = response.head(extraHeaders: connectionHeaders(keepAlive: keepAlive))
        switch response.body {
        case .none, .eventStream:
            return socket.send(head)
        case .bytes(let body):
            return socket.send(head + body)
        case .file(let file, let range):
            var filled = head.count <= buffer.count ? head.withUnsafeBytes { buffer.copyMemory(from: $0); return $0.count } : 0
            if filled == 0, !socket.send(head) { return false }
            var offset = range.lowerBound
            while offset < range.upperBound || filled > 0 {
                let wanted = min(buffer.count - filled, range.upperBound - offset)
                if wanted > 0 {
                    let count = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<(filled + wanted)]), at: offset)
                    // The file shrank under us: the promised length cannot be kept, so end the connection.
                    guard count > 0 else { return false }
                    filled += count
                    offset += count
                }
                guard socket.send(UnsafeRawBufferPointer(rebasing: buffer[..<filled])) else { return false }
                filled = 0
            }
            return true
        }
    }

    /// Feeds an event stream until the page leaves (at once: its socket becomes readable) or the server stops.
    private func stream(_ response: HTTPResponse) {
        guard let subscription = hub.subscribe() else { return }
        defer { hub.unsubscribe(subscription.id) }
        let opening = ServerSentEvent.retry + subscription.initialEvents.map(\.encoded).joined()
        guard socket.send(response.head(extraHeaders: connectionHeaders(keepAlive: false)) + Array(opening.utf8)) else { return }
        while true {
            let text: String
            switch socket.wait(orWakeOn: subscription.mailbox.wakeDescriptor, timeout: timeouts.heartbeat) {
            // A page sends nothing on its stream: a readable socket is the page closing it.
            case .readable:
                return
            case .woken:
                guard let events = subscription.mailbox.take() else { return }
                text = events.map(\.encoded).joined()
            case .timedOut:
                text = ServerSentEvent.heartbeat
            }
            guard socket.send(Array(text.utf8)) else { return }
        }
    }

    private func connectionHeaders(keepAlive: Bool) -> HTTPHeaders {
        var headers: HTTPHeaders = [
            "Date": HTTPDate.format(Int(Date().timeIntervalSince1970)),
            "Server": "sitegen",
            "X-Content-Type-Options": "nosniff",
            "Connection": keepAlive ? "keep-alive" : "close",
        ]
        // Names the build on every response, a 304 included, so a page knows from its first moment
        // which build it shows (live-reload.js reads it through the Navigation Timing API).
        if responder.liveReload { headers.add("Server-Timing", "sitegen-build;desc=\"\(hub.currentBuild)\"") }
        return headers
    }
}
