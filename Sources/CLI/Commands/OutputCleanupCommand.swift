import Foundation
import Site

/// The hidden `sitegen __remove-trees PATH…` that a build starts in the background to delete
/// the previous output after the new one is in place, so the user does not wait for it.
/// It removes only sitegen's own temporary trees (OutputCleanup checks name and marker).
enum OutputCleanupCommand {
    static let name = "__remove-trees"

    static func run(_ paths: [String]) -> Int32 {
        for path in paths {
            OutputCleanup.removeTree(path)
        }
        return 0
    }

    /// Starts the background removal; removes in this process when it cannot start one, or when this
    /// process is not `sitegen` itself (the CLI driven from tests).
    static func removeInBackground(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard (executable as NSString).lastPathComponent == "sitegen" else {
            _ = run(paths)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [name] + paths
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            _ = run(paths)
        }
    }
}
