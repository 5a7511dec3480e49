import Testing
@testable import Core

@Suite struct HTMLEscapingTests {
    @Test func escapesTextSpecials() {
        #expect(HTMLEscaping.text(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; 'Jerry'&lt;/a&gt;")
    }

    @Test func escapesSingleQuotesInAttributes() {
        #expect(HTMLEscaping.attribute(#"" onclick='x'"#) == "&quot; onclick=&#39;x&#39;")
    }

    @Test func leavesPlainTextAlone() {
        #expect(HTMLEscaping.text("héllo wörld") == "héllo wörld")
    }

    @Test func findsSpecialsAtEveryPositionOfALongText() {
        // Long runs are scanned eight bytes at a time: a special in any lane, and in the tail, is found.
        for position in 0..<19 {
            var text = Array(repeating: UInt8(ascii: "a"), count: 19)
            text[position] = UInt8(ascii: "'")
            var output: [UInt8] = []
            HTMLEscaping.appendAttribute(text, to: &output)
            let expected = String(repeating: "a", count: position) + "&#39;" + String(repeating: "a", count: 18 - position)
            #expect(String(decoding: output, as: UTF8.self) == expected)
        }
    }

    @Test func appendsEscapedBytes() {
        var output: [UInt8] = Array("x=".utf8)
        HTMLEscaping.appendAttribute(Array("a'b".utf8), to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "x=a&#39;b")
    }

    @Test func writesEverySpecialOfAShortTextAsItsEntity() {
        // Fewer than 16 bytes are written byte by byte rather than scanned a word at a time.
        let text = Array(#"<&>"'x"#.utf8)
        var html = [UInt8](repeating: 0, count: text.count * HTMLEscaping.maximumEscapedLength)
        let written = text.withUnsafeBufferPointer { HTMLEscaping.writeAttribute($0, to: &html) }
        #expect(String(decoding: html[..<written], as: UTF8.self) == "&lt;&amp;&gt;&quot;&#39;x")
    }
}
