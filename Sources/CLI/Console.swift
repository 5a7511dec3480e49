import Foundation

/// Where commands write: results to standard output, diagnostics and progress to standard error.
/// Tests pass a console that captures both.
protocol Console: Sendable {
    /// Writes to standard output.
    func output(_ text: String)
    /// Writes to standard error.
    func error(_ text: String)
    /// Writes UTF-8 bytes to standard output.
    func output(utf8 bytes: [UInt8])
    /// Whether standard output is a terminal, where a person reads it rather than a script or a log.
    var isTerminal: Bool { get }
}

extension Console {
    /// Writes the bytes as text.
    func output(utf8 bytes: [UInt8]) {
        output(String(decoding: bytes, as: UTF8.self))
    }

    var isTerminal: Bool { false }
}

/// The process's standard output and standard error.
struct StandardConsole: Console {
    /// Creates the console.
    init() {}

    var isTerminal: Bool {
        isatty(FileHandle.standardOutput.fileDescriptor) == 1
    }

    func output(_ text: String) {
        write(text, to: .standardOutput)
    }

    func error(_ text: String) {
        write(text, to: .standardError)
    }

    /// Writes the bytes as they are, without making a string of them first.
    func output(utf8 bytes: [UInt8]) {
        _ = FileDescriptorBytes.writeAll(bytes, to: FileHandle.standardOutput.fileDescriptor)
    }

    /// Writes the string's own UTF-8 storage: `sitegen markdown` prints megabytes at once.
    private func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data($0)) }
    }
}
