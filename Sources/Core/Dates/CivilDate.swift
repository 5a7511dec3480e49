import Foundation

/// A UTC calendar date and time computed arithmetically (proleptic Gregorian),
/// so output never depends on the machine's time zone or locale.
public struct CivilDate: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int
    /// 1-based day of the year.
    public var dayOfYear: Int

    /// Dates further than this many seconds from 1970 (about three million years) are clamped to it,
    /// so no input can overflow the arithmetic.
    public static let limit = 1e14

    /// The UTC fields of `date`.
    public init(_ date: Date) {
        let interval = date.timeIntervalSince1970
        let seconds = interval.isFinite ? Int(Swift.min(Swift.max(interval, -Self.limit), Self.limit).rounded(.down)) : 0
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
        // Howard Hinnant's days-to-civil algorithm.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfShiftedYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfShiftedYear + 2) / 153
        day = dayOfShiftedYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        dayOfYear = days - Self.daysSinceEpoch(year: year, month: 1, day: 1) + 1
    }

    /// Days from 1970-01-01 to a date (Howard Hinnant's civil-to-days algorithm).
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in a month.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `2026-11-22T10:00:00Z` (RFC 3339, as Atom and JSON want).
    public var rfc3339: String {
        "\(iso8601Date)T\(pad(hour)):\(pad(minute)):\(pad(second))Z"
    }

    /// `2026-11-22`.
    public var iso8601Date: String {
        "\(pad(year, 4))-\(pad(month))-\(pad(day))"
    }

    private func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
