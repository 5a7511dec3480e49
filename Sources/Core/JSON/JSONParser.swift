/// A strict RFC 8259 JSON parser over bytes that keeps source locations.
/// Foundation's parser reports neither line nor column on Linux, and users
/// editing `site.json` by hand deserve both.
public enum JSONParser {
    /// The deepest nesting accepted; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 256

    /// Parses one JSON document.
    /// - Throws: a `Diagnostic` with the line and column of the first problem.
    public static func parse(_ source: SourceText) throws(Diagnostic) -> JSONValue {
        var reader = JSONScanner(source)
        var locator = SourceLocator(source)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0, locator: &locator)
        reader.skipWhitespace()
        if reader.index < source.bytes.count {
            throw reader.error("unexpected text after the JSON value")
        }
        return value
    }
}

/// The tree: each value with its location and line, for configuration errors that point at a key.
extension JSONScanner {
    mutating func value(depth: Int, locator: inout SourceLocator) throws(Diagnostic) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("JSON nested more than \(JSONParser.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        let location = locator.location(ofOffset: index)
        let kind: JSONValue.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try object(depth: depth, locator: &locator)
        case UInt8(ascii: "["): kind = try array(depth: depth, locator: &locator)
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        default: throw error("expected a value (string, number, object, array, true, false or null)")
        }
        return JSONValue(kind, at: location, in: source)
    }

    mutating func object(depth: Int, locator: inout SourceLocator) throws(Diagnostic) -> JSONValue.Kind {
        index += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key")
            }
            let keyOffset = index
            let key = try string()
            guard seen.insert(key).inserted else {
                throw error("duplicate key '\(key)'", at: keyOffset)
            }
            let keyLocation = locator.location(ofOffset: keyOffset)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            let value = try value(depth: depth + 1, locator: &locator)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' after an object member")
        }
    }

    mutating func array(depth: Int, locator: inout SourceLocator) throws(Diagnostic) -> JSONValue.Kind {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1, locator: &locator))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an array element")
        }
    }
}
