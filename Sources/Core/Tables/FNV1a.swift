/// FNV-1a (64-bit) of a word's bytes, for open-addressed tables of short words: the highlighter's
/// keyword sets and search's word tables. It costs a multiply a byte where `Hasher` (SipHash) costs
/// several, and these tables hold a build's own words, not keys an attacker picks.
public enum FNV1a {
    /// The hash folded so that its low bits, which pick a slot in a table of a power-of-two size,
    /// depend on every byte.
    @inlinable
    public static func slotHash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
