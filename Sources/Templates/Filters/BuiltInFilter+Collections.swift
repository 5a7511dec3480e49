import Core

// Filters on arrays (and the few that also take strings).
extension BuiltInFilter {
    static func array(_ input: TemplateValue) throws(TemplateFilterError) -> [TemplateValue] {
        switch input {
        case .array(let elements): return elements
        case .null: return []
        default: throw TemplateFilterError("expects an array, got \(input.typeDescription)")
        }
    }

    static func length(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        switch input {
        case .null: .number(0)
        case .array(let elements): .number(Double(elements.count))
        case .dictionary(let members): .number(Double(members.count))
        case .object(let object): .number(Double(object.memberNames.count))
        default: .number(Double(try text(input).count))
        }
    }

    static func first(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        switch input {
        case .string, .html: try text(input).first.map { .string(String($0)) } ?? .null
        default: try array(input).first ?? .null
        }
    }

    static func last(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        switch input {
        case .string, .html: try text(input).last.map { .string(String($0)) } ?? .null
        default: try array(input).last ?? .null
        }
    }

    static func reverse(_ input: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        switch input {
        case .string, .html: .string(String(try text(input).reversed()))
        default: .array(try array(input).reversed())
        }
    }

    static func limit(_ input: TemplateValue, _ argument: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        .array(Array(try array(input).prefix(try count(argument, "the number of elements"))))
    }

    /// The elements after the first `count`, as Liquid's loop option `offset:` leaves them.
    static func offset(_ input: TemplateValue, _ argument: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        .array(Array(try array(input).dropFirst(try count(argument, "the number of elements"))))
    }

    /// The elements (or characters) from `start` (from the end when negative), `count` of them (1 without it), as
    /// Liquid's `slice` takes them: a string for text, an array for an array; empty past either end.
    static func slice(_ input: TemplateValue, from start: TemplateValue, count: TemplateValue?) throws(TemplateFilterError) -> TemplateValue {
        guard case .number(let number) = start, let offset = Int(exactly: number) else {
            throw TemplateFilterError("expects the first position as a whole number, got \(start.typeDescription)")
        }
        let length = try count.map { argument throws(TemplateFilterError) in try Self.count(argument, "the number of elements") } ?? 1
        func range(in total: Int) -> Range<Int> {
            let lower = offset < 0 ? max(0, total + offset) : min(offset, total)
            return lower..<min(total, lower + length)
        }
        switch input {
        case .string, .html:
            let characters = Array(try text(input))
            return .string(String(characters[range(in: characters.count)]))
        default:
            let elements = try array(input)
            return .array(Array(elements[range(in: elements.count)]))
        }
    }

    /// Text split at each `separator` into an array of strings, as Liquid's `split` (Ruby's) does: empty strings at the
    /// end are left out, and an empty separator splits into characters.
    static func split(_ input: TemplateValue, at separator: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        let text = try text(input)
        let separator = try string(separator, "the separator")
        var parts = separator.isEmpty ? text.map(String.init) : text.components(separatedBy: separator)
        while parts.last == "" { parts.removeLast() }
        return .array(parts.map(TemplateValue.string))
    }

    /// Joins the elements' text. Safe elements stay markup and the rest is escaped, so the
    /// result is safe HTML only when some element was; otherwise it is a plain string.
    static func join(_ input: TemplateValue, separator: TemplateValue?) throws(TemplateFilterError) -> TemplateValue {
        let separator = try separator.map { argument throws(TemplateFilterError) in try string(argument, "the separator") } ?? ""
        return joinText(try array(input), separator: separator)
    }

    /// The text of `elements` joined; what `join` and `~` produce.
    static func joinText(_ elements: [TemplateValue], separator: String) -> TemplateValue {
        let hasMarkup = elements.contains { if case .html = $0 { true } else { false } }
        guard hasMarkup else { return .string(elements.map(\.plainText).joined(separator: separator)) }
        let parts = elements.map { element in
            if case .html(let markup) = element { return markup }
            return HTMLEscaping.attribute(element.plainText)
        }
        return .html(parts.joined(separator: HTMLEscaping.attribute(separator)))
    }

    /// Sorts by the values themselves or by a (dotted) member; stable, with missing members last.
    static func sort(_ input: TemplateValue, key: TemplateValue?) throws(TemplateFilterError) -> TemplateValue {
        let elements = try array(input)
        let path = try key.map { argument throws(TemplateFilterError) in try memberPath(argument) }
        let keys = elements.map { element in path.map { element.member(path: $0) ?? .null } ?? element }
        let order = keys.indices.sorted { left, right in
            if keys[left].sortsBefore(keys[right]) { return true }
            if keys[right].sortsBefore(keys[left]) { return false }
            return left < right
        }
        return .array(order.map { elements[$0] })
    }

    /// `where: "draft"` keeps elements whose member is true; `where: "tags", "swift"` keeps those whose
    /// member equals the value or is an array containing it.
    static func filter(_ input: TemplateValue, _ arguments: [TemplateValue]) throws(TemplateFilterError) -> TemplateValue {
        .array(try Selector(input, arguments).first(.max))
    }

    /// `map: "url"`: each element's member, null where it has none, as Liquid's `map` gives them.
    static func map(_ input: TemplateValue, _ argument: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        let path = try memberPath(argument)
        return .array(try array(input).map { $0.member(path: path) ?? .null })
    }

    /// `group_by: "year"`: a group for each value of the member, in the order each first appears, as Jekyll's
    /// `group_by` makes them: `name` (the value as text; empty where the member is missing), `items` and `size`.
    static func group(_ input: TemplateValue, by argument: TemplateValue) throws(TemplateFilterError) -> TemplateValue {
        let path = try memberPath(argument)
        var names: [String] = []
        var groups: [String: [TemplateValue]] = [:]
        for element in try array(input) {
            let name = element.member(path: path)?.plainText ?? ""
            if groups[name] == nil { names.append(name) }
            groups[name, default: []].append(element)
        }
        return .array(names.map { name in
            let items = groups[name]!
            return .dictionary(["name": .string(name), "items": .array(items), "size": .number(Double(items.count))])
        })
    }

    /// The elements a `where` keeps, found in order.
    struct Selector {
        private let elements: [TemplateValue]
        private let path: [Substring]
        private let wanted: TemplateValue?

        init(_ input: TemplateValue, _ arguments: [TemplateValue]) throws(TemplateFilterError) {
            elements = try array(input)
            path = try memberPath(arguments[0])
            wanted = arguments.count > 1 ? arguments[1] : nil
        }

        /// The first `count` elements kept (all of them when there are fewer).
        func first(_ count: Int) -> [TemplateValue] {
            var kept: [TemplateValue] = []
            for element in elements {
                guard kept.count < count else { break }
                if keeps(element) { kept.append(element) }
            }
            return kept
        }

        private func keeps(_ element: TemplateValue) -> Bool {
            guard let value = element.member(path: path) else { return false }
            guard let wanted else { return value.isTruthy }
            if case .array(let members) = value, members.contains(where: { $0.isEqual(to: wanted) }) { return true }
            return value.isEqual(to: wanted)
        }
    }

    private static func memberPath(_ argument: TemplateValue) throws(TemplateFilterError) -> [Substring] {
        let key = try string(argument, "a member name")
        let path = key.split(separator: ".", omittingEmptySubsequences: false)
        guard !key.isEmpty, !path.contains(where: \.isEmpty) else {
            throw TemplateFilterError("expects a member name such as \"date\" or \"params.weight\", got \"\(key)\"")
        }
        return path
    }
}
