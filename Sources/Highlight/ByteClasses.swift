import Core

/// ASCII character classes for byte-level scanning. Bytes of multi-byte UTF-8
/// characters count as identifier bytes in every language, so an identifier
/// never ends inside a character.
extension UInt8 {
    var isUppercaseASCII: Bool { self >= 0x41 && self <= 0x5A }

    var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }

    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }

    var isIdentifierByte: Bool { isIdentifierStart || isASCIIDigit }

    /// Space or tab.
    var isHorizontalSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}
