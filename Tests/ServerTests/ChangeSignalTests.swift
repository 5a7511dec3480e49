#if canImport(Glibc)
import Foundation
import TestSupport
import Testing
@testable import Server

/// On Linux the watcher sleeps until inotify reports a change in a watched folder. The kernel queues
/// the event before the write returns, so the signal is asked without waiting.
@Suite struct ChangeSignalTests {
    let folder = TemporaryDirectory()

    @Test func reportsAWriteInAWatchedFolderAndNothingOtherwise() throws {
        let signal = try #require(ChangeSignal())
        signal.watch(folder.path)
        #expect(!signal.wait(milliseconds: 0), "nothing happened yet")
        folder.write("a.md", "x")
        #expect(signal.wait(milliseconds: 0))
        #expect(!signal.wait(milliseconds: 0), "the events were consumed")
    }

    @Test func ignoresFoldersItWasNotAskedToWatch() throws {
        folder.makeFolder("watched")
        folder.makeFolder("other")
        let signal = try #require(ChangeSignal())
        signal.watch(folder.path(to: "watched"))
        folder.write("other/a.md", "x")
        #expect(!signal.wait(milliseconds: 0))
        folder.write("watched/a.md", "x")
        #expect(signal.wait(milliseconds: 0), "the watched folder is heard")
    }
}
#endif
