import Foundation

/// Dates as people write them in front matter and templates: `2023-09-14`,
/// `2023-09-14 10:30`, `2023-09-14 10:30:05.5`, `2026-11-22T10:00:00Z`,
/// `2026-11-22T10:00:00+02:00`. A date without an offset is UTC, so the same
/// input gives the same site on every machine.
extension CivilDate {
    /// Parses a date; nil when it is not one of the accepted forms or names no real day or time.
    public static func parse(_ text: String) -> Date? {
        var scanner = DateScanner(text)
        guard let year = scanner.number(digits: 4...4), scanner.skip("-"),
              let month = scanner.number(digits: 2...2), scanner.skip("-"),
              let day = scanner.number(digits: 2...2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = 0.0
        var offset = 0
        if !scanner.atEnd {
            guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
                  let hour = scanner.number(digits: 2...2), scanner.skip(":"),
                  let minute = scanner.number(digits: 2...2),
                  hour < 24, minute < 60
            else { return nil }
            var second = 0.0
            if scanner.skip(":") {
                guard let whole = scanner.number(digits: 2...2), whole < 60 else { return nil }
                second = Double(whole)
                if scanner.skip(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    second += fraction
                }
            }
            seconds = Double(hour * 3600 + minute * 60) + second
            _ = scanner.skip(" ")
            if scanner.skip("Z") || scanner.skip("z") {
                offset = 0
            } else if !scanner.atEnd {
                guard let sign = scanner.sign(), let offsetHours = scanner.number(digits: 2...2) else { return nil }
                _ = scanner.skip(":")
                guard let offsetMinutes = scanner.number(digits: 2...2), offsetHours < 24, offsetMinutes < 60 else { return nil }
                offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
            }
        }
        guard scanner.atEnd else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds - Double(offset))
    }
}
