import Foundation

/// A program on PATH that a test drives as a user would (`git init`, `git status`).
public enum ExternalCommand {
    /// Runs `arguments` in `folder` and returns its standard output; throws when it exits non-zero.
    @discardableResult
    public static func run(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(arguments: arguments) }
        return String(decoding: data, as: UTF8.self)
    }

    public struct Failure: Error {
        public let arguments: [String]
    }
}
