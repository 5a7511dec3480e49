/// A file of `_includes/` as the conversion of the pages that include it needs it, read once however many calls it
/// has: its text, the variables it reads and whether it only sets them.
struct JekyllInclude {
    let text: String
    /// The words of its Liquid that may read variables of its own (`builds` in `{{ builds }}`, not `include.builds`),
    /// with tag and filter names among them, and Liquid's and sitegen's shortcodes' own left out: a call passes those
    /// the page has set, which its variables alone are.
    let namesRead: Set<String>
    /// Whether its Liquid only sets variables, in conditions or not, printing nothing but blanks: a call to it is
    /// inlined, as a shortcode could not set variables for the page.
    let onlyAssigns: Bool

    init(text: String) {
        self.text = text
        namesRead = Self.namesRead(by: text)
        onlyAssigns = Self.onlyAssigns(text)
    }

    private static func onlyAssigns(_ text: String) -> Bool {
        let silent: Set<String> = ["assign", "if", "elsif", "else", "endif", "unless", "endunless", "case", "when", "endcase"]
        var rest = Substring(text)
        var assigns = false
        while let open = rest.range(of: "{")?.lowerBound {
            guard rest[..<open].allSatisfy(\.isWhitespace), rest[open...].hasPrefix("{%"), let tag = LiquidTags.readTag(rest, at: open),
                  silent.contains(tag.name) else { return false }
            assigns = assigns || tag.name == "assign"
            rest = rest[tag.range.upperBound...]
        }
        return assigns && rest.allSatisfy(\.isWhitespace)
    }

    private static func namesRead(by text: String) -> Set<String> {
        var read: Set<String> = []
        for opening in ["{{", "{%"] {
            for part in text.components(separatedBy: opening).dropFirst() {
                let inner = part.components(separatedBy: opening == "{{" ? "}}" : "%}").first ?? ""
                read.formUnion(names(in: inner).subtracting(reservedNames))
            }
        }
        return read
    }

    /// The names an expression reads as variables: words outside quotes that no `.` puts after another value.
    private static func names(in expression: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var beforeWord: Character = " "
        var previous: Character = " "
        var quote: Character?
        for character in expression + " " {
            defer { previous = character }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { beforeWord = previous }
                word.append(character)
                continue
            }
            if !word.isEmpty, beforeWord != ".", !word.first!.isNumber { names.insert(word) }
            word = ""
            if character == "\"" || character == "'" { quote = character }
        }
        return names
    }

    /// Names a shortcode's template gives values of its own, and Liquid's: no argument passes them.
    private static let reservedNames: Set<String> = ["page", "site", "args", "inner", "include", "forloop", "loop"]
}
