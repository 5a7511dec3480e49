/// A cursor over one JSON document's bytes, strict as RFC 8259: the tokens `JSONParser` builds its tree
/// from, and a forward-only way to read large documents (symbol graphs) straight into types, member by
/// member, keeping no tree and no locations but the first error's.
public struct JSONScanner {
    let source: SourceText
    var index = 0

    /// A cursor at the start of `source`'s JSON value.
    public init(_ source: SourceText) {
        self.source = source
        // A UTF-8 byte order mark is not JSON, but editors write it; skip it.
        if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
    }

    var bytes: [UInt8] { source.bytes }

    /// An error located at `offset`, or where the cursor is.
    public func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        .error(message, at: offset ?? index, in: source)
    }

    /// Reads the object the cursor is at: `member` is called with each key and the cursor at its value,
    /// which it must read or skip.
    public mutating func readObject(_ member: (inout JSONScanner, String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw error("expected an object") }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return skipWhitespace()
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            try member(&self, key)
            guard try separator(closing: UInt8(ascii: "}")) else { return }
        }
    }

    /// Reads the array the cursor is at: `element` is called with the cursor at each element, which it must read or skip.
    public mutating func readArray(_ element: (inout JSONScanner) throws(Diagnostic) -> Void) throws(Diagnostic) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { throw error("expected an array") }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return skipWhitespace()
        }
        while true {
            try element(&self)
            guard try separator(closing: UInt8(ascii: "]")) else { return }
        }
    }

    /// The elements of the array the cursor is at, each read by `element`.
    public mutating func array<Element>(_ element: (inout JSONScanner) throws(Diagnostic) -> Element) throws(Diagnostic) -> [Element] {
        var elements: [Element] = []
        try readArray { scanner throws(Diagnostic) in elements.append(try element(&scanner)) }
        return elements
    }

    /// After a member or element: true at a `,` (more follow), false at `closing` (the end), both passed.
    private mutating func separator(closing: UInt8) throws(Diagnostic) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))', found the end of the file") }
        let byte = bytes[index]
        index += 1
        skipWhitespace()
        if byte == UInt8(ascii: ",") { return true }
        if byte == closing { return false }
        index -= 1
        throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }

    /// The string the cursor is at.
    public mutating func readString() throws(Diagnostic) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string") }
        defer { skipWhitespace() }
        return try string()
    }

    /// The whole number the cursor is at.
    public mutating func readInt() throws(Diagnostic) -> Int {
        let start = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index].isASCIIDigit else { throw error("expected a number") }
        let value = try number()
        skipWhitespace()
        guard let whole = Int(exactly: value) else { throw error("expected a whole number", at: start) }
        return whole
    }

    /// The `true` or `false` the cursor is at.
    public mutating func readBool() throws(Diagnostic) -> Bool {
        defer { skipWhitespace() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "t") {
            try literal("true")
            return true
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "f") else { throw error("expected true or false") }
        try literal("false")
        return false
    }

    /// Passes a `null` at the cursor and says whether there was one: an optional member written as null is absent.
    public mutating func skipNull() throws(Diagnostic) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "n") else { return false }
        try literal("null")
        skipWhitespace()
        return true
    }

    /// Passes the value at the cursor, checking it as strictly as reading it would.
    public mutating func skipValue(depth: Int = 0) throws(Diagnostic) {
        guard depth < JSONParser.maximumDepth else { throw error("JSON nested more than \(JSONParser.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try readObject { scanner, _ throws(Diagnostic) in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): try readArray { scanner throws(Diagnostic) in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
        default: throw error("expected a value (string, number, object, array, true, false or null)")
        }
        skipWhitespace()
    }

    /// Checks that nothing but whitespace follows the value read.
    public func finish() throws(Diagnostic) {
        if index < bytes.count { throw error("unexpected text after the JSON value") }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func literal(_ word: StaticString) throws(Diagnostic) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("expected a value (string, number, object, array, true, false or null)")
        }
        index += expected.count
    }

    mutating func string() throws(Diagnostic) -> String {
        let start = index
        index += 1
        // Most strings hold no escape: the bytes up to the closing quote are the string.
        let plainStart = index
        let plainEnd = bytes.withUnsafeBufferPointer { buffer in
            var end = plainStart
            while end < buffer.count, buffer[end] != UInt8(ascii: "\""), buffer[end] != UInt8(ascii: "\\"), buffer[end] >= 0x20 { end += 1 }
            return end
        }
        let plain = bytes[index..<plainEnd]
        index = plainEnd
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            guard UTF8Validation.firstInvalidIndex(in: plain) == nil else { throw error("string is not valid UTF-8", at: start) }
            return String(decoding: plain, as: UTF8.self)
        }
        var output = Array(plain)
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
        guard index < bytes.count, bytes[index].isASCIIDigit else { throw error("invalid number", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, bytes[index].isASCIIDigit else { throw error("invalid number: expected digits after '.'", at: start) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, bytes[index].isASCIIDigit else { throw error("invalid number: expected digits in the exponent", at: start) }
            skipDigits()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("invalid number", at: start)
        }
        return value
    }

    mutating func skipDigits() {
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
    }

}

extension JSONScanner {
    /// Where the cursor is, as an offset into the bytes: keep an object's to report a member it lacks.
    public var offset: Int { index }

    /// The value `read` reads at the cursor, or nil for a `null` there.
    public mutating func optional<Value>(_ read: (inout JSONScanner) throws(Diagnostic) -> Value) throws(Diagnostic) -> Value? {
        try skipNull() ? nil : try read(&self)
    }

    /// `value`, or an error at the object starting at `objectOffset` that it has no member `key`.
    public func required<Value>(_ value: Value?, _ key: String, inObjectAt objectOffset: Int) throws(Diagnostic) -> Value {
        guard let value else { throw error("expected a member \"\(key)\" in this object", at: objectOffset) }
        return value
    }
}
