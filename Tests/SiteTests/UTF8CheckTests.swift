import Testing
@testable import Site

@Suite struct UTF8CheckTests {
    @Test func findsAnInvalidByteAfterLongASCIIRuns() {
        let bytes = Array("0123456789abcdefghij".utf8) + [0xFF] + Array("tail".utf8)
        #expect(UTF8Check.firstInvalidOffset(in: bytes) == 20)
    }

    @Test func acceptsMultibyteTextBetweenASCIIRuns() {
        #expect(UTF8Check.firstInvalidOffset(in: Array("abcdefgh é 日本 😀 abcdefghijklmnop".utf8)) == nil)
    }

    @Test func findsATruncatedSequenceAtTheEnd() {
        #expect(UTF8Check.firstInvalidOffset(in: Array("abcdefghij".utf8) + [0xE6, 0x97]) == 10)
    }
}
