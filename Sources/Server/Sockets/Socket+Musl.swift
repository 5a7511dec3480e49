#if canImport(Musl)
import Musl

/// What differs in Musl's socket API.
enum SocketSystem {
    /// Musl defines `SOCK_STREAM` as a plain integer.
    static let streamType = Int32(SOCK_STREAM)

    /// `send` that reports a closed peer as an error instead of raising SIGPIPE.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Musl.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    }

    /// Linux needs no per-socket setting: `send` passes `MSG_NOSIGNAL`.
    static func suppressSIGPIPE(_ descriptor: Int32) {}
}
#endif
