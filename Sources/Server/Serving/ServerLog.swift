import Foundation

/// Where the server's messages go: the banner and request errors to `info`,
/// things the user must not miss (a busy port, a site visible on the network) to `warning`.
public struct ServerLog: Sendable {
    /// Receives ordinary messages, one line each.
    public var info: @Sendable (String) -> Void
    /// Receives warnings, one line each.
    public var warning: @Sendable (String) -> Void

    /// Creates a log from two line handlers.
    public init(info: @escaping @Sendable (String) -> Void, warning: @escaping @Sendable (String) -> Void) {
        self.info = info
        self.warning = warning
    }

    /// Messages to standard output, warnings to standard error.
    public static let standard = ServerLog(
        info: { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) },
        warning: { FileHandle.standardError.write(Data("\($0)\n".utf8)) })

    /// Drops everything.
    static let silent = ServerLog(info: { _ in }, warning: { _ in })
}
