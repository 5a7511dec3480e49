// For the fuzz targets that read JSON: a parsed value written back as JSON text, as a program that
// writes JSON would (members in order, strings through Core's JSONString, numbers as Swift writes a
// Double), and a comparison of values that ignores where they were written. What the round-trip
// oracles parse back and compare.
import Core

enum JSONText {
    /// The value as compact JSON text; nil when it holds a number JSON cannot write (`1e999` reads
    /// as infinity).
    static func of(_ value: JSONValue) -> String? {
        var output: [UInt8] = []
        return append(value, to: &output) ? String(decoding: output, as: UTF8.self) : nil
    }

    private static func append(_ value: JSONValue, to output: inout [UInt8]) -> Bool {
        switch value.kind {
        case .null: output += "null".utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .number(let number):
            guard number.isFinite else { return false }
            output += "\(number)".utf8
        case .string(let string): JSONString.appendQuoted(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                guard append(element, to: &output) else { return false }
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONString.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                guard append(member.value, to: &output) else { return false }
            }
            output.append(UInt8(ascii: "}"))
        }
        return true
    }

    /// Whether two values are the same, wherever they were written.
    static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left.kind, right.kind) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): Array(a.utf8) == Array(b.utf8)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { Array($0.key.utf8) == Array($1.key.utf8) && same($0.value, $1.value) }
        default: false
        }
    }
}
