/// Reads the numbers and separators of a written date left to right, one byte at a time. Both
/// date readers use it: `CivilDate.parse` (fixed widths) and front matter's (the looser forms
/// other generators accept).
public struct DateScanner {
    private let bytes: [UInt8]
    private var index = 0

    /// A scanner at the start of `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    public var atEnd: Bool { index == bytes.count }

    /// Reads `character` if it comes next.
    public mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Reads spaces and tabs; whether there was at least one.
    public mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index > start
    }

    /// A number of at most `digits.upperBound` digits; nil when fewer than `digits.lowerBound` come next.
    public mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while count < digits.upperBound, index < bytes.count, bytes[index].isASCIIDigit {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            count += 1
        }
        return count >= digits.lowerBound ? value : nil
    }

    /// The digits after a decimal point, as a fraction of one; nil when no digit comes next.
    public mutating func fraction() -> Double? {
        let start = index
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
        guard index > start else { return nil }
        return Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// `+` as 1, `-` as -1, if one comes next.
    public mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

}
