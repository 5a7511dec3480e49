import Core
import Foundation

/// Dates as Jekyll, Hugo and MkDocs pages write them: `2016-1-29`, `2016-02-29 8:00:00`,
/// `2014-05-12 13:45:00 +0200`, `2024-01-01T00:30:00.5+09:00`, `2026-11-22T10:00:00Z`. Months,
/// days and hours may have one digit, seconds and a fraction are optional, the time follows a
/// space or `T`, and the offset is `Z`, `+HH`, `+HHMM`, `+HH:MM` or absent (then UTC, so the same
/// input gives the same site on every machine).
public enum FrontMatterDate {
    /// The forms accepted, for messages.
    static let expectedForm = "YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] with an optional offset such as +02:00 or Z"

    /// A moment and the offset from UTC it was written in, so it can be shown on the author's day.
    public struct Parsed: Sendable, Equatable {
        /// The moment.
        public var date: Date
        /// Seconds east of UTC the date was written in (0 when it names none).
        public var utcOffset: Int
    }

    /// Whether `text` starts like a date (four digits and a dash), the only values typed as dates.
    static func looksLikeDate(_ text: Substring.UTF8View) -> Bool {
        let bytes = Array(text.prefix(5))
        return bytes.count == 5 && bytes[0..<4].allSatisfy(\.isASCIIDigit) && bytes[4] == UInt8(ascii: "-")
    }

    /// The moment `text` names; nil when it is none of the accepted forms or no real day or time.
    public static func parse(_ text: String) -> Date? {
        parseKeepingOffset(text)?.date
    }

    /// The moment `text` names and the offset it is written in.
    public static func parseKeepingOffset(_ text: String) -> Parsed? {
        var scanner = DateScanner(text)
        guard let year = scanner.number(digits: 4...4), scanner.skip("-"),
              let month = scanner.number(digits: 1...2), scanner.skip("-"),
              let day = scanner.number(digits: 1...2),
              (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = 0.0
        var offset = 0
        if !scanner.atEnd {
            guard scanner.skip("T") || scanner.skip("t") || scanner.skipSpaces(),
                  let time = scanner.timeOfDay(), let parsedOffset = scanner.offset()
            else { return nil }
            seconds = time
            offset = parsedOffset
        }
        guard scanner.atEnd else { return nil }
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        return Parsed(date: Date(timeIntervalSince1970: Double(days) * 86_400 + seconds - Double(offset)), utcOffset: offset)
    }
}

/// The parts of a date only front matter's forms have.
private extension DateScanner {
    /// `H:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, in seconds since midnight.
    mutating func timeOfDay() -> Double? {
        guard let hour = number(digits: 1...2), skip(":"), let minute = number(digits: 2...2), hour < 24, minute < 60 else { return nil }
        var second = 0.0
        if skip(":") {
            guard let whole = number(digits: 2...2), whole < 60 else { return nil }
            second = Double(whole)
            if skip(".") {
                guard let fraction = fraction() else { return nil }
                second += fraction
            }
        }
        return Double(hour * 3600 + minute * 60) + second
    }

    /// `Z`, `+H`, `+HH`, `+HHMM` or `+HH:MM` after optional spaces, in seconds east of UTC; 0 when absent.
    mutating func offset() -> Int? {
        _ = skipSpaces()
        if atEnd { return 0 }
        if skip("Z") || skip("z") { return 0 }
        guard let sign = sign(), let hours = number(digits: 1...2) else { return nil }
        var minutes = 0
        if !atEnd {
            _ = skip(":")
            guard let written = number(digits: 2...2) else { return nil }
            minutes = written
        }
        guard hours < 24, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }
}
