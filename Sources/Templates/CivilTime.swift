import Foundation

/// A moment broken into its UTC calendar fields (proleptic Gregorian), computed
/// arithmetically so formatting needs neither a locale nor a `DateFormatter`.
struct CivilTime {
    var year: Int
    var month: Int      // 1...12
    var day: Int        // 1...31
    var hour: Int
    var minute: Int
    var second: Int
    var weekday: Int    // 0 = Sunday
    var dayOfYear: Int  // 1...366

    /// Dates further than `limit` seconds from 1970 (about three million years) are clamped to it,
    /// so no input can overflow the arithmetic.
    static let limit = 1e14

    init(_ date: Date) {
        let interval = date.timeIntervalSince1970
        let seconds = interval.isFinite ? Int(min(max(interval, -Self.limit), Self.limit).rounded(.down)) : 0
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = (days + 4).floorModulo(7)  // 1970-01-01 was a Thursday
        (year, month, day) = Self.civil(fromDays: days)
        dayOfYear = days - Self.days(year: year, month: 1, day: 1) + 1
    }

    /// `2024-05-01T09:30:00Z`.
    var iso8601: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
    }

    /// Days since 1970-01-01 of a calendar date (the days-from-civil algorithm, valid for all years).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = (month + 9) % 12  // March = 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// A number left-padded with zeros to `width` digits (a minus sign stays in front).
func pad(_ value: Int, _ width: Int, with filler: Character = "0") -> String {
    let digits = String(abs(value))
    let padding = String(repeating: filler, count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
}

extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
