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
        var locations = JSONLocations(source)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0, locations: &locations)
        reader.skipWhitespace()
        if reader.index < source.bytes.count {
            throw reader.error("unexpected text after the JSON value")
        }
        return value
    }
}

/// The tree: each value with its location and line, for configuration errors that point at a key.
extension JSONScanner {
    mutating func value(depth: Int, locations: inout JSONLocations) throws(Diagnostic) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("JSON nested more than \(JSONParser.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        let (location, line) = locations.location(ofOffset: index)
        let kind: JSONValue.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try object(depth: depth, locations: &locations)
        case UInt8(ascii: "["): kind = try array(depth: depth, locations: &locations)
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        default: throw error("expected a value (string, number, object, array, true, false or null)")
        }
        return JSONValue(kind, at: location, sourceLine: line)
    }

    mutating func object(depth: Int, locations: inout JSONLocations) throws(Diagnostic) -> JSONValue.Kind {
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
            let (keyLocation, keyLine) = locations.location(ofOffset: keyOffset)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            let value = try value(depth: depth + 1, locations: &locations)
            members.append(JSONMember(key: key, keyLocation: keyLocation, keySourceLine: keyLine, value: value))
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

    mutating func array(depth: Int, locations: inout JSONLocations) throws(Diagnostic) -> JSONValue.Kind {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1, locations: &locations))
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

/// Where a tree's values and keys are, found on from the last one asked for: they are asked for in order,
/// so each byte is looked at once. Asking `SourceText` for each counted its column from the line's start and
/// copied its line, which made a minified file (one line holding every value) quadratic to read; here a
/// line's text is made once and shared by the values on it.
struct JSONLocations {
    private let source: SourceText
    private var offset = 0
    private var line = 1
    private var column = 1
    private var lineText: String?

    init(_ source: SourceText) {
        self.source = source
    }

    /// The location of `target` and the text of its line. The bytes before a value or key that the
    /// tree reads have been read as JSON, so they are UTF-8: a column is one more for each byte that
    /// does not continue a character.
    mutating func location(ofOffset target: Int) -> (SourceLocation, String) {
        guard target >= offset else { return (source.location(ofOffset: target), source.line(containingOffset: target)) }
        let bytes = source.bytes
        while offset < target {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), offset < target, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                (line, column, lineText) = (line + 1, 1, nil)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let text = lineText ?? source.line(number: line)
        lineText = text
        return (SourceLocation(path: source.path, line: line, column: column), text)
    }
}
