/// Why the preview server could not start, worded for the person who ran `sitegen serve`.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another program listens on the port (and, when trying further ports, on those too).
    case portInUse(host: String, ports: ClosedRange<Int>)
    /// The port needs privileges (ports below 1024 on most systems).
    case permissionDenied(host: String, port: Int)
    /// The host name does not resolve, or names no address of this machine.
    case unknownHost(String, reason: String)
    /// Any other system call failure.
    case system(call: String, errorNumber: Int32, reason: String)
    /// `start()` was called on a server that is running or has stopped.
    case alreadyStarted

    /// The message for the user, without an `error:` prefix.
    public var description: String {
        switch self {
        case .portInUse(let host, let ports) where ports.count == 1:
            "port \(ports.lowerBound) on \(host) is already in use (is another 'sitegen serve' running?); choose another with --port"
        case .portInUse(let host, let ports):
            "ports \(ports.lowerBound)–\(ports.upperBound) on \(host) are all in use; choose another with --port"
        case .permissionDenied(let host, let port):
            "not allowed to listen on port \(port) of \(host) (ports below 1024 need privileges); choose another with --port"
        case .unknownHost(let host, let reason):
            "cannot listen on '\(host)': \(reason)"
        case .system(let call, let errorNumber, let reason):
            "\(call) failed: \(reason) (errno \(errorNumber))"
        case .alreadyStarted:
            "the server has already been started"
        }
    }
}
