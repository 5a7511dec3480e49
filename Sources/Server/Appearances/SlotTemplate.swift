/// A built-in page with `{{name}}` slots, such as `appearances.html`. Values are
/// inserted as they are (escape them first) and never searched for slots themselves.
struct SlotTemplate: Sendable {
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The text with every slot replaced by its value; a slot without a value is left as it is.
    func filled(_ values: [String: String]) -> String {
        var output = ""
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let name = String(rest[open.upperBound..<close.lowerBound])
            output += rest[..<open.lowerBound]
            output += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}
