/// One Hugo shortcode tag as written: `{{< figure src="a.png" title="A" >}}`, `{{% notice tip %}}`,
/// `{{< /highlight >}}`. Arguments are positional or named, quoted (`"…"`, `` `…` ``) or bare.
struct ShortcodeTag {
    var range: Range<String.Index>
    var name: String
    var isClosing: Bool
    /// `{{< name />}}`: a shortcode that has no body even where a closing tag of its name follows.
    var isSelfClosing = false
    var positional: [String] = []
    var named: [String: String] = [:]
    /// The blanks before the tag when nothing else stands before it on its line: the lines of what it converts to are
    /// indented as much, so that they stay in the list item or definition the tag is written in.
    var indent: Substring = ""

    /// The named argument, or else the positional one at `position`.
    func argument(_ name: String, position: Int? = nil) -> String? {
        if let value = named[name] { return value }
        guard let position, position < positional.count else { return nil }
        return positional[position]
    }

    /// The arguments as a `{% shortcode %}` call writes them: the positional ones, then the named ones by name.
    var callArguments: String {
        (positional.map(TemplateText.literal) + named.sorted { $0.key < $1.key }.map { "\($0.key)=\(TemplateText.literal($0.value))" })
            .map { " " + $0 }.joined()
    }

    /// Reads the tag starting at `start` (at `{{<` or `{{%`); nil when it is not one.
    static func read(_ text: String, at start: String.Index) -> ShortcodeTag? {
        let delimiter = text[text.index(start, offsetBy: 2)]
        let closer = delimiter == "<" ? ">}}" : "%}}"
        var cursor = Cursor(text: text, index: text.index(start, offsetBy: 3))
        cursor.skipSpaces()
        let isClosing = cursor.take("/")
        cursor.skipSpaces()
        let name = cursor.word()
        guard !name.isEmpty else { return nil }
        var tag = ShortcodeTag(range: start..<start, name: name, isClosing: isClosing)
        while true {
            cursor.skipSpaces()
            if cursor.take(closer) { break }
            if cursor.take("/" + closer) {
                tag.isSelfClosing = true
                break
            }
            guard let value = cursor.value() else { return nil }
            if cursor.take("="), let named = cursor.value() {
                tag.named[value] = named
            } else {
                tag.positional.append(value)
            }
        }
        tag.range = start..<cursor.index
        let lineStart = text[..<start].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        if text[lineStart..<start].allSatisfy({ $0 == " " || $0 == "\t" }) { tag.indent = text[lineStart..<start] }
        return tag
    }

    private struct Cursor {
        let text: String
        var index: String.Index

        mutating func skipSpaces() {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        }

        mutating func take(_ literal: String) -> Bool {
            guard text[index...].hasPrefix(literal) else { return false }
            index = text.index(index, offsetBy: literal.count)
            return true
        }

        /// A bare word up to a space, `=` or the closing delimiter.
        mutating func word() -> String {
            let start = index
            while index < text.endIndex, !text[index].isWhitespace, !"=>%\"`".contains(text[index]),
                  !text[index...].hasPrefix("/>}}") {
                index = text.index(after: index)
            }
            return String(text[start..<index])
        }

        mutating func value() -> String? {
            guard index < text.endIndex else { return nil }
            let quote = text[index]
            guard quote == "\"" || quote == "`" else {
                let word = word()
                return word.isEmpty ? nil : word
            }
            index = text.index(after: index)
            var value = ""
            while index < text.endIndex, text[index] != quote {
                if quote == "\"", text[index] == "\\", text.index(after: index) < text.endIndex { index = text.index(after: index) }
                value.append(text[index])
                index = text.index(after: index)
            }
            guard index < text.endIndex else { return nil }
            index = text.index(after: index)
            return value
        }
    }
}
