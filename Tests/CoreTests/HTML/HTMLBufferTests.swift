import Testing
@testable import Core

@Suite struct HTMLBufferTests {
    @Test func writesMarkupAndEscapedTextInOrder() {
        var buffer = HTMLBuffer()
        buffer.append("<p title=\"")
        Array("Tom's".utf8).withUnsafeBufferPointer { buffer.appendAttribute($0) }
        buffer.append("\">")
        Array("a < b & 'c'".utf8).withUnsafeBufferPointer { buffer.appendText($0) }
        Array("</p>".utf8).withUnsafeBufferPointer { buffer.append($0) }
        #expect(String(decoding: buffer.take(), as: UTF8.self) == "<p title=\"Tom&#39;s\">a &lt; b &amp; 'c'</p>")
    }

    @Test func keepsEveryByteWhenItGrowsPastItsCapacity() {
        // Each text needs six bytes of room per byte at worst: a 64-byte buffer grows many times over.
        var buffer = HTMLBuffer(capacity: 0)
        for _ in 0..<100 {
            Array("&x".utf8).withUnsafeBufferPointer { buffer.appendText($0) }
        }
        #expect(String(decoding: buffer.take(), as: UTF8.self) == String(repeating: "&amp;x", count: 100))
    }

    @Test func isEmptyAfterRemoveAllAndKeepsWritingAfterwards() {
        var buffer = HTMLBuffer()
        buffer.append("<hr />\n")
        buffer.removeAll()
        #expect(buffer.isEmpty && buffer.last == nil)
        buffer.append("<br />")
        #expect(buffer.withBytes { Array($0) } == Array("<br />".utf8))
    }

    @Test func writesAfterTakingStartFromEmpty() {
        var buffer = HTMLBuffer()
        buffer.append("<a>")
        _ = buffer.take()
        buffer.append("<b>")
        #expect(buffer.take() == Array("<b>".utf8))
    }
}
