import Core
import Foundation

/// The `date` filter's strftime-style formatting, in the offset the date was written in (UTC
/// when it named none), with English names.
enum DateFormat {
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Formats `date` with `%Y %m %d %e %H %I %M %S %p %B %b %A %a %j %y %Z %z %%`.
    static func format(_ date: Date, utcOffset: Int = 0, _ pattern: String) throws(TemplateFilterError) -> String {
        let time = CivilDate(date.addingTimeInterval(Double(utcOffset)))
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
            case "Z": output += utcOffset == 0 ? "UTC" : offsetText(utcOffset, separator: ":")
            case "z": output += offsetText(utcOffset, separator: "")
            case "%": output += "%"
            default:
                throw TemplateFilterError("unknown directive '%\(directive)' in the date format; known: %Y %y %m %d %e %j %H %I %M %S %p %B %b %A %a %Z %z %%")
            }
        }
        return output
    }
}

extension DateFormat {
    /// `2024-01-01T00:30:00+09:00`, or `…Z` in UTC (RFC 3339, as Atom and JSON want).
    static func rfc3339(_ date: Date, utcOffset: Int) -> String {
        let time = CivilDate(date.addingTimeInterval(Double(utcOffset)))
        let zone = utcOffset == 0 ? "Z" : offsetText(utcOffset, separator: ":")
        return "\(time.iso8601Date)T\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))\(zone)"
    }
}

/// `+0900` or `+09:00`.
private func offsetText(_ seconds: Int, separator: String) -> String {
    (seconds < 0 ? "-" : "+") + pad(abs(seconds) / 3600, 2) + separator + pad(abs(seconds) % 3600 / 60, 2)
}

/// A number left-padded with `filler` to `width` digits (a minus sign stays in front).
private func pad(_ value: Int, _ width: Int, with filler: Character = "0") -> String {
    let digits = String(abs(value))
    let padding = String(repeating: filler, count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
}
