/// A Swift operator's name in a link (`/(_:_:)`, `..<(_:)`), which may hold the `/` that otherwise separates
/// path components and the `-` that otherwise starts a disambiguation. Its characters are those DocC takes
/// for operator characters: the Swift book's, with whole Unicode blocks where the book leaves gaps.
enum SwiftOperatorName {
    /// The operator's name up to and with its `)` when `text` starts with one (`/(_:_:)` of `/(_:_:)-3cgdu`).
    static func prefix(of text: Substring) -> Substring? {
        guard let parameters = text.utf8.firstIndex(of: UInt8(ascii: "(")), isOperator(text[..<parameters]) else { return nil }
        guard let close = text.utf8[parameters...].firstIndex(of: UInt8(ascii: ")")) else { return text }
        return text[...close]
    }

    private static func isOperator(_ name: Substring) -> Bool {
        guard let head = name.unicodeScalars.first, isHead(head) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || isContinuation($0) }
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x26, 0x2A, 0x2B, 0x2D...0x2F, 0x3C...0x3F, 0x5E, 0x7C, 0x7E,
             0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default:
            false
        }
    }

    /// Combining marks and variation selectors, allowed after the first character.
    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF: true
        default: false
        }
    }
}
