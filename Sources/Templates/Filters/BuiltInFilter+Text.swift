import Core
import Foundation

// Filters on text and on how a value is printed.
extension BuiltInFilter {
    /// Text as markup; a number, date or list as the text it prints as (a list's items joined), markup too.
    static func safe(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        switch input {
        case .html: input
        case .string(let value): .html(value)
        case .dictionary, .object: throw TemplateFilterError("expects text, got \(input.typeDescription)")
        default: .html(input.plainText)
        }
    }

    /// Escapes once: safe HTML is already escaped and comes back unchanged.
    static func escape(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        if case .html = input { return input }
        return .html(HTMLEscaping.attribute(try text(input)))
    }

    /// Every occurrence of `target` replaced: how a layout fills a placeholder of its words
    /// (`strings.reading_time | replace: "{minutes}", post.reading_time`). Text stays text. Safe HTML stays HTML
    /// (`strings.fallback_notice | escape | replace: "{language}", link`): a text replacement is escaped into it,
    /// an HTML one (a link captured with `{% set %}`) goes in as it is.
    static func replace(_ input: TemplateValue, _ target: TemplateValue, with replacement: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        let target = try string(target, "the text to replace")
        guard case .html(let markup) = input else {
            return .string(try text(input).replacingOccurrences(of: target, with: try text(replacement)))
        }
        var inserted = ""
        if case .html(let replacementMarkup) = replacement { inserted = replacementMarkup } else { inserted = HTMLEscaping.text(try text(replacement)) }
        return .html(markup.replacingOccurrences(of: target, with: inserted))
    }

    /// With `monthNames` (twelve strings, January's first), `%B` and `%b` name the months in another language.
    static func date(_ input: TemplateValue, format: TemplateValue, monthNames: TemplateValue?) throws(TemplateFilterError) -> TemplateValue {
        let pattern = try string(format, "the format")
        var names: [String]?
        if let monthNames { names = try twelveNames(monthNames) }
        guard let (date, utcOffset) = try moment(input) else { return .string("") }
        return .string(try DateFormat.format(date, utcOffset: utcOffset, pattern, monthNames: names))
    }

    private static func twelveNames(_ value: TemplateValue) throws(TemplateFilterError) -> [String] {
        guard case .array(let elements) = value, elements.count == 12 else {
            let given = if case .array(let elements) = value { "\(elements.count)" } else { value.typeDescription }
            throw TemplateFilterError("expects the month names as a list of 12 strings, got \(given)")
        }
        var names: [String] = []
        for element in elements { names.append(try string(element, "each month name")) }
        return names
    }

    /// The same moment in UTC, as feeds and sitemaps write it (`2024-05-01T00:30:00Z`).
    static func utc(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        guard let (date, _) = try moment(input) else { return .null }
        return .date(date, utcOffset: 0)
    }

    /// A date, a date string or seconds since 1970, with the offset from UTC it was written in; nil for null.
    private static func moment(_ input: TemplateValue) throws(TemplateFilterError) -> (Date, utcOffset: Int)? {
        switch input {
        case .null:
            return nil
        case .date(let date, let offset):
            return (date, offset)
        case .number(let seconds):
            guard seconds.isFinite, abs(seconds) <= CivilDate.limit else {
                throw TemplateFilterError("expects a date, got the number \(input.plainText), too far from 1970 in seconds")
            }
            return (Date(timeIntervalSince1970: seconds), 0)
        case .string(let text), .html(let text):
            guard let parsed = CivilDate.parse(text.trimmingWhitespace()) else {
                throw TemplateFilterError("expects a date or a date string like 2024-05-01 or 2024-05-01T09:30:00Z, got '\(text)'")
            }
            return (parsed, 0)
        default:
            throw TemplateFilterError("expects a date, got \(input.typeDescription)")
        }
    }

    /// Upper-cases the first character and lower-cases the rest.
    static func capitalize(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst().lowercased()
    }

    /// At most `length` characters, ellipsis included, cut at a word boundary when there is one.
    static func truncate(_ text: String, _ arguments: [TemplateValue]) throws(TemplateFilterError) -> String {
        let length = try count(arguments[0], "the length")
        let ending = arguments.count > 1 ? try string(arguments[1], "the ending") : "…"
        guard text.count > length else { return text }
        let room = length - ending.count
        guard room > 0 else { return String(ending.prefix(length)) }
        var cut = text.prefix(room)
        let nextIsBoundary = text.dropFirst(room).first?.isWhitespace ?? true
        if !nextIsBoundary, let lastSpace = cut.lastIndex(where: \.isWhitespace) {
            cut = cut[..<lastSpace]
        }
        while let last = cut.last, last.isWhitespace || last.isPunctuation { cut = cut.dropLast() }
        return cut + ending
    }

    /// The text of markup; a plain string is read as markup too (front matter may hold tags).
    static func stripTags(_ input: TemplateValue) throws(TemplateFilterError) -> String {
        switch input {
        case .string(let value), .html(let value): HTMLText.text(ofMarkup: value)
        default: try text(input)
        }
    }
}
