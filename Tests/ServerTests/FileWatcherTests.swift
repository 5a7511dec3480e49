import Core
import Foundation
import Testing
@testable import Server

@Suite struct FileWatcherTests {
    let folder = TemporaryFolder()

    /// Collects each call of `onChange`.
    final class Calls: Sendable {
        private let calls = Locked<[[String]]>([])
        private let arrived = DispatchSemaphore(value: 0)

        func record(_ paths: [String]) {
            calls.withLock { $0.append(paths) }
            arrived.signal()
        }

        /// The next call's paths, or nil when none comes within `timeout`.
        func next(timeout: Duration = .seconds(3)) -> [String]? {
            guard arrived.wait(timeout: .now() + timeout.dispatchInterval) == .success else { return nil }
            return calls.withLock { $0.removeFirst() }
        }
    }

    private func watch(_ paths: [String], interval: Duration = .milliseconds(20), debounce: Duration = .milliseconds(20)) -> (FileWatcher, Calls) {
        let calls = Calls()
        let watcher = FileWatcher(paths: paths.map(folder.url), interval: interval, debounce: debounce) { calls.record($0) }
        watcher.start()
        return (watcher, calls)
    }

    @Test func reportsAnEditedFile() {
        folder.write("Content/post.md", "# One")
        let (watcher, calls) = watch(["Content"])
        defer { watcher.stop() }
        folder.write("Content/post.md", "# Two, longer")
        #expect(calls.next() == [folder.url("Content/post.md")])
    }

    @Test func reportsAChangedModificationTimeAlone() {
        folder.write("Templates/page.html", "<p>")
        let (watcher, calls) = watch(["Templates"])
        defer { watcher.stop() }
        folder.setModificationTime("Templates/page.html", 1_000_000)
        #expect(calls.next() == [folder.url("Templates/page.html")])
    }

    @Test func reportsAddedAndRemovedFilesInNestedFolders() {
        folder.write("Content/docs/old.md", "old")
        let (watcher, calls) = watch(["Content"])
        defer { watcher.stop() }
        folder.write("Content/docs/deep/new.md", "new")
        #expect(calls.next() == [folder.url("Content/docs/deep/new.md")])
        folder.remove("Content/docs/old.md")
        #expect(calls.next() == [folder.url("Content/docs/old.md")])
    }

    @Test func watchesASingleFileEvenBeforeItExists() {
        let (watcher, calls) = watch(["site.json"])
        defer { watcher.stop() }
        folder.write("site.json", "{}")
        #expect(calls.next() == [folder.url("site.json")])
    }

    @Test func anAtomicSaveByRenameIsSeen() {
        folder.write("Content/a.md", "same")
        let (watcher, calls) = watch(["Content"])
        defer { watcher.stop() }
        folder.write("Content/.a.md.tmp", "same")
        try! FileManager.default.removeItem(atPath: folder.url("Content/a.md"))
        try! FileManager.default.moveItem(atPath: folder.url("Content/.a.md.tmp"), toPath: folder.url("Content/a.md"))
        #expect(calls.next() == [folder.url("Content/a.md")])
    }

    @Test func aBurstOfWritesIsReportedOnce() {
        let (watcher, calls) = watch(["Content"], interval: .milliseconds(20), debounce: .milliseconds(300))
        defer { watcher.stop() }
        for name in ["a", "b", "c"] {
            folder.write("Content/\(name).md", name)
            Thread.sleep(forTimeInterval: 0.03)
        }
        #expect(calls.next() == ["a", "b", "c"].map { folder.url("Content/\($0).md") })
        #expect(calls.next(timeout: .milliseconds(500)) == nil)
    }

    @Test func truncateThenWriteIsOneChangeWithTheFinalContent() {
        folder.write("Content/post.md", "# Old text")
        let folder = self.folder
        let calls = Calls()
        let watcher = FileWatcher(paths: [folder.url("Content")], interval: .milliseconds(5), debounce: .milliseconds(100)) { paths in
            calls.record(paths + [folder.read("Content/post.md")])
        }
        watcher.start()
        defer { watcher.stop() }
        let handle = FileHandle(forWritingAtPath: folder.url("Content/post.md"))!
        handle.truncateFile(atOffset: 0)
        Thread.sleep(forTimeInterval: 0.03)
        handle.write(Data("# New text".utf8))
        handle.closeFile()
        #expect(calls.next() == [folder.url("Content/post.md"), "# New text"])
        #expect(calls.next(timeout: .milliseconds(300)) == nil)
    }

    @Test func hiddenFilesAndEditorLeftoversAreIgnored() {
        let (watcher, calls) = watch(["Content"])
        defer { watcher.stop() }
        folder.write("Content/.post.md.swp", "x")
        folder.write("Content/post.md~", "x")
        folder.write("Content/#post.md#", "x")
        folder.write("Content/.git/index", "x")
        #expect(calls.next(timeout: .milliseconds(300)) == nil)
    }

    @Test func noCallAfterStop() {
        let (watcher, calls) = watch(["Content"])
        watcher.stop()
        folder.write("Content/post.md", "x")
        #expect(calls.next(timeout: .milliseconds(200)) == nil)
    }

    @Test func editsDuringACallAreReportedByTheNextOne() {
        folder.write("Content/a.md", "a")
        let calls = Calls()
        let folder = self.folder
        let watcher = FileWatcher(paths: [folder.url("Content")], interval: .milliseconds(20), debounce: .milliseconds(20)) { paths in
            if paths == [folder.url("Content/a.md")] { folder.write("Content/b.md", "written during the rebuild") }
            calls.record(paths)
        }
        watcher.start()
        defer { watcher.stop() }
        folder.write("Content/a.md", "changed")
        #expect(calls.next() == [folder.url("Content/a.md")])
        #expect(calls.next() == [folder.url("Content/b.md")])
    }
}
