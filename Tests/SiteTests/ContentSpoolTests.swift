import Foundation
import TestSupport
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

    @Test func readsBackEachOfTwoByteRunsStoredWithOneWrite() {
        let spool = ContentSpool(in: NSTemporaryDirectory())
        _ = spool.store("<p>a</p>")
        let values: [UInt32] = [1, 0x0102_0304]
        let (html, postings) = values.withUnsafeBytes { spool.store(Array("<p>b</p>".utf8), then: $0) }
        guard case .spooled(_, let htmlOffset, _) = html.storage, case .spooled(_, let postingsOffset, _) = postings.storage else {
            Issue.record("a run stayed in memory")
            return
        }
        #expect(htmlOffset == 8 && postingsOffset == 16)
        #expect(html.text == "<p>b</p>")
        #expect(postings.values(of: UInt32.self) == values)
    }

    @Test func keepsInMemoryARunThatIsEmptyWhenStoringTwo() {
        let spool = ContentSpool(in: NSTemporaryDirectory())
        let (html, postings) = [UInt32]().withUnsafeBytes { spool.store(Array("<p>b</p>".utf8), then: $0) }
        #expect(html.text == "<p>b</p>")
        guard case .bytes(let bytes) = postings.storage else {
            Issue.record("the empty run was spooled")
            return
        }
        #expect(bytes.isEmpty)
    }

    @Test func givesBackWholeValuesOfBytesKeptInMemory() {
        let body = PageBody(storage: .bytes([1, 0, 0, 0, 2, 0, 0, 0, 3]))
        #expect(body.values(of: UInt32.self) == [1, 2])
    }

    @Test func keepsTextOnDiskNotInMemory() {
        let body = ContentSpool(in: NSTemporaryDirectory()).store("<p>a</p>")
        guard case .spooled = body.storage else {
            Issue.record("the text stayed in memory")
            return
        }
    }

    @Test func leavesNoFileBehind() throws {
        let folder = TemporaryDirectory()
        let spool = ContentSpool(in: folder.path)
        _ = spool.store("<p>a</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
