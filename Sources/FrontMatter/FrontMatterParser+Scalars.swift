import Core
import Foundation

/// Reads the value written on one line: a quoted string, an inline list or a plain scalar.
struct ScalarReader {
    let source: SourceText
    var index: Int
    let end: Int

    var bytes: [UInt8] { source.bytes }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: offset, in: source)
    }

    /// The whole rest of the line as one value; only a comment may follow it.
    mutating func inlineValue() throws(Diagnostic) -> FrontMatterValue {
        let value = try self.value(inList: false, depth: 0)
        skipSpaces()
        if index < end, bytes[index] != UInt8(ascii: "#") {
            throw error("unexpected text after the value: quote the whole value or put a '#' before a comment", at: index)
        }
        return value
    }

    mutating func value(inList: Bool, depth: Int) throws(Diagnostic) -> FrontMatterValue {
        skipSpaces()
        guard index < end else { return .null }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        case UInt8(ascii: "["):
            return try inlineList(depth: depth)
        case UInt8(ascii: "{"):
            throw error("inline maps ({…}) are not supported: write each key on its own indented line", at: index)
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw error("YAML anchors, aliases and tags are not supported: write the value itself", at: index)
        default:
            return try plain(inList: inList)
        }
    }

    /// `"double"` (with backslash escapes) or `'single'` (with `''` for a quote); closed on the same line.
    mutating func quoted() throws(Diagnostic) -> String {
        let quote = bytes[index]
        let opening = index
        index += 1
        var output: [UInt8] = []
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    output.append(quote)
                    index += 2
                    continue
                }
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                try escape(into: &output)
                continue
            }
            output.append(byte)
            index += 1
        }
        let name = quote == UInt8(ascii: "\"") ? "double" : "single"
        let mark = quote == UInt8(ascii: "\"") ? "\"" : "'"
        throw error("unclosed \(name) quote: expected a closing \(mark) on the same line", at: opening)
    }

    mutating func escape(into output: inout [UInt8]) throws(Diagnostic) {
        let start = index
        index += 1
        guard index < end else { throw error("expected a character after '\\'", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "0"): output.append(0x00)
        case UInt8(ascii: "u"):
            guard index + 4 <= end, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(code)
            else { throw error("expected four hex digits after '\\u'", at: start) }
            index += 4
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))': use \\\", \\\\, \\n, \\t or \\uXXXX", at: start)
        }
    }

    mutating func inlineList(depth: Int) throws(Diagnostic) -> FrontMatterValue {
        let opening = index
        guard depth < 32 else { throw error("lists nested too deeply", at: opening) }
        index += 1
        var items: [FrontMatterValue] = []
        skipSpaces()
        if index < end, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .list(items)
        }
        while true {
            items.append(try value(inList: true, depth: depth + 1))
            skipSpaces()
            guard index < end else { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .list(items)
            }
            throw error("expected ',' or ']' in the list", at: index)
        }
        throw error("unclosed list: expected ']' on the same line", at: opening)
    }

    /// An unquoted scalar, typed as YAML does: Booleans, null, numbers and dates; otherwise a string.
    mutating func plain(inList: Bool) throws(Diagnostic) -> FrontMatterValue {
        let start = index
        while index < end {
            let byte = bytes[index]
            if inList && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")) { break }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") { break }
            index += 1
        }
        var valueEnd = index
        while valueEnd > start, bytes[valueEnd - 1] == UInt8(ascii: " ") || bytes[valueEnd - 1] == UInt8(ascii: "\t") { valueEnd -= 1 }
        let text = String(decoding: bytes[start..<valueEnd], as: UTF8.self)
        return try Self.typed(text, at: start, in: source)
    }

    static func typed(_ text: String, at offset: Int, in source: SourceText) throws(Diagnostic) -> FrontMatterValue {
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if FrontMatterDate.looksLikeDate(text[...].utf8) {
            guard let date = CivilDate.parse(text) else {
                throw .error("bad date '\(text)': expected \(FrontMatterDate.expectedForm)", at: offset, in: source)
            }
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
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty else { return false }
        bytes = bytes.dropFirst(integer.count)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = bytes.prefix(while: isDigit)
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(fraction.count)
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }

    mutating func skipSpaces() {
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }
}
