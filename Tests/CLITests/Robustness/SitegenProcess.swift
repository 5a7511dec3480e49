import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `sitegen` binary (built with the tests) run as a separate process, for what only a
/// process shows: being killed, racing another process, running without permissions or space.
struct SitegenProcess {
    /// The folder SwiftPM builds the products into.
    static let productsDirectory: URL = {
        #if canImport(Darwin)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
        #else
        return Bundle.main.bundleURL
        #endif
    }()

    static var executable: String { productsDirectory.appendingPathComponent("sitegen").path }

    /// A copy of sitegen in a temporary folder that every user can reach and run, removed with it.
    struct ReachableCopy {
        let folder: TemporaryDirectory
        let executable: String
    }

    /// Copies sitegen where another user can run it: the build folder may be inside a private one.
    static func copyReachableByAnyone() throws -> ReachableCopy {
        let folder = TemporaryDirectory()
        let copy = folder.path(to: "sitegen")
        try FileManager.default.copyItem(atPath: executable, toPath: copy)
        chmod(folder.path, 0o755)
        chmod(copy, 0o755)
        return ReachableCopy(folder: folder, executable: copy)
    }

    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `sitegen ARGUMENTS`, or `launcher + [sitegen] + ARGUMENTS` (a shell setting limits, `setpriv`);
    /// `executable` is a copy of sitegen to run instead of the one built with the tests.
    init(_ arguments: [String], launcher: [String] = [], executable: String = Self.executable) throws {
        let command = launcher + [executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = output
        process.standardError = errors
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
    }

    /// Runs to the end: the exit status (negative: killed by that signal), standard output and standard error.
    static func run(_ arguments: [String], launcher: [String] = [], executable: String = Self.executable) throws -> (status: Int32, output: String, error: String) {
        let running = try SitegenProcess(arguments, launcher: launcher, executable: executable)
        return running.wait()
    }

    /// Waits for the process to end by itself; false when it still ran after the safety timeout.
    func endsByItself() -> Bool {
        exited.waitWithinSafetyTimeout()
    }

    func wait() -> (status: Int32, output: String, error: String) {
        // Read before waiting: a full pipe would block the child.
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return (status, outputText, errorText)
    }

    /// Reads standard output until a line holds `text`, and returns that line (nil when output ends first).
    func outputLine(containing text: String) -> String? {
        var received = ""
        while true {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { return nil }
            received += String(decoding: data, as: UTF8.self)
            if let line = received.split(separator: "\n").first(where: { $0.contains(text) }) { return String(line) }
        }
    }

    func kill(_ signal: Int32) {
        _ = Foundation.kill(process.processIdentifier, signal)
    }
}
