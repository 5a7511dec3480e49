import Core
import Foundation

// The text forms of values: what `{{ }}` prints and what text filters work on.
extension TemplateValue {
    /// The value as plain text. Safe HTML gives its text (tags removed, entities decoded), so a
    /// filter that transforms text can never pass markup through.
    var plainText: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.format(value)
        case .string(let value): value
        case .html(let markup): HTMLText.text(ofMarkup: markup)
        case .date(let date, let utcOffset): DateFormat.rfc3339(date, utcOffset: utcOffset)
        case .array(let elements): elements.map(\.plainText).joined(separator: ", ")
        case .dictionary, .object: ""
        }
    }

    /// Numbers print as integers when they are integral (`3`), otherwise in Swift's shortest form (`2.5`).
    static func format(_ number: Double) -> String {
        if number.isFinite, number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return number.description
    }
}
