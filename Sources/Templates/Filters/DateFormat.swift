import Core
import Foundation

/// The `date` filter's strftime-style formatting, in the offset the date was written in (UTC
/// when it named none), with English names unless it is given the months' names in another language.
public enum DateFormat {
    /// Whether a pattern uses only the directives `format` knows, so that formatting with it cannot fail.
    public static func knowsEvery(directiveOf pattern: String) -> Bool {
        (try? format(Date(timeIntervalSince1970: 0), pattern)) != nil
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Formats `date` with `%Y %m %d %e %H %I %M %S %p %B %b %A %a %j %y %Z %z %:z %s %N %%`; `%-` before a number's letter
    /// (`%-d`) drops its padding, as GNU's and Ruby's strftime do, for languages that write "5. März" or "3月5日".
    /// `%b` is the first three characters of the month's name. Written as bytes: a tag page prints two dates for
    /// each of its pages.
    static func format(_ date: Date, utcOffset: Int = 0, _ pattern: String, monthNames: [String]? = nil) throws(TemplateFilterError) -> String {
        let time = CivilDate(date.addingTimeInterval(Double(utcOffset)))
        let bytes = pattern.utf8
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            guard byte == UInt8(ascii: "%") else {
                output.append(byte)
                continue
            }
            // `%:z`, the offset with a colon (`+09:00`), as GNU's and Ruby's strftime write it.
            if index != bytes.endIndex, bytes[index] == UInt8(ascii: ":"), case let next = bytes.index(after: index), next != bytes.endIndex,
               bytes[next] == UInt8(ascii: "z") {
                output += offsetText(utcOffset, separator: ":").utf8
                index = bytes.index(after: next)
                continue
            }
            let padded = index == bytes.endIndex || bytes[index] != UInt8(ascii: "-")
            if !padded { bytes.formIndex(after: &index) }
            guard index != bytes.endIndex else {
                throw TemplateFilterError("the format ends with a lone '\(padded ? "%" : "%-")' (write '%%' for a percent sign)")
            }
            // Right after an ASCII `%` (or `%-`), so on a scalar's first byte. Every known directive is ASCII, read as its
            // byte: indexing the scalars validates the index, which cost more than the formatting.
            let directive: Unicode.Scalar
            if bytes[index] < 0x80 {
                directive = Unicode.Scalar(bytes[index])
                bytes.formIndex(after: &index)
            } else {
                directive = pattern.unicodeScalars[index]
                index = pattern.unicodeScalars.index(after: index)
            }
            try append(directive, of: time, date: date, utcOffset: utcOffset, padded: padded, monthNames: monthNames, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(
        _ directive: Unicode.Scalar, of time: CivilDate, date: Date, utcOffset: Int, padded: Bool, monthNames names: [String]?, to output: inout [UInt8]
    ) throws(TemplateFilterError) {
        func number(_ value: Int, _ width: Int, filler: UInt8 = UInt8(ascii: "0")) {
            appendPadded(value, padded ? width : 0, with: filler, to: &output)
        }
        switch directive {
        case "Y": number(time.year, 4)
        case "y": number((time.year % 100 + 100) % 100, 2)
        case "m": number(time.month, 2)
        case "d": number(time.day, 2)
        case "e": number(time.day, 2, filler: UInt8(ascii: " "))
        case "j": number(time.dayOfYear, 3)
        case "H": number(time.hour, 2)
        case "I": number(time.hour % 12 == 0 ? 12 : time.hour % 12, 2)
        case "M": number(time.minute, 2)
        case "S": number(time.second, 2)
        case "s": output += String(Int(date.timeIntervalSince1970.rounded(.down))).utf8
        case "N":
            let seconds = date.timeIntervalSince1970
            number(Int(((seconds - seconds.rounded(.down)) * 1e9).rounded(.down)), 9)
        case _ where !padded:
            throw TemplateFilterError("'%-' goes only before a number's directive (%-d %-e %-m %-y %-j %-H %-I %-M %-S), not '%\(directive)'")
        case "p": output += (time.hour < 12 ? "AM" : "PM").utf8
        case "B": output += (names ?? monthNames)[time.month - 1].utf8
        case "b":
            if let names { output += names[time.month - 1].prefix(3).utf8 } else { output += monthNames[time.month - 1].utf8.prefix(3) }
        case "A": output += weekdayNames[time.weekday].utf8
        case "a": output += weekdayNames[time.weekday].utf8.prefix(3)
        case "Z": output += (utcOffset == 0 ? "UTC" : offsetText(utcOffset, separator: ":")).utf8
        case "z": output += offsetText(utcOffset, separator: "").utf8
        case "%": output.append(UInt8(ascii: "%"))
        default:
            throw TemplateFilterError("unknown directive '%\(directive)' in the date format; known: %Y %y %m %d %e %j %H %I %M %S %s %N %p %B %b %A %a %Z %z %:z %% (and %- before a number's)")
        }
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

/// A number left-padded with zeros to `width` digits (a minus sign stays in front).
private func pad(_ value: Int, _ width: Int) -> String {
    var bytes: [UInt8] = []
    appendPadded(value, width, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends a number left-padded with `filler` to `width` digits (a minus sign stays in front).
private func appendPadded(_ value: Int, _ width: Int, with filler: UInt8 = UInt8(ascii: "0"), to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    var digitCount = 1
    while magnitude / divisor >= 10 {
        divisor *= 10
        digitCount += 1
    }
    if digitCount < width { output += repeatElement(filler, count: width - digitCount) }
    while divisor > 0 {
        output.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
        divisor /= 10
    }
}
