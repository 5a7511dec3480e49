import Core
import Foundation

/// The `swift` command that `sitegen docs` runs to read the package and build its modules; tests give a
/// script in its place.
public struct Toolchain: Sendable {
    /// The `swift` executable.
    public var swift: String

    /// A toolchain whose `swift` is at `swift`.
    public init(swift: String) {
        self.swift = swift
    }

    /// The first `swift` on `searchPath` (the `PATH` variable's value), or nil.
    public static func find(onSearchPath searchPath: String?) -> Toolchain? {
        for folder in (searchPath ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return Toolchain(swift: candidate) }
        }
        return nil
    }

    /// Runs `swift arguments` in `directory` and returns what it printed on standard output.
    /// - Throws: when it cannot start or exits with a status other than 0, with all it printed.
    func run(_ arguments: [String], in directory: String) throws(ToolchainFailure) -> String {
        guard FileManager.default.isExecutableFile(atPath: swift) else {
            throw ToolchainFailure(command: [swift] + arguments, output: "", problem: "could not be started: \(swift) is not an executable file")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ToolchainFailure(command: [swift] + arguments, output: "", problem: "could not be started: \(error.localizedDescription)")
        }
        // Both pipes are read to their end before waiting, one on a thread of its own: a child that fills either
        // pipe would otherwise wait for us forever. Not on a Dispatch queue, whose few threads may all be busy
        // waiting for something else in a program that runs many things at once (the test suite: 4 minutes).
        let errorText = Locked("")
        let errorsRead = DispatchSemaphore(value: 0)
        Thread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = String(decoding: data, as: UTF8.self) }
            errorsRead.signal()
        }.start()
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        errorsRead.wait()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            let problem = process.terminationReason == .exit ? "exited with status \(status)" : "was ended by signal \(status)"
            throw ToolchainFailure(command: [swift] + arguments, output: outputText + errorText.withLock { $0 }, problem: problem)
        }
        return outputText
    }
}

/// A toolchain command that failed: the command line, what went wrong, and the end of what it printed.
public struct ToolchainFailure: Error, CustomStringConvertible {
    /// How many lines of the command's output the message quotes.
    static let quotedLineCount = 20

    /// The command line, the executable first.
    public var command: [String]
    /// What it printed: standard output, then standard error.
    public var output: String
    /// What went wrong: `exited with status 1`.
    public var problem: String

    /// `'swift build' exited with status 1`, the whole command line on the next line, then the last lines the
    /// command printed (the compiler's errors, in clang's form), without the build's progress lines.
    public var description: String {
        let name = ([(command[0] as NSString).lastPathComponent] + command.dropFirst().prefix { !$0.hasPrefix("-") }).joined(separator: " ")
        var text = "'\(name)' \(problem)\ncommand: \(command.map(Self.quoted).joined(separator: " "))"
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).filter { !Self.isProgress($0) }
        let quoted = lines.suffix(Self.quotedLineCount)
        guard !quoted.isEmpty else { return text }
        text += quoted.count < lines.count ? "\nthe last \(quoted.count) lines of its output:\n" : "\nits output:\n"
        return text + quoted.joined(separator: "\n")
    }

    /// A line such as `[12/59] Compiling ArgumentParser Errors.swift`.
    private static func isProgress(_ line: Substring) -> Bool {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return false }
        return line[line.index(after: line.startIndex)..<close].allSatisfy { $0.isNumber || $0 == "/" }
    }

    private static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
