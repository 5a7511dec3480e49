/// The ASCII classes every byte-level parser tests: one home, inlinable into the parsers' hot loops.
extension UInt8 {
    @inlinable public var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

    @inlinable public var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }

    @inlinable public var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }

    @inlinable public var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }

    /// Space, tab, line feed, line tabulation, form feed or carriage return: C's `isspace`.
    @inlinable public var isASCIIWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }

    /// HTML's whitespace: space, tab, line feed, form feed or carriage return, but not line tabulation.
    @inlinable public var isHTMLWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D }

    /// `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`
    @inlinable public var isASCIIPunctuation: Bool {
        (self >= 0x21 && self <= 0x2F) || (self >= 0x3A && self <= 0x40) || (self >= 0x5B && self <= 0x60) || (self >= 0x7B && self <= 0x7E)
    }

    /// The byte with A–Z mapped to a–z.
    @inlinable public var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }
}
