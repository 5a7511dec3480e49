import Core

/// What may precede a value: an anchor `&name` that names it and a tag `!!str` that types it.
struct NodeProperties {
    var anchor: String?
    var tag: String?

    var isEmpty: Bool { anchor == nil && tag == nil }

    /// Reads `&name` and `!tag` (in either order) at `index`, leaving it after them and their spaces.
    static func read(_ bytes: [UInt8], at index: inout Int, end: Int) -> NodeProperties {
        var properties = NodeProperties()
        while index < end, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            let marker = bytes[index]
            let start = index + 1
            index = start
            while index < end, !endsName(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if marker == UInt8(ascii: "&") { properties.anchor = name } else { properties.tag = name }
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        return properties
    }

    static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }
}

/// The anchored values seen so far. Aliases copy values, so a few lines of aliases of aliases
/// could stand for billions of values: expansion stops at `expansionLimit` values in all.
struct Anchors {
    static let expansionLimit = 10_000
    private var values: [String: (value: FrontMatterValue, size: Int)] = [:]
    private var expanded = 0

    /// The value a tag asks for (`!!str` makes a scalar text), remembered under its anchor.
    mutating func apply(_ properties: NodeProperties, to value: FrontMatterValue) -> FrontMatterValue {
        var value = value
        if properties.tag == "!str", let text = value.scalarText { value = .string(text) }
        if let anchor = properties.anchor { values[anchor] = (value, Self.size(of: value)) }
        return value
    }

    mutating func value(of name: String, at offset: Int, in source: SourceText) throws(Diagnostic) -> FrontMatterValue {
        guard let anchored = values[name] else {
            throw .error("unknown alias '*\(name)': name a value '&\(name)' before using it", at: offset, in: source)
        }
        expanded += anchored.size
        guard expanded <= Self.expansionLimit else {
            throw .error("aliases expand to more than \(Self.expansionLimit) values: write the values out instead", at: offset, in: source)
        }
        return anchored.value
    }

    private static func size(of value: FrontMatterValue) -> Int {
        switch value {
        case .list(let items): items.reduce(1) { $0 + size(of: $1) }
        case .map(let entries): entries.reduce(1) { $0 + size(of: $1.value) }
        default: 1
        }
    }
}
