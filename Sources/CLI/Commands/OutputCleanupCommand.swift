import Foundation
import Output
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

    /// Removes the trees as `removal` says; in this process when a background one cannot start.
    static func remove(_ paths: [String], _ removal: TreeRemoval) {
        guard !paths.isEmpty else { return }
        guard case .inBackground(let executable) = removal else {
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
