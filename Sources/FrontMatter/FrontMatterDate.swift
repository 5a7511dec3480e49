import Core
import Foundation

/// How front matter tells a date from a string (`CivilDate.parse` reads it) and how it names the accepted forms.
enum FrontMatterDate {
    static let expectedForm = "YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] or YYYY-MM-DDTHH:MM:SSZ"

    /// Whether `text` starts like a date (four digits, a dash, two digits, a dash), so a plain value
    /// that looks like a date but is not one is an error instead of silently a string.
    static func looksLikeDate(_ text: Substring.UTF8View) -> Bool {
        let bytes = Array(text.prefix(8))
        guard bytes.count >= 8 else { return false }
        return bytes[0..<4].allSatisfy(isDigit) && bytes[4] == UInt8(ascii: "-") && bytes[5..<7].allSatisfy(isDigit)
            && bytes[7] == UInt8(ascii: "-")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
