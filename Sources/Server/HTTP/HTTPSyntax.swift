// The byte and string tests HTTP parsing shares.

/// Whether `byte` may appear in an HTTP token (RFC 9110 §5.6.2).
func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
    default:
        "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
}

extension StringProtocol {
    /// ASCII case-insensitive equality, the comparison HTTP uses for names and tokens.
    func caseInsensitiveEquals<Other: StringProtocol>(_ other: Other) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { $0.asciiLowercased == $1.asciiLowercased }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    func trimmingCharacters(inSet set: Set<Character>) -> SubSequence {
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
