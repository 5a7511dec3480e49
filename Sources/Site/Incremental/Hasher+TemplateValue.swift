import Foundation
import Templates

extension Hasher {
    /// Feeds a template value, nested arrays and dictionaries included (dictionaries by sorted key).
    /// An object is a relation to other pages and stands only for its kind: its own members are hashed
    /// where they belong.
    mutating func combine(templateValue value: TemplateValue) {
        switch value {
        case .null: combine(0)
        case .bool(let bool): combine(1); combine(bool)
        case .number(let number): combine(2); combine(number)
        case .string(let string): combine(3); combine(string)
        case .html(let html): combine(4); combine(html)
        case .date(let date, let utcOffset): combine(5); combine(date); combine(utcOffset)
        case .array(let elements):
            combine(6)
            combine(elements.count)
            for element in elements { combine(templateValue: element) }
        case .dictionary(let entries):
            combine(7)
            combine(entries.count)
            for key in entries.keys.sorted() {
                combine(key)
                combine(templateValue: entries[key]!)
            }
        case .object: combine(8)
        }
    }
}
