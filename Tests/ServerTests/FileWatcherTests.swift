import Core
import Foundation
import TestSupport
import Testing
@testable import Server

/// The watcher on its own thread, reporting real edits. Each test waits for the call it expects; when the
/// changes are reported — after how many scans, how much debounce — is `SettlingChangesTests`'s business.
@Suite struct FileWatcherTests {
    let folder = TemporaryDirectory()

    private func watch(_ paths: [String], calls: EventQueue<[String]>) -> FileWatcher {
        let watcher = FileWatcher(paths: paths.map(folder.path(to:)), interval: .milliseconds(20), debounce: .milliseconds(20)) { calls.post($0) }
        watcher.start()
        return watcher
    }

    @Test func reportsAnEditedFile() {
        folder.write("Content/post.md", "# One")
        let calls = EventQueue<[String]>()
        let watcher = watch(["Content"], calls: calls)
        defer { watcher.stop() }
        folder.write("Content/post.md", "# Two, longer")
        #expect(calls.next() == [folder.path(to: "Content/post.md")])
    }

    @Test func reportsAChangedModificationTimeAlone() {
        folder.write("Templates/page.html", "<p>")
        let calls = EventQueue<[String]>()
        let watcher = watch(["Templates"], calls: calls)
        defer { watcher.stop() }
        folder.setModificationDate("Templates/page.html", Date(timeIntervalSince1970: 1_000_000))
        #expect(calls.next() == [folder.path(to: "Templates/page.html")])
    }

    @Test func reportsAddedAndRemovedFilesInNestedFolders() {
        folder.write("Content/docs/old.md", "old")
        let calls = EventQueue<[String]>()
        let watcher = watch(["Content"], calls: calls)
        defer { watcher.stop() }
        folder.write("Content/docs/deep/new.md", "new")
        #expect(calls.next() == [folder.path(to: "Content/docs/deep/new.md")])
        folder.remove("Content/docs/old.md")
        #expect(calls.next() == [folder.path(to: "Content/docs/old.md")])
    }

    @Test func watchesASingleFileEvenBeforeItExists() {
        let calls = EventQueue<[String]>()
        let watcher = watch(["site.json"], calls: calls)
        defer { watcher.stop() }
        folder.write("site.json", "{}")
        #expect(calls.next() == [folder.path(to: "site.json")])
    }

    @Test func anAtomicSaveByRenameIsSeen() throws {
        folder.write("Content/a.md", "same")
        let calls = EventQueue<[String]>()
        let watcher = watch(["Content"], calls: calls)
        defer { watcher.stop() }
        folder.write("Content/.a.md.tmp", "same")
        folder.remove("Content/a.md")
        try FileManager.default.moveItem(atPath: folder.path(to: "Content/.a.md.tmp"), toPath: folder.path(to: "Content/a.md"))
        #expect(calls.next() == [folder.path(to: "Content/a.md")])
    }

    /// The hidden files are written first: had the watcher not ignored them, they would be in the
    /// call that reports the visible one, or in one before it.
    @Test func hiddenFilesAndEditorLeftoversAreIgnored() {
        let calls = EventQueue<[String]>()
        let watcher = watch(["Content"], calls: calls)
        defer { watcher.stop() }
        folder.write("Content/.post.md.swp", "x")
        folder.write("Content/post.md~", "x")
        folder.write("Content/#post.md#", "x")
        folder.write("Content/.git/index", "x")
        folder.write("Content/post.md", "x")
        #expect(calls.next() == [folder.path(to: "Content/post.md")])
    }

    /// A watcher started after the first one stopped reports the edit: the stopped one, which would
    /// have seen it first, never calls again.
    @Test func noCallAfterStop() {
        let stoppedCalls = EventQueue<[String]>()
        watch(["Content"], calls: stoppedCalls).stop()
        let calls = EventQueue<[String]>()
        let watcher = watch(["Content"], calls: calls)
        defer { watcher.stop() }
        folder.write("Content/post.md", "x")
        #expect(calls.next() == [folder.path(to: "Content/post.md")])
        #expect(stoppedCalls.pending.isEmpty)
    }

