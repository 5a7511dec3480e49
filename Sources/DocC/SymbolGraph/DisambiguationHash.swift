/// The short hash DocC appends to a symbol's URL when nothing else tells it from a sibling of the same
/// name (`run()-7p2fr`): the 32-bit FNV-1 hash of the symbol's precise identifier, folded to 24 bits and
/// written in base 36. Links people share carry it, so it must be exactly DocC's.
enum DisambiguationHash {
    static func of(_ preciseIdentifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in preciseIdentifier.utf8 {
            hash = (hash &* 16_777_619) ^ UInt32(byte)
        }
        return String((hash >> 24) ^ (hash & 0xFF_FFFF), radix: 36)
    }
}
