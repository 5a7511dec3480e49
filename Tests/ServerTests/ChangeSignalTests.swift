#if canImport(Glibc)
import Foundation
import Testing
@testable import Server

/// On Linux the watcher sleeps until inotify reports a change in a watched folder.
@Suite struct ChangeSignalTests {
    @Test func reportsAWriteInAWatchedFolderAndNothingOtherwise() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-signal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let signal = try #require(ChangeSignal())
        signal.watch(folder)
        #expect(!signal.wait(milliseconds: 10), "nothing happened yet")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        #expect(signal.wait(milliseconds: 5_000))
        #expect(!signal.wait(milliseconds: 10), "the events were consumed")
    }

    @Test func ignoresFoldersItWasNotAskedToWatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-signal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/watched", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/other", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let signal = try #require(ChangeSignal())
        signal.watch(folder + "/watched")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/other/a.md"))
        #expect(!signal.wait(milliseconds: 200))
    }
}
#endif