    @Test func stopWaitsForARunningCallToReturn() {
        folder.write("Content/a.md", "a")
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let order = EventQueue<String>()
        let watcher = FileWatcher(paths: [folder.path(to: "Content")], interval: .milliseconds(20), debounce: .milliseconds(20)) { _ in
            entered.signal()
            _ = release.waitWithinSafetyTimeout()
            order.post("call returned")
        }
        watcher.start()
        folder.write("Content/a.md", "changed")
        #expect(entered.waitWithinSafetyTimeout())
        let stopper = Thread {
            watcher.stop()
            order.post("stop returned")
        }
        stopper.start()
        release.signal()
        #expect(order.next() == "call returned")
        #expect(order.next() == "stop returned")
    }

    @Test func editsDuringACallAreReportedByTheNextOne() {
        folder.write("Content/a.md", "a")
        let calls = EventQueue<[String]>()
        let folder = self.folder
        let watcher = FileWatcher(paths: [folder.path(to: "Content")], interval: .milliseconds(20), debounce: .milliseconds(20)) { paths in
            if paths == [folder.path(to: "Content/a.md")] { folder.write("Content/b.md", "written during the rebuild") }
            calls.post(paths)
        }
        watcher.start()
        defer { watcher.stop() }
        folder.write("Content/a.md", "changed")
        #expect(calls.next() == [folder.path(to: "Content/a.md")])
        #expect(calls.next() == [folder.path(to: "Content/b.md")])
    }
}

/// When changes are reported, scan by scan, with the watcher's own scans of real files.
@Suite struct SettlingChangesTests {
    let folder = TemporaryDirectory()

    private func scanner(_ path: String) -> FileWatcher {
        FileWatcher(paths: [folder.path(to: path)]) { _ in }
    }

    @Test func aBurstOfWritesIsReportedOnceTheTreeSettles() {
        let content = scanner("Content")
        var changes = SettlingChanges(content.scan())
        for name in ["a", "b", "c"] {
            folder.write("Content/\(name).md", name)
            #expect(changes.observe(content.scan()) == nil, "still changing after \(name).md")
        }
        #expect(changes.observe(content.scan()) == ["a", "b", "c"].map { folder.path(to: "Content/\($0).md") })
        #expect(!changes.isSettling)
        #expect(changes.observe(content.scan()) == nil, "reported once")
    }

    @Test func truncateThenWriteIsOneChange() throws {
        folder.write("Content/post.md", "# Old text")
        let content = scanner("Content")
        var changes = SettlingChanges(content.scan())
        let handle = try #require(FileHandle(forWritingAtPath: folder.path(to: "Content/post.md")))
        handle.truncateFile(atOffset: 0)
        #expect(changes.observe(content.scan()) == nil)
        #expect(changes.isSettling)
        handle.write(Data("# New text".utf8))
        handle.closeFile()
        #expect(changes.observe(content.scan()) == nil)
        #expect(changes.observe(content.scan()) == [folder.path(to: "Content/post.md")])
    }

    @Test func aFileWrittenNonStopIsReportedAfterTheLongestWait() {
        let content = scanner("Content")
        var changes = SettlingChanges(content.scan())
        folder.write("Content/log.md", "0")
        #expect(changes.observe(content.scan()) == nil)
        // A longer text each time, so that each write changes the file's size whatever its clock says.
        for round in 1..<SettlingChanges.maximumRounds {
            folder.write("Content/log.md", String(repeating: "x", count: round + 1))
            #expect(changes.observe(content.scan()) == nil, "round \(round)")
        }
        folder.write("Content/log.md", String(repeating: "x", count: SettlingChanges.maximumRounds + 1))
        #expect(changes.observe(content.scan()) == [folder.path(to: "Content/log.md")])
    }

    @Test func hiddenFilesAndEditorLeftoversAreNotScanned() {
        let content = scanner("Content")
        var changes = SettlingChanges(content.scan())
        for name in [".post.md.swp", "post.md~", "#post.md#", ".git/index"] {
            folder.write("Content/" + name, "x")
        }
        #expect(content.scan().isEmpty)
        #expect(changes.observe(content.scan()) == nil)
        #expect(!changes.isSettling)
    }
}
