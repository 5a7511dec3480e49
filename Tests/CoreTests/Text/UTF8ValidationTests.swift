import Testing
@testable import Core

@Suite struct UTF8ValidationTests {
    /// `bytes` after `count` ASCII bytes, so that each case is met by every path of the check: byte by
    /// byte, after an 8-byte step and after a 32-byte step.
    func offset(of bytes: [UInt8], after count: Int) -> Int? {
        UTF8Validation.firstInvalidOffset(in: Array(repeating: UInt8(ascii: "a"), count: count) + bytes + Array("tail".utf8))
    }

    @Test func acceptsEveryLengthOfSequenceBetweenASCIIRuns() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("abcdefgh é 日本 😀 abcdefghijklmnopqrstuvwxyz0123456789".utf8)) == nil)
        #expect(UTF8Validation.isValid([]))
    }

    @Test func acceptsTheFirstAndLastScalarOfEachLength() {
        for scalar in ["\u{0}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"] {
            #expect(UTF8Validation.isValid(Array(scalar.utf8)), "\(scalar.unicodeScalars.first!.value)")
        }
    }

    @Test(arguments: [0, 1, 7, 8, 31, 32, 33, 40])
    func findsAStrayContinuationByteAtAnyPosition(count: Int) {
        #expect(offset(of: [0x80], after: count) == count)
        #expect(offset(of: [0xBF], after: count) == count)
    }

    @Test(arguments: [0, 5, 8, 32, 35])
    func findsALeadByteThatNoSequenceStartsWith(count: Int) {
        for lead: UInt8 in [0xC0, 0xC1, 0xF5, 0xF8, 0xFE, 0xFF] {
            #expect(offset(of: [lead, 0x80, 0x80, 0x80], after: count) == count, "\(lead)")
        }
    }

    @Test(arguments: [0, 8, 32])
    func findsOverlongForms(count: Int) {
        #expect(offset(of: [0xC1, 0xBF], after: count) == count)
        #expect(offset(of: [0xE0, 0x9F, 0xBF], after: count) == count)
        #expect(offset(of: [0xF0, 0x8F, 0xBF, 0xBF], after: count) == count)
    }

    @Test(arguments: [0, 8, 32])
    func findsSurrogatesAndScalarsPastTheLast(count: Int) {
        #expect(offset(of: [0xED, 0xA0, 0x80], after: count) == count)
        #expect(offset(of: [0xED, 0xBF, 0xBF], after: count) == count)
        #expect(offset(of: [0xF4, 0x90, 0x80, 0x80], after: count) == count)
    }

    @Test(arguments: [0, 8, 32])
    func findsASequenceCutShortByAnotherByteAtTheLeadByte(count: Int) {
        #expect(offset(of: [0xE6, 0x97, UInt8(ascii: "a")], after: count) == count)
        #expect(offset(of: [0xF0, 0x9F, 0x98], after: count) == count)
        #expect(offset(of: [0xC3, 0xC3, 0xA9], after: count) == count)
    }

    @Test func findsASequenceCutShortByTheEnd() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("abcdefghij".utf8) + [0xE6, 0x97]) == 10)
        #expect(UTF8Validation.firstInvalidOffset(in: [0xF0]) == 0)
        #expect(!UTF8Validation.isValid(Array(repeating: UInt8(ascii: "a"), count: 40) + [0xC3]))
    }

    @Test func findsTheFirstOfSeveralInvalidBytes() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("é".utf8) + [0xFF, 0x80]) == 2)
    }
}
