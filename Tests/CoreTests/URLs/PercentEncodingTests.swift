import Testing
@testable import Core

@Suite struct PercentEncodingTests {
    @Test func encodesEveryByteTheSetDoesNotKeepAsUpperCaseHex() {
        #expect(PercentEncoding.encoded("a b/é?", keeping: PercentEncoding.isUnreserved) == "a%20b%2F%C3%A9%3F")
        #expect(PercentEncoding.encoded("\u{0}\u{7F}", keeping: PercentEncoding.isUnreserved) == "%00%7F")
    }

    @Test func givesBackTextThatNeedsNoEscapeAsItIs() {
        #expect(PercentEncoding.encoded("docs/intro", keeping: { _ in true }) == "docs/intro")
        #expect(PercentEncoding.encoded("", keeping: PercentEncoding.isUnreserved) == "")
    }

    @Test func theSetToKeepIsTheCallers() {
        #expect(PercentEncoding.encoded("a b<c>", keeping: { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") }) == "a b%3Cc%3E")
    }

    @Test func appendsToBytesAsEncodedWrites() {
        var output = Array("x=".utf8)
        PercentEncoding.append("1 2".utf8, keeping: PercentEncoding.isUnreserved, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "x=1%202")
    }

    @Test func aPathSegmentKeepsUnreservedSubDelimitersColonAndAt() {
        #expect(PercentEncoding.encodedPathSegment("a-b_c.d~e!$&'()*+,;=:@ ?#%/") == "a-b_c.d~e!$&'()*+,;=:@%20%3F%23%25%2F")
        #expect(PercentEncoding.encodedPathSegment("café") == "caf%C3%A9")
    }

    @Test func aPathKeepsItsSlashes() {
        #expect(PercentEncoding.encodedPath("/docs/a b/café/") == "/docs/a%20b/caf%C3%A9/")
    }

    @Test func decodesEscapesInEitherCase() {
        #expect(PercentEncoding.decoded("/a%20b/c%23d%3Fe%25f/caf%C3%A9") == "/a b/c#d?e%f/café")
        #expect(PercentEncoding.decoded("caf%c3%a9") == "café")
    }

    @Test(arguments: ["100%", "%", "a%2", "%zz", "%2z", "%z2", "%+1", "%-0", "% 1", "%%41"])
    func keepsAPercentWithoutTwoHexDigitsAsWritten(text: String) {
        let expected = text == "%%41" ? "%A" : text
        #expect(PercentEncoding.decoded(text) == expected)
        #expect(PercentEncoding.strictlyDecoded(text.utf8) == nil)
    }

    @Test func readsPlusAsASpaceOnlyWhenAsked() {
        #expect(PercentEncoding.decoded("a+b%2B") == "a+b+")
        #expect(PercentEncoding.decoded("a+b%2B", plusAsSpace: true) == "a b+")
        #expect(PercentEncoding.strictlyDecoded("a+b".utf8) == Array("a+b".utf8))
    }

    @Test func replacesDecodedBytesThatAreNotUTF8() {
        #expect(PercentEncoding.decoded("a%FFb") == "a\u{FFFD}b")
        #expect(PercentEncoding.strictlyDecoded("a%FFb".utf8) == [0x61, 0xFF, 0x62])
    }

    @Test func decodingReversesEncoding() {
        let text = "a b/c?d#e%f+g&h=i~é😀\u{1}"
        #expect(PercentEncoding.decoded(PercentEncoding.encoded(text, keeping: PercentEncoding.isUnreserved)) == text)
    }

    @Test func aDecoderStopsWhereItsReaderDoes() {
        var decoder = PercentEncoding.Decoder("%6Aava%zz".utf8)
        #expect([decoder.next(), decoder.next()] == [UInt8(ascii: "j"), UInt8(ascii: "a")])
        #expect(!decoder.foundMalformedEscape)
        while decoder.next() != nil {}
        #expect(decoder.foundMalformedEscape)
    }

    @Test func unreservedIsLettersDigitsAndFourMarks() {
        let kept = (0...255).map(UInt8.init).filter(PercentEncoding.isUnreserved)
        #expect(String(decoding: kept, as: UTF8.self) == "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")
    }
}
