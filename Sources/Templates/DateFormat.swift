import Core
import Foundation

/// The `date` filter's strftime-style formatting, always in UTC with English names.
enum DateFormat {
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Formats `date` with `%Y %m %d %e %H %I %M %S %p %B %b %A %a %j %y %Z %z %%`.
    static func format(_ date: Date, _ pattern: String) throws(TemplateFilterError) -> String {
        let time = CivilDate(date)
        var output = ""
        var scalars = pattern.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            guard let directive = scalars.next() else {
                throw TemplateFilterError("the format ends with a lone '%' (write '%%' for a percent sign)")
            }
            switch directive {
            case "Y": output += String(time.year)
            case "y": output += pad((time.year % 100 + 100) % 100, 2)
            case "m": output += pad(time.month, 2)
            case "d": output += pad(time.day, 2)
            case "e": output += pad(time.day, 2, with: " ")
            case "j": output += pad(time.dayOfYear, 3)
            case "H": output += pad(time.hour, 2)
            case "I": output += pad(time.hour % 12 == 0 ? 12 : time.hour % 12, 2)
            case "M": output += pad(time.minute, 2)
            case "S": output += pad(time.second, 2)
            case "p": output += time.hour < 12 ? "AM" : "PM"
            case "B": output += monthNames[time.month - 1]
            case "b": output += monthNames[time.month - 1].prefix(3)
            case "A": output += weekdayNames[time.weekday]
            case "a": output += weekdayNames[time.weekday].prefix(3)
            case "Z": output += "UTC"
            case "z": output += "+0000"
            case "%": output += "%"
            default:
                throw TemplateFilterError("unknown directive '%\(directive)' in the date format; known: %Y %y %m %d %e %j %H %I %M %S %p %B %b %A %a %Z %z %%")
            }
        }
        return output
    }

    /// Reads `2024-05-01`, `2024-05-01T09:30`, `2024-05-01 09:30:15`, with an optional
    /// fraction and `Z` or `±hh:mm` offset; a date without an offset is taken as UTC.
    static func parse(_ text: String) -> Date? {
        var reader = DigitReader(Array(text.trimmingCharacters(in: .whitespaces).utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), (1...12).contains(month), reader.skip("-"),
              let day = reader.number(digits: 2), (1...31).contains(day) else { return nil }
        var seconds = Double(CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400)
        if reader.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard reader.skip("T") || reader.skip("t") || reader.skip(" "),
              let hour = reader.number(digits: 2), hour < 24, reader.skip(":"),
              let minute = reader.number(digits: 2), minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if reader.skip(":") {
            guard let second = reader.number(digits: 2), second < 61 else { return nil }
            seconds += Double(second)
            if reader.skip(".") {
                guard let fraction = reader.fraction() else { return nil }
                seconds += fraction
            }
        }
        if reader.skip("Z") || reader.skip("z") || reader.isAtEnd {
            return reader.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
        }
        let sign: Double
        if reader.skip("+") { sign = 1 } else if reader.skip("-") { sign = -1 } else { return nil }
        guard let offsetHours = reader.number(digits: 2) else { return nil }
        _ = reader.skip(":")
        guard let offsetMinutes = reader.number(digits: 2), reader.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }
}

private struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<(index + digits)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += digits
        return value
    }

    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value += Double(bytes[index] - UInt8(ascii: "0")) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }
}

/// A number left-padded with `filler` to `width` digits (a minus sign stays in front).
private func pad(_ value: Int, _ width: Int, with filler: Character = "0") -> String {
    let digits = String(abs(value))
    let padding = String(repeating: filler, count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
}
