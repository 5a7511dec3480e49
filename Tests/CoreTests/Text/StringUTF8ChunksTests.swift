import Testing
@testable import Core

@Suite struct StringUTF8ChunksTests {
    @Test func keepsACharacterThatSpansAKilobyteBoundaryWhole() {
        // "é" is two bytes; placed at bytes 1023 and 1024 it straddles the first chunk's end.
        let text = String(repeating: "a", count: 1023) + "é" + String(repeating: "b", count: 1500)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { String(decodingInChunks: $0) } == text)
    }

    @Test func repairsInvalidBytesAsWholeDecodingDoes() {
        let bytes: [UInt8] = Array(repeating: UInt8(ascii: "x"), count: 1022) + [0xC3, 0xFF, 0x80] + Array("end".utf8)
        #expect(bytes.withUnsafeBufferPointer { String(decodingInChunks: $0) } == String(decoding: bytes, as: UTF8.self))
    }

    @Test func makesAnEmptyStringOfNoBytes() {
        #expect([UInt8]().withUnsafeBufferPointer { String(decodingInChunks: $0) } == "")
    }
}
