#if canImport(Darwin)
import Darwin

/// What differs in Darwin's socket API.
enum SocketSystem {
    static let streamType = SOCK_STREAM

    /// Plain `send`: SIGPIPE is suppressed per socket by `suppressSIGPIPE`.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.send(descriptor, bytes, count, 0)
    }

    /// Darwin has no `MSG_NOSIGNAL` for `send`; the socket option does the same.
    static func suppressSIGPIPE(_ descriptor: Int32) {
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
}
#endif
