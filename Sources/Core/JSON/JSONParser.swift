/// A strict RFC 8259 JSON parser over bytes that keeps source locations.
/// Foundation's parser reports neither line nor column on Linux, and users
/// editing `site.json` by hand deserve both.
public enum JSONParser {
    /// The deepest nesting accepted; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 256

    /// Parses one JSON document.
    /// - Throws: a `Diagnostic` with the line and column of the first problem.
    public static func parse(_ source: SourceText) throws(Diagnostic) -> JSONValue {
        var reader = Reader(source: source)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.index < source.bytes.count {
            throw reader.error("unexpected text after the JSON value")
        }
        return value
    }
}

private struct Reader {
    let source: SourceText
    var index = 0

    init(source: SourceText) {
        self.source = source
        // A UTF-8 byte order mark is not JSON, but editors write it; skip it.
        if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var bytes: [UInt8] { source.bytes }

    func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        .error(message, at: offset ?? index, in: source)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(Diagnostic) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("JSON nested more than \(JSONParser.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        let start = index
        let location = source.location(ofOffset: start)
        let line = source.line(containingOffset: start)
        let kind: JSONValue.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try object(depth: depth)
        case UInt8(ascii: "["): kind = try array(depth: depth)
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        default: throw error("expected a value (string, number, object, array, true, false or null)")
        }
        return JSONValue(kind, at: location, sourceLine: line)
    }

    mutating func literal(_ word: StaticString) throws(Diagnostic) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("expected a value (string, number, object, array, true, false or null)")
        }
        index += expected.count
    }

    mutating func object(depth: Int) throws(Diagnostic) -> JSONValue.Kind {
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
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            let value = try value(depth: depth + 1)
            members.append(JSONMember(
                key: key,
                keyLocation: source.location(ofOffset: keyOffset),
                keySourceLine: source.line(containingOffset: keyOffset),
                value: value))
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

    mutating func array(depth: Int) throws(Diagnostic) -> JSONValue.Kind {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
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

    mutating func string() throws(Diagnostic) -> String {
        let start = index
        index += 1
        var output: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard UTF8Validation.isValid(output) else {
                    throw error("string is not valid UTF-8", at: start)
                }
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &output)
            case 0x00..<0x20:
                throw error("control character in string (write it as an escape such as \\n)")
            default:
                output.append(byte)
                index += 1
            }
        }
    }

    mutating func escape(into output: inout [UInt8]) throws(Diagnostic) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                index += 2
                let low = try hexQuad(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: start) }
            output.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("invalid escape sequence in string", at: start)
        }
    }

    mutating func hexQuad(escapeStart: Int) throws(Diagnostic) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u must be followed by four hex digits", at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u must be followed by four hex digits", at: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func number() throws(Diagnostic) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected digits after '.'", at: start) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected digits in the exponent", at: start) }
            skipDigits()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("invalid number", at: start)
        }
        return value
    }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
