import Foundation

/// Where commands write: results to standard output, diagnostics and progress to standard error.
/// Tests pass a console that captures both.
public protocol Console: Sendable {
    /// Writes to standard output.
    func output(_ text: String)
    /// Writes to standard error.
    func error(_ text: String)
    /// Writes UTF-8 bytes to standard output.
    func output(utf8 bytes: [UInt8])
}

extension Console {
    /// Writes the bytes as text.
    public func output(utf8 bytes: [UInt8]) {
        output(String(decoding: bytes, as: UTF8.self))
    }
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

    /// Writes the bytes as they are, without making a string of them first.
    public func output(utf8 bytes: [UInt8]) {
        _ = FileDescriptorBytes.writeAll(bytes, to: FileHandle.standardOutput.fileDescriptor)
    }

    /// Writes the string's own UTF-8 storage: `sitegen markdown` prints megabytes at once.
    private func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data($0)) }
    }
}
