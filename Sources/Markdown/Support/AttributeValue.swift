/// An attribute value read the way a browser reads it, for the URL check: `&#106;avascript:` and
/// `java&Tab;script:` are `javascript:` to a browser, so they are to the check.
enum AttributeValue {
    /// The value with its character references decoded: numeric ones with or without `;` and any
    /// number of digits, named ones with `;`. (The named references a browser also takes without `;`
    /// all stand for characters other than ASCII letters, digits and `:`, so none can spell a scheme.)
    static func decoded(_ value: ArraySlice<UInt8>) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(value.count)
        var index = value.startIndex
        while index < value.endIndex {
            if value[index] == UInt8(ascii: "&"), let (scalar, length) = reference(in: value, at: index) {
                decoded.append(contentsOf: scalar)
                index += length
            } else {
                decoded.append(value[index])
                index += 1
            }
        }
        return decoded
    }

    private static func reference(in value: ArraySlice<UInt8>, at index: Int) -> ([UInt8], Int)? {
        var cursor = index + 1
        guard cursor < value.endIndex else { return nil }
        if value[cursor] != UInt8(ascii: "#") {
            while cursor < value.endIndex, cursor - index <= EntityTable.longestName + 1, value[cursor].isASCIIAlphanumeric { cursor += 1 }
            guard cursor < value.endIndex, value[cursor] == UInt8(ascii: ";"),
                  let replacement = EntityTable.replacement(for: value[(index + 1)..<cursor]) else { return nil }
            return (replacement, cursor + 1 - index)
        }
        cursor += 1
        let isHex = cursor < value.endIndex && value[cursor] | 0x20 == UInt8(ascii: "x")
        if isHex { cursor += 1 }
        let digitsStart = cursor
        var code: UInt32 = 0
        while cursor < value.endIndex, isHex ? value[cursor].isASCIIHexDigit : value[cursor].isASCIIDigit {
            // Past U+10FFFF the value only needs to stay invalid, not exact.
            code = min(code * (isHex ? 16 : 10) + value[cursor].hexValue, 0x110000)
            cursor += 1
        }
        guard cursor > digitsStart else { return nil }
        if cursor < value.endIndex, value[cursor] == UInt8(ascii: ";") { cursor += 1 }
        let scalar = code == 0 ? nil : Unicode.Scalar(code)
        return (Array(String(Character(scalar ?? "\u{FFFD}")).utf8), cursor - index)
    }
}
