import Foundation

/// Where commands write: results to standard output, diagnostics and progress to standard error.
/// Tests pass a console that captures both.
public protocol Console: Sendable {
    /// Writes to standard output.
    func output(_ text: String)
    /// Writes to standard error.
    func error(_ text: String)
}

/// The process's standard output and standard error.
public struct StandardConsole: Console {
    /// Creates the console.
    public init() {}

    public func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
