import Foundation
import Markdown
import Testing
@testable import Site

@Suite struct SpooledLinksTests {
    @Test func readsBackEveryLinkInOrder() {
        let links = [
            LinkOccurrence(destination: "../a b/#héllo", isImage: false, line: 3, column: 12),
            LinkOccurrence(destination: "line\nbreak 7 1 ", isImage: true, line: 10, column: 1),
            LinkOccurrence(destination: "", isImage: false, line: 120, column: 45),
        ]
        let spooled = SpooledLinks(links, in: ContentSpool(in: NSTemporaryDirectory()))
        #expect(spooled.read() == links)
    }

    @Test func readsBackNoLinks() {
        #expect(SpooledLinks([], in: ContentSpool(in: NSTemporaryDirectory())).read() == [])
    }
}
