/// goldmark's heading attributes (`.headingAttributes`): a heading whose text ends with
/// `{#custom-id .class key=value}` takes its id from `#…` and its classes from `.…`; the block is
/// not part of the title.
/// kramdown writes the same list after a colon (`{: #custom-id}`); one right after the title's last word
/// (`*Title*{: .x}`) is the span attribute list of what it follows. Anything else between the braces
/// leaves the text as written.
enum HeadingAttributes {
    /// Where the title ends (before the block and the spaces before it), and the id and classes it names.
    static func parse(_ text: ArraySlice<UInt8>) -> (titleEnd: Int, id: String?, classes: [String])? {
        var end = text.endIndex
        while end > text.startIndex, text[end - 1].isASCIIWhitespace { end -= 1 }
        guard end > text.startIndex, text[end - 1] == UInt8(ascii: "}"),
              let open = text[..<(end - 1)].lastIndex(of: UInt8(ascii: "{")) else { return nil }
        var id: String?
        var classes: [String] = []
        var cursor = open + 1
        let close = end - 1
        if cursor < close, text[cursor] == UInt8(ascii: ":") {
            guard open == text.startIndex || text[open - 1].isSpaceOrTab else { return nil }
            cursor += 1
        }
        while cursor < close {
            if text[cursor].isSpaceOrTab {
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < close, !text[cursor].isSpaceOrTab {
                // A quoted value may hold spaces (`data-toc-label="Default value"`).
                if text[cursor] == UInt8(ascii: "\""), let quote = text[(cursor + 1)..<close].firstIndex(of: UInt8(ascii: "\"")) {
                    cursor = quote
                }
                cursor += 1
            }
            guard let attribute = attribute(text[start..<cursor]) else { return nil }
            switch attribute {
            case .id(let name): id = name
            case .classNames(let names): classes += names
            case .other: break
            }
        }
        var titleEnd = open
        while titleEnd > text.startIndex, text[titleEnd - 1].isSpaceOrTab { titleEnd -= 1 }
        return (titleEnd, id, classes)
    }

    private enum Attribute {
        case id(String), classNames([String]), other
    }

    /// One attribute (`#id`, `.class`, `key=value` or, as Python-Markdown's attr_list reads it, a bare
    /// `key`), or nil when the word is none of them. `id=…` and `class=…` are the id and classes, as in both.
    private static func attribute(_ word: ArraySlice<UInt8>) -> Attribute? {
        guard let first = word.first else { return nil }
        if first == UInt8(ascii: "#"), word.count > 1 { return .id(String(decoding: word.dropFirst(), as: UTF8.self)) }
        if first == UInt8(ascii: "."), word.count > 1 { return .classNames([String(decoding: word.dropFirst(), as: UTF8.self)]) }
        let equals = word.firstIndex(of: UInt8(ascii: "="))
        let key = word[word.startIndex..<(equals ?? word.endIndex)]
        guard !key.isEmpty, key.first?.isASCIILetter == true,
              key.allSatisfy({ $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else { return nil }
        guard let equals else { return .other }
        var value = word[(equals + 1)...]
        if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") { value = value.dropFirst().dropLast() }
        let text = String(decoding: value, as: UTF8.self)
        switch String(decoding: key, as: UTF8.self) {
        case "id" where !text.isEmpty && !text.contains(" "): return .id(text)
        case "class": return .classNames(text.split(separator: " ").map(String.init))
        default: return .other
        }
    }
}
