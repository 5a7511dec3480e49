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

    @Test func appendsEscapedBytes() {
        var output: [UInt8] = Array("x=".utf8)
        HTMLEscaping.appendAttribute(Array("a'b".utf8), to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "x=a&#39;b")
    }
}
