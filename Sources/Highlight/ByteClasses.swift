/// ASCII character classes for byte-level scanning. Bytes of multi-byte UTF-8
/// characters count as identifier bytes in every language, so an identifier
/// never ends inside a character.
extension UInt8 {
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    var isHexDigit: Bool {
        isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }

    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }

    var isUppercaseASCII: Bool { self >= 0x41 && self <= 0x5A }

    var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }

    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }

    var isIdentifierByte: Bool { isIdentifierStart || isDigit }

    /// Space or tab.
    var isHorizontalSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }

    var isWhitespace: Bool { isHorizontalSpace || isLineBreak || self == 0x0C || self == 0x0B }

    /// ASCII punctuation and symbols: what operators and brackets are made of.
    var isASCIIPunctuation: Bool {
        (self >= 0x21 && self <= 0x2F) || (self >= 0x3A && self <= 0x40)
            || (self >= 0x5B && self <= 0x60) || (self >= 0x7B && self <= 0x7E)
    }

    /// The byte in lower case when it is an ASCII capital letter.
    var lowercasedASCII: UInt8 { isUppercaseASCII ? self | 0x20 : self }
}
