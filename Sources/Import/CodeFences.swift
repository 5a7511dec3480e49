/// Follows fenced code blocks (```` ``` ```` or `~~~`) line by line, so that the importer's
/// line-based rewrites and searches leave code as it is.
struct CodeFences {
    private var open: Substring?

    /// Whether `line` is code: an opening or closing fence, or a line between them.
    mutating func isCode(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let fence = open {
            if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == fence.first || $0 == " " || $0 == "\r" }) { open = nil }
            return true
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            open = trimmed.prefix { $0 == trimmed.first }
            return true
        }
        return false
    }
}
