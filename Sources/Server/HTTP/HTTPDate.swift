/// HTTP dates (RFC 9110 §5.6.7): written as IMF-fixdate, read in all three
/// formats recipients must accept. Pure arithmetic, no C time functions, so
/// the result never depends on the machine's time zone.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun, 06 Nov 1994 08:49:37 GMT` for seconds since 1970.
    static func format(_ secondsSince1970: Int) -> String {
        let days = secondsSince1970.floorDivided(by: 86_400)
        let secondOfDay = secondsSince1970 - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        let weekday = weekdays[(days + 4).floorModulo(7)]
        return "\(weekday), \(twoDigits(day)) \(months[month - 1]) \(year) "
            + "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay / 60 % 60)):\(twoDigits(secondOfDay % 60)) GMT"
    }

    /// Seconds since 1970 of an IMF-fixdate, RFC 850 or asctime date; nil when it is none of them.
    static func parse(_ text: String) -> Int? {
        let words = text.split(separator: " ")
        let parts: (day: Substring, month: Substring, year: Substring, time: Substring)
        switch words.count {
        case 6 where words[5] == "GMT" && words[0].hasSuffix(","):
            parts = (words[1], words[2], words[3], words[4])
        case 4 where words[3] == "GMT" && words[0].hasSuffix(","):
            let date = words[1].split(separator: "-", omittingEmptySubsequences: false)
            guard date.count == 3, date[2].count == 2, let shortYear = Int(date[2]) else { return nil }
            // RFC 850 two-digit years: 70–99 are 19xx, the rest 20xx (RFC 9110 keeps within 50 years).
            parts = (date[0], date[1], Substring(String(shortYear >= 70 ? 1900 + shortYear : 2000 + shortYear)), words[2])
        case 5:
            parts = (words[2], words[1], words[4], words[3])
        default:
            return nil
        }
        let time = parts.time.split(separator: ":", omittingEmptySubsequences: false)
        guard let month = months.firstIndex(where: { $0 == parts.month }),
              parts.day.count <= 2, let day = Int(parts.day), (1...31).contains(day),
              parts.year.count == 4, let year = Int(parts.year),
              time.count == 3, time.allSatisfy({ $0.count == 2 }),
              let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
              hour < 24, minute < 60, second < 61 else { return nil }
        let days = daysSince1970(year: year, month: month + 1, day: day)
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSince1970` (civil_from_days).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
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

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
