import Testing
@testable import Site

@Suite struct StreamedFingerprintTests {
    @Test func aTextAddedInPiecesHasTheFingerprintOfTheWholeText() {
        let text = Array("<ul><li>a</li><li>b</li></ul>".utf8)
        var streamed = StreamedFingerprint()
        for piece in [text[..<4], text[4..<13], text[13...]] {
            Array(piece).withUnsafeBufferPointer { streamed.add($0) }
        }
        #expect(streamed.finalize() == OutputFingerprint.text(bytes: text))
    }

    @Test func textsThatDifferHaveDifferentFingerprints() {
        var streamed = StreamedFingerprint()
        Array("<p>a</p>".utf8).withUnsafeBufferPointer { streamed.add($0) }
        #expect(streamed.finalize() != OutputFingerprint.text(bytes: Array("<p>b</p>".utf8)))
    }
}
