import Foundation

// How values behave in expressions: member access, truthiness, equality and order.
extension TemplateValue {
    /// The member called `name` of a dictionary or object; nil (undefined) for anything else.
    func member(_ name: String) -> TemplateValue? {
        switch self {
        case .dictionary(let members): members[name]
        case .object(let object): object.member(name)
        default: nil
        }
    }

    /// The value at a dotted member path such as `params.weight`.
    func member(path: [Substring]) -> TemplateValue? {
        var value = self
        for name in path {
            guard let next = value.member(String(name)) else { return nil }
            value = next
        }
        return value
    }

    /// `a[key]`: an array element by (integral, possibly negative) index, or a member by name.
    func element(_ key: TemplateValue) -> TemplateValue? {
        switch (self, key) {
        case (.array(let elements), .number(let number)):
            guard let index = Int(exactly: number) else { return nil }
            let resolved = index < 0 ? elements.count + index : index
            return elements.indices.contains(resolved) ? elements[resolved] : nil
        case (_, .string(let name)):
            return member(name)
        default:
            return nil
        }
    }

    /// False for null, false, 0, and empty strings, arrays and dictionaries; true otherwise.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number(let value): value != 0
        case .string(let value), .html(let value): !value.isEmpty
        case .date, .object: true
        case .array(let elements): !elements.isEmpty
        case .dictionary(let members): !members.isEmpty
        }
    }

    /// Whether `default:` replaces this value: null and empty strings, arrays or dictionaries.
    var isNullOrEmpty: Bool {
        switch self {
        case .null: true
        case .string(let value), .html(let value): value.isEmpty
        case .array(let elements): elements.isEmpty
        case .dictionary(let members): members.isEmpty
        case .bool, .number, .date, .object: false
        }
    }

    /// A short name of the value's type for messages ("a string", "an array").
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .html: "safe HTML"
        case .date: "a date"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .object: "an object"
        }
    }

    /// Template equality: strings compare by their text whether safe or not; objects are never equal.
    func isEqual(to other: TemplateValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)), (.html(let a), .html(let b)): a == b
        case (.string, .html), (.html, .string): plainText == other.plainText
        case (.date(let a, _), .date(let b, _)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { value.isEqual(to: $0) } ?? false }
        default: false
        }
    }

    /// The order of two values of the same kind (numbers, strings, dates); nil when they are not comparable.
    func compare(to other: TemplateValue) -> ComparisonResult? {
        func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
            a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
        }
        switch (self, other) {
        case (.number(let a), .number(let b)): return order(a, b)
        case (.string(let a), .string(let b)), (.html(let a), .html(let b)): return order(a, b)
        case (.string, .html), (.html, .string): return order(plainText, other.plainText)
        case (.date(let a, _), .date(let b, _)): return order(a, b)
        case (.bool(let a), .bool(let b)): return order(a ? 1 : 0, b ? 1 : 0)
        default: return nil
        }
    }

    /// The order `sort` uses: comparable values by `compare`, then by kind, with null last.
    func sortsBefore(_ other: TemplateValue) -> Bool {
        if let result = compare(to: other) { return result == .orderedAscending }
        return sortRank < other.sortRank
    }

    private var sortRank: Int {
        switch self {
        case .bool: 0
        case .number: 1
        case .string, .html: 2
        case .date: 3
        case .array: 4
        case .dictionary: 5
        case .object: 6
        case .null: 7
        }
    }

    /// `needle in self`: a substring of a string, an element of an array, a key of a dictionary or object.
    func contains(_ needle: TemplateValue) -> Bool? {
        switch self {
        case .string, .html:
            let text = plainText
            return needle.plainText.isEmpty || text.contains(needle.plainText)
        case .array(let elements):
            return elements.contains { $0.isEqual(to: needle) }
        case .dictionary(let members):
            guard case .string(let key) = needle else { return false }
            return members[key] != nil
        case .object(let object):
            guard case .string(let key) = needle else { return false }
            return object.member(key) != nil
        case .null:
            return false
        case .bool, .number, .date:
            return nil
        }
    }
}
