/// Percent-encoding for URLs: each byte a URL may not hold as itself becomes `%` and two
/// upper-case hex digits. Links are encoded on every page, so the text comes back as it is
/// when it needs no escape, which is nearly always.
public enum PercentEncoding {
    /// `text` with every byte for which `keeps` is false written as `%XX`.
    @inlinable
    public static func encoded(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
        guard !text.utf8.allSatisfy(keeps) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if keeps(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    @usableFromInline
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
