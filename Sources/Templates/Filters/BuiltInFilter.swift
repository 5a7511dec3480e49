import Core

/// The filters every template can use. Resolved when the template is parsed, so a render
/// dispatches on this enum instead of looking names up.
enum BuiltInFilter: String, Sendable, CaseIterable {
    case absoluteURL = "absolute_url"
    case capitalize, date, `default`, escape, first, groupBy = "group_by", join, json, last, length, limit, lower, map, offset, replace, reverse
    case safe, slice, slugify, sort, split, striptags, truncate, upper, url, utc, warn, `where`
    case plus, minus, times, dividedBy = "divided_by", modulo

    /// How many arguments the filter takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .default, .groupBy, .limit, .map, .offset, .split, .plus, .minus, .times, .dividedBy, .modulo: 1...1
        case .date, .slice, .truncate, .where: 1...2
        case .replace: 2...2
        case .join, .sort: 0...1
        case .absoluteURL, .capitalize, .escape, .first, .json, .last, .length, .lower, .reverse,
             .safe, .slugify, .striptags, .upper, .url, .utc, .warn:
            0...0
        }
    }

    var arityDescription: String {
        switch (arity.lowerBound, arity.upperBound) {
        case (0, 0): "no arguments"
        case (1, 1): "1 argument"
        case (2, 2): "2 arguments"
        case let (low, high): "\(low) or \(high) arguments"
        }
    }

    func apply(_ input: TemplateValue, _ arguments: [TemplateValue], environment: RenderEnvironment) throws(TemplateFilterError) -> TemplateValue {
        switch self {
        case .default: input.isNullOrEmpty ? arguments[0] : input
        case .safe: try Self.safe(input)
        case .escape: try Self.escape(input)
        case .json: .html(try input.json())
        case .date: try Self.date(input, format: arguments[0], monthNames: arguments.dropFirst().first)
        case .utc: try Self.utc(input)
        case .url: .string(environment.baseURL.url(try Self.text(input)))
        case .absoluteURL: .string(environment.baseURL.absoluteURL(try Self.text(input)))
        case .upper: .string(try Self.text(input).uppercased())
        case .lower: .string(try Self.text(input).lowercased())
        case .capitalize: .string(Self.capitalize(try Self.text(input)))
        case .slugify: .string(Slug.url(try Self.text(input)))
        case .replace: try Self.replace(input, arguments[0], with: arguments[1])
        case .truncate: .string(try Self.truncate(try Self.text(input), arguments))
        case .striptags: .string(try Self.stripTags(input))
        case .length: try Self.length(input)
        case .first: try Self.first(input)
        case .last: try Self.last(input)
        case .reverse: try Self.reverse(input)
        case .join: try Self.join(input, separator: arguments.first)
        case .limit: try Self.limit(input, arguments[0])
        case .offset: try Self.offset(input, arguments[0])
        case .slice: try Self.slice(input, from: arguments[0], count: arguments.dropFirst().first)
        case .split: try Self.split(input, at: arguments[0])
        case .sort: try Self.sort(input, key: arguments.first)
        case .where: try Self.filter(input, arguments)
        case .map: try Self.map(input, arguments[0])
        case .groupBy: try Self.group(input, by: arguments[0])
        case .plus, .minus, .times, .dividedBy, .modulo: try Self.arithmetic(self, input, arguments[0])
        // The renderer reports the warning: a filter has no place to put one.
        case .warn: .string("")
        }
    }

    /// The text a text filter works on. Safe HTML gives its text, not its markup, so the plain-string
    /// result is escaped when printed and no markup passes through a text filter.
    static func text(_ input: TemplateValue) throws(TemplateFilterError) -> String {
        switch input {
        case .array, .dictionary, .object: throw TemplateFilterError("expects text, got \(input.typeDescription)")
        default: return input.plainText
        }
    }

    static func string(_ argument: TemplateValue, _ role: String) throws(TemplateFilterError) -> String {
        switch argument {
        case .string(let value), .html(let value): return value
        default: throw TemplateFilterError("expects \(role) as a string, got \(argument.typeDescription)")
        }
    }

    static func count(_ argument: TemplateValue, _ role: String) throws(TemplateFilterError) -> Int {
        guard case .number(let number) = argument, let count = Int(exactly: number), count >= 0 else {
            throw TemplateFilterError("expects \(role) as a whole number of at least 0, got \(argument.typeDescription == "a number" ? argument.plainText : argument.typeDescription)")
        }
        return count
    }
}
