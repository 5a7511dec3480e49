#if canImport(Glibc)
import Glibc

/// What differs in Glibc's socket API.
enum SocketSystem {
    /// Glibc imports `SOCK_STREAM` as an enum case.
    static let streamType = Int32(SOCK_STREAM.rawValue)

    /// `send` that reports a closed peer as an error instead of raising SIGPIPE.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    }

    /// Linux needs no per-socket setting: `send` passes `MSG_NOSIGNAL`.
    static func suppressSIGPIPE(_ descriptor: Int32) {}
}
#endif
