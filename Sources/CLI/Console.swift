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
        write(text, to: .standardOutput)
    }

    public func error(_ text: String) {
        write(text, to: .standardError)
    }

    /// Writes the string's own UTF-8 storage: `sitegen markdown` prints megabytes at once.
    private func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data($0)) }
    }
}
