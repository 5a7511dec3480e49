import Core
import Foundation

/// A value a template can print, test, iterate or pass to a filter.
public enum TemplateValue: Sendable {
    /// Nothing; prints empty and is false in tests. Unlike an undefined variable it never warns.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; integral values print without a fraction (`3`, not `3.0`).
    case number(Double)
    /// Text, HTML-escaped when printed.
    case string(String)
    /// Markup that is already safe HTML (rendered content, a table of contents); printed as is.
    case html(String)
    /// A moment in time and the offset from UTC (seconds east) it was written in, so that it is
    /// shown on the author's day; prints as RFC 3339 in that offset, formatted with the `date` filter.
    case date(Date, utcOffset: Int = 0)
    /// An ordered list, iterated by `{% for %}`.
    case array([TemplateValue])
    /// Named members, reached with `.name`; iterated in key order.
    case dictionary([String: TemplateValue])
    /// Named members computed on demand (a page's `content`, `prev`, `next`…).
    case object(any TemplateObject)
}

/// A value whose members are computed when a template asks for them, so a page
/// can offer `prev`, `next` or its rendered content without building them for
/// every page up front.
public protocol TemplateObject: Sendable {
    /// The member called `name`, or nil when the object has no such member (an undefined variable).
    func member(_ name: String) -> TemplateValue?
    /// The names of the members, in the order `json` writes them and `{% for %}` visits them.
    var memberNames: [String] { get }
    /// The member called `name` as safe HTML in UTF-8, when the object keeps it as bytes (a page's
    /// rendered content): printed as element content it is copied as is, never made a `String`.
    /// Nil for every other member, which is then printed from `member(_:)`.
    func markupUTF8(_ name: String) -> [UInt8]?
}

extension TemplateObject {
    /// No member is kept as bytes.
    public func markupUTF8(_ name: String) -> [UInt8]? { nil }
}

extension TemplateValue {
    /// Converts a located JSON value (front matter, `site.json` params): objects become dictionaries.
    public init(_ json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(TemplateValue.init))
        case .object(let members):
            self = .dictionary(Dictionary(members.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// A plain (escaped when printed) string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A dictionary; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

