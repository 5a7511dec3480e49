import Core

/// Local hours in which Night Mode turns on by itself, like the automatic
/// setting of the Apple Watch's Night Mode. The range may wrap past midnight.
struct NightSchedule: Sendable, Hashable, CustomStringConvertible {
    /// Minutes after local midnight when night starts (0..<1440).
    var start: Int
    /// Minutes after local midnight when night ends (0..<1440), exclusive.
    var end: Int

    /// Creates a schedule from minutes after midnight; `start` and `end` must differ.
    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Parses `"HH:MM-HH:MM"` in 24-hour time, e.g. `"22:00-06:00"`.
    init(_ text: String) throws(ThemeSyntaxError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else {
            throw ThemeSyntaxError("'\(text)' is not a night schedule: write it as start-end in 24-hour time, such as \"22:00-06:00\"")
        }
        guard start != end else {
            throw ThemeSyntaxError("'\(text)' is not a night schedule: it starts and ends at the same time")
        }
        self.init(start: start, end: end)
    }

    /// Whether a time of day, in minutes after midnight, falls within the schedule.
    func contains(minuteOfDay minute: Int) -> Bool {
        start < end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    /// `HH:MM-HH:MM`.
    var description: String { "\(Self.clock(start))-\(Self.clock(end))" }

    private static func minutes(_ text: String) -> Int? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields[0].count == 2, fields[1].count == 2,
              fields.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
              let hours = Int(fields[0]), let minutes = Int(fields[1]), hours < 24, minutes < 60 else { return nil }
        return hours * 60 + minutes
    }

    private static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
