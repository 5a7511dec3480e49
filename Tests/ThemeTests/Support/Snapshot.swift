import Foundation
import Testing

/// Compares generated text with a file in Fixtures/Snapshots. Run the tests
/// with `SITEGEN_RECORD_SNAPSHOTS=1` to rewrite the files in the source tree
/// after an intended change, then review the diff.
enum Snapshot {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" }

    /// Tests/ThemeTests in the source tree, where recorded snapshots go.
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func expect(_ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if isRecording {
            let url = testsFolder.appendingPathComponent("Fixtures/Snapshots/\(name)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? Fixtures.text("Snapshots/\(name)") else {
            Issue.record("no snapshot Fixtures/Snapshots/\(name); run with SITEGEN_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from Fixtures/Snapshots/\(name)", sourceLocation: sourceLocation)
    }
}
