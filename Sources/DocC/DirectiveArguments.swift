/// Reads the text between a directive's parentheses: `source: "a b", alt: x` or `"Title"`.
enum DirectiveArguments {
    static func parse(_ text: Substring) -> [Directive.Argument] {
        var result: [Directive.Argument] = []
        var label = ""
        var value = ""
        var inQuotes = false
        var escaped = false
        var sawColon = false
        func finish() {
            let trimmedValue = value.trimmingSpaces
            if !trimmedValue.isEmpty || !label.isEmpty {
                result.append(Directive.Argument(
                    label: sawColon ? label.trimmingSpaces : "", value: sawColon ? trimmedValue : (label + value).trimmingSpaces))
            }
            label = ""
            value = ""
            sawColon = false
        }
        for character in text {
            if inQuotes {
                if escaped { value.append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "\"" { inQuotes = false }
                else { value.append(character) }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "," {
                finish()
            } else if character == ":" && !sawColon && value.trimmingSpaces.isEmpty {
                sawColon = true
                label += value
                value = ""
            } else if sawColon {
                value.append(character)
            } else {
                label.append(character)
            }
        }
        finish()
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
