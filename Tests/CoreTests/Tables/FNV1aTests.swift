import Core
import Testing

@Suite struct FNV1aTests {
    @Test func slotHashIsTheFoldedFNV1aOfTheBytes() {
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector); folded: high half into low.
        #expect(FNV1a.slotHash(Array("a".utf8)) == Int(bitPattern: 0xaf63_dc4c_8601_ec8c ^ 0xaf63_dc4c))
    }

    @Test func slotHashOfNoBytesIsTheFoldedOffsetBasis() {
        #expect(FNV1a.slotHash([UInt8]()) == Int(bitPattern: 0xcbf2_9ce4_8422_2325 ^ 0xcbf2_9ce4))
    }
}
