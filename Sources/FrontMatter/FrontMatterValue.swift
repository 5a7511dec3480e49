import Core
import Foundation

/// A value written in a page's front matter.
public indirect enum FrontMatterValue: Sendable, Equatable {
    /// `key:` with nothing after it, `~` or `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with the text it was written as (so `version: 1.10` can still be shown as written).
    case number(Double, text: String)
    /// A quoted or plain string.
    case string(String)
    /// A date such as `2023-09-14`, `2023-09-14 10:30` or `2026-11-22T10:00:00Z` (UTC unless an offset is given).
    case date(Date, text: String)
    /// An inline `[a, "b c"]` or block (`- item`) list.
    case list([FrontMatterValue])
    /// An indented block of `key: value` lines.
    case map([FrontMatterEntry])

    /// The text of a scalar as a user would read it: strings as is, numbers and dates as written.
    public var scalarText: String? {
        switch self {
        case .string(let text), .number(_, let text), .date(_, let text): text
        case .bool(let value): value ? "true" : "false"
        case .null, .list, .map: nil
        }
    }

    /// Whether the value is empty (`key:`, `~`, `null`).
    var isNull: Bool { self == .null }

    /// A short name of the value's form, for error messages.
    var formDescription: String {
        switch self {
        case .null: "an empty value"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .date: "a date"
        case .list: "a list"
        case .map: "a block of keys"
        }
    }
}

/// One `key: value` line of front matter (with any nested lines).
public struct FrontMatterEntry: Sendable {
    /// The key as written.
    public var key: String
    /// The value.
    public var value: FrontMatterValue
    /// Where the key is written.
    var keyLocation: SourceLocation
    /// Where the value starts (the key's location when the value is empty).
    var valueLocation: SourceLocation
    /// The file, whose line holding the value a warning shows: the line's text is made only for one.
    var source: SourceText

    /// The text of the line that holds the value, for carets.
    var valueLine: String { source.line(number: valueLocation.line) }

    /// The line the key is written on.
    public var line: Int { keyLocation.line }

    /// A warning pointing at the value.
    func valueWarning(_ message: String) -> Diagnostic {
        Diagnostic(.warning, message, at: valueLocation, sourceLine: valueLine)
    }
}

extension FrontMatterEntry: Equatable {
    /// Entries are equal when they say the same in the same place, on lines that read the same.
    public static func == (lhs: FrontMatterEntry, rhs: FrontMatterEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value && lhs.keyLocation == rhs.keyLocation
            && lhs.valueLocation == rhs.valueLocation && lhs.valueLine == rhs.valueLine
    }
}

/// The front matter of a page: its entries in the order they were written.
public struct FrontMatter: Sendable, Equatable {
    /// The top-level entries, keys unique.
    public var entries: [FrontMatterEntry]

    /// Creates front matter from entries.
    public init(entries: [FrontMatterEntry] = []) {
        self.entries = entries
    }

    /// The entry for `key`.
    public subscript(key: String) -> FrontMatterEntry? {
        entries.first { $0.key == key }
    }
}
