import Foundation
import Testing
@testable import Site

@Suite struct ContentSpoolTests {
    @Test func readsBackEachTextStored() {
        let spool = ContentSpool(in: NSTemporaryDirectory())
        let first = spool.store("<p>héllo</p>")
        let second = spool.store("<h1>Two</h1>")
        #expect(first.text == "<p>héllo</p>")
        #expect(second.text == "<h1>Two</h1>")
    }

    @Test func readsBackBytesThatAreNotUTF8() {
        let spool = ContentSpool(in: NSTemporaryDirectory())
        _ = spool.store("<p>a</p>")
        let body = spool.store([0xFF, 0x80, 0])
        guard case .spooled(_, let offset, _) = body.storage else {
            Issue.record("the bytes stayed in memory")
            return
        }
        #expect(offset == 8)
        #expect(body.bytes == [0xFF, 0x80, 0])
    }

    @Test func keepsTextOnDiskNotInMemory() {
        let body = ContentSpool(in: NSTemporaryDirectory()).store("<p>a</p>")
        guard case .spooled = body.storage else {
            Issue.record("the text stayed in memory")
            return
        }
    }

    @Test func leavesNoFileBehind() throws {
        let folder = NSTemporaryDirectory() + "spool-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spool = ContentSpool(in: folder)
        _ = spool.store("<p>a</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
