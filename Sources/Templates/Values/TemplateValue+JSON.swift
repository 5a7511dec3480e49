import Core

extension TemplateValue {
    /// How deep `json` follows nested values; objects that refer to each other (`page.prev.next`)
    /// would otherwise never end.
    static let maximumJSONDepth = 32
    /// How many values `json` writes at most, which bounds objects that branch as they refer onwards.
    static let maximumJSONValues = 1_000_000

    /// The value as JSON that is also safe inside HTML: `<`, `>`, `&`, `'`, U+2028 and U+2029 are written as `\u` escapes,
    /// so it can go in a `<script>` element or a single-quoted attribute. Dictionary keys are sorted
    /// so output is reproducible; dates are ISO 8601 strings; non-finite numbers are null.
    func json() throws(TemplateFilterError) -> String {
        var writer = JSONWriter()
        try writer.write(self, depth: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }
}

private struct JSONWriter {
    var output: [UInt8] = []
    var written = 0

    mutating func write(_ value: TemplateValue, depth: Int) throws(TemplateFilterError) {
        guard depth <= TemplateValue.maximumJSONDepth else {
            throw TemplateFilterError("value nested more than \(TemplateValue.maximumJSONDepth) levels deep (do members refer back to each other?)")
        }
        written += 1
        guard written <= TemplateValue.maximumJSONValues else {
            throw TemplateFilterError("value has more than \(TemplateValue.maximumJSONValues) parts")
        }
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): append(number.isFinite ? TemplateValue.format(number) : "null")
        case .string(let text), .html(let text): writeString(text)
        case .date: writeString(value.plainText)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try write(element, depth: depth + 1)
            }
            output.append(UInt8(ascii: "]"))
        case .dictionary(let members):
            try writeObject(members.keys.sorted(), depth: depth) { members[$0] }
        case .object(let object):
            try writeObject(object.memberNames, depth: depth) { object.member($0) }
        }
    }

    private mutating func writeObject(_ names: [String], depth: Int, member: (String) -> TemplateValue?) throws(TemplateFilterError) {
        output.append(UInt8(ascii: "{"))
        var first = true
        for name in names {
            guard let value = member(name) else { continue }
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            writeString(name)
            output.append(UInt8(ascii: ":"))
            try write(value, depth: depth + 1)
        }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// `'` is escaped too: the JSON may go in a single-quoted attribute.
    private mutating func writeString(_ text: String) {
        JSONString.appendQuoted(text, escapingApostrophes: true, to: &output)
    }
}
