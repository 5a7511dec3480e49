import Foundation
import TestSupport
@testable import Server

/// A raw HTTP client over one TCP connection to 127.0.0.1, so live tests
/// control every byte sent and see every byte received.
final class TestClient {
    let descriptor: Int32
    private var pending: [UInt8] = []

    struct Response {
        let status: Int
        let headers: [String: String]
        let body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        subscript(header name: String) -> String? { headers[name.lowercased()] }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port: Int) throws {
        // Connected before `self` exists: a throwing initializer that had set every
        // property would run `deinit`, closing a descriptor number another test may own by then.
        descriptor = try Self.connect(port: port)
    }

    private static func connect(port: Int) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = SocketSystem.streamType
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("127.0.0.1", String(port), &hints, &list) == 0, let address = list else {
            throw Failure(description: "getaddrinfo failed")
        }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        SocketSystem.suppressSIGPIPE(descriptor)
        guard Foundation.connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            let error = errno
            close(descriptor)
            throw Failure(description: "connect failed: errno \(error)")
        }
        return descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends bytes as they are; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        send(bytes: Array(text.utf8))
    }

    @discardableResult
    func send(bytes: [UInt8]) -> Bool {
        ClientSocket(descriptor: descriptor).send(bytes)
    }

    /// `GET path` with the Host header a browser on the bound address sends.
    func get(_ path: String, port: Int, method: String = "GET", extra: String = "") -> Response? {
        send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)\r\n")
        return readResponse(bodyless: method == "HEAD")
    }

    /// Reads one response; a body is read by its `Content-Length`, or to the end when it has none.
    /// nil when the server closes the connection first (or hangs past the safety timeout).
    func readResponse(bodyless: Bool = false) -> Response? {
        let deadline = ContinuousClock.now + .safetyTimeout
        guard let headEnd = fill(until: deadline, { Self.find([13, 10, 13, 10], in: $0) }) else { return nil }
        let head = String(decoding: pending[..<headEnd], as: UTF8.self)
        pending.removeFirst(headEnd + 4)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body: [UInt8] = []
        if !bodyless, status != 304 {
            if let length = headers["content-length"].flatMap(Int.init) {
                guard fill(until: deadline, { $0.count >= length ? length : nil }) != nil else { return nil }
                body = Array(pending[..<length])
                pending.removeFirst(length)
            } else {
                body = readToEnd(until: deadline)
            }
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// Everything the server sends until it closes the connection (or `deadline`).
    func readToEnd(until deadline: ContinuousClock.Instant) -> [UInt8] {
        _ = fill(until: deadline) { _ in nil }
        defer { pending.removeAll() }
        return pending
    }

    /// Reads until `text` has arrived; everything read up to and including it, or nil when the server
    /// closes the connection first (or hangs past the safety timeout).
    func read(through text: String) -> String? {
        let marker = Array(text.utf8)
        guard let start = fill(until: ContinuousClock.now + .safetyTimeout, { Self.find(marker, in: $0) }) else { return nil }
        let end = start + marker.count
        defer { pending.removeFirst(end) }
        return String(decoding: pending[..<end], as: UTF8.self)
    }

    /// Reads until the server closes the connection: what it sent meanwhile, or nil when it kept the
    /// connection open past the safety timeout.
    func readUntilClosedByServer() -> [UInt8]? {
        let deadline = ContinuousClock.now + .safetyTimeout
        let received = readToEnd(until: deadline)
        return ContinuousClock.now < deadline ? received : nil
    }

    /// Whether the server closes the connection (within the safety timeout), whatever it sends first.
    var isClosedByServer: Bool {
        readUntilClosedByServer() != nil
    }

    /// Receives until `done` finds what it wants in the bytes so far.
    private func fill(until deadline: ContinuousClock.Instant, _ done: ([UInt8]) -> Int?) -> Int? {
        let socket = ClientSocket(descriptor: descriptor)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            if let found = done(pending) { return found }
            guard case .bytes(let count) = socket.receive(into: buffer, until: deadline) else { return nil }
            pending.append(contentsOf: buffer.prefix(count))
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
