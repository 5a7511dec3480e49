import Core
import Foundation

/// Reads one value starting inside a line: a plain scalar, a quoted string, or a flow collection
/// (`[…]`, `{…}`). Quoted strings and flow collections may run over several lines, up to `end`,
/// the end of the front matter.
struct ScalarReader {
    /// Locates flow maps' entries; handed on from each reader to the next, so that a document's lines are
    /// walked once however many entries they hold.
    var locator: SourceLocator
    var index: Int
    let end: Int
    var anchors: Anchors
    /// TOML writes `key = value` in inline tables where YAML writes `key: value`.
    var toml = false

    var keySeparator: UInt8 { toml ? UInt8(ascii: "=") : UInt8(ascii: ":") }

    var source: SourceText { locator.source }
    var bytes: [UInt8] { source.bytes }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: offset, in: source)
    }

    /// The value that ends its line in block context; only a comment may follow it.
    mutating func inlineValue() throws(Diagnostic) -> FrontMatterValue {
        let value = try self.value(inFlow: false, depth: 0)
        skipSpaces()
        if index < end, !Self.isLineBreak(bytes[index]), bytes[index] != UInt8(ascii: "#") {
            throw error("unexpected text after the value: quote the whole value or put a '#' before a comment", at: index)
        }
        return value
    }

    mutating func value(inFlow: Bool, depth: Int) throws(Diagnostic) -> FrontMatterValue {
        if inFlow { skipFlowSpace() } else { skipSpaces() }
        guard index < end, !Self.isLineBreak(bytes[index]) else { return .null }
        let properties = NodeProperties.read(bytes, at: &index, end: end)
        if inFlow { skipFlowSpace() } else { skipSpaces() }
        var value: FrontMatterValue
        switch index < end ? bytes[index] : UInt8(ascii: "\n") {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): value = .string(try quoted())
        case UInt8(ascii: "["): value = try flowList(depth: depth)
        case UInt8(ascii: "{"): value = try flowMap(depth: depth)
        case UInt8(ascii: "*"): value = try alias()
        default: value = try plain(inFlow: inFlow)
        }
        return anchors.apply(properties, to: value)
    }

    /// `*name`: the value anchored as `&name` above, within the expansion limit.
    mutating func alias() throws(Diagnostic) -> FrontMatterValue {
        let start = index
        index += 1
        let nameStart = index
        while index < end, !NodeProperties.endsName(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        return try anchors.value(of: name, at: start, in: source)
    }

    /// An unquoted scalar, typed as YAML does: Booleans, null, numbers and dates; otherwise a string.
    mutating func plain(inFlow: Bool) throws(Diagnostic) -> FrontMatterValue {
        let start = index
        while index < end {
            let byte = bytes[index]
            if Self.isLineBreak(byte) { break }
            if byte == UInt8(ascii: "#"), index > start, Self.isSpace(bytes[index - 1]) { break }
            if inFlow && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) { break }
            if toml && byte == UInt8(ascii: "=") { break }
            if byte == UInt8(ascii: ":"), !toml, endsKey(after: index, inFlow: inFlow) {
                if inFlow { break }
                throw error("a value without quotes cannot contain ': ': put the whole value in quotes", at: index)
            }
            index += 1
        }
        var valueEnd = index
        while valueEnd > start, Self.isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        return Self.typed(String(decoding: bytes[start..<valueEnd], as: UTF8.self))
    }

    /// Whether the colon at `colon` separates a key from its value: followed by a space, a line break or the end.
    func endsKey(after colon: Int, inFlow: Bool) -> Bool {
        guard colon + 1 < end else { return true }
        let next = bytes[colon + 1]
        if Self.isSpace(next) || Self.isLineBreak(next) { return true }
        return inFlow && (next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}"))
    }

    static func typed(_ text: String) -> FrontMatterValue {
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if FrontMatterDate.looksLikeDate(text[...].utf8), let date = FrontMatterDate.parse(text) {
            return .date(date, text: text)
        }
        if isNumber(text), let number = Double(text) {
            return .number(number, text: text)
        }
        return .string(text)
    }

    /// Decimal integers and decimals with an optional sign and exponent (`1_000`, `0x1F` and `.5` stay strings).
    static func isNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: \.isASCIIDigit)
        guard !integer.isEmpty else { return false }
        bytes = bytes.dropFirst(integer.count)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = bytes.prefix(while: \.isASCIIDigit)
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(fraction.count)
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }

    mutating func skipSpaces() {
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Inside `[…]` and `{…}` line breaks are spaces and a `#` starts a comment to the end of its line.
    mutating func skipFlowSpace() {
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                while index < end, !Self.isLineBreak(bytes[index]) { index += 1 }
            } else if Self.isSpace(byte) || Self.isLineBreak(byte) {
                index += 1
            } else {
                return
            }
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
}
