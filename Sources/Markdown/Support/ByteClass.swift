import Core

/// The Markdown parsers' own byte classes; the general ASCII ones are Core's.
extension UInt8 {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20

    var isSpaceOrTab: Bool { self == .space || self == .tab }

    var isLineEnding: Bool { self == .lineFeed || self == .carriageReturn }

    var hexValue: UInt32 {
        if isASCIIDigit { return UInt32(self - 0x30) }
        return UInt32((self | 0x20) - 0x61 + 10)
    }
}

/// Unicode scalars next to a delimiter run, for the flanking rules.
enum ScalarClass {
    /// The scalar that ends just before `index`; a line feed at the start of the text.
    static func scalar(before index: Int, in bytes: [UInt8], from start: Int) -> Unicode.Scalar {
        guard index > start else { return "\n" }
        var begin = index - 1
        while begin > start, index - begin < 4, bytes[begin] & 0xC0 == 0x80 { begin -= 1 }
        return decode(bytes, from: begin, to: index)
    }

    /// The scalar that starts at `index`; a line feed at the end of the text.
    static func scalar(at index: Int, in bytes: [UInt8], to end: Int) -> Unicode.Scalar {
        guard index < end else { return "\n" }
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return decode(bytes, from: index, to: min(end, index + length))
    }

    private static func decode(_ bytes: [UInt8], from start: Int, to end: Int) -> Unicode.Scalar {
        if bytes[start] < 0x80 { return Unicode.Scalar(bytes[start]) }
        var decoder = UTF8()
        var iterator = bytes[start..<end].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// CommonMark's Unicode whitespace: tab, line feed, form feed, carriage return, or category Zs.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            return byte == .space || byte == .tab || byte == .lineFeed || byte == 0x0C || byte == .carriageReturn
        }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// CommonMark's Unicode punctuation: general categories P and S.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return UInt8(scalar.value).isASCIIPunctuation }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
