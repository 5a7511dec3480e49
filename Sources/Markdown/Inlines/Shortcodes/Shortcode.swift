/// Emoji and icon shortcodes (`.shortcodes`), as pymdownx.emoji and MkDocs Material write them:
/// `:smile:` is an emoji, `:material-check:`, `:octicons-search-24:`, `:fontawesome-solid-heart:` an
/// icon. Known ones become their Unicode character (`ShortcodeTable`); an unknown one stays as written
/// and is reported (`RenderedMarkdown.unknownShortcodes`). A name is lower-case letters, digits, `_`,
/// `+` and `-` between colons, with no letter, digit, colon or slash on either side (`10:30:00` and
/// `std::vector::` hold none), and with `_` before it only when `_` closes it after (`_:tada:_`).
extension InlineParser {
    mutating func parseShortcode() -> Bool {
        let start = position
        let afterUnderscore = start > 0 && bytes[start - 1] == UInt8(ascii: "_")
        if start > 0, Self.isShortcodeBoundary(bytes[start - 1]) == false { return false }
        var cursor = start + 1
        let limit = min(end, start + 64)
        while cursor < limit, Self.isShortcodeNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > start + 1, cursor < limit, bytes[cursor] == UInt8(ascii: ":") else { return false }
        let next = cursor + 1 < end ? bytes[cursor + 1] : nil
        // After `_`, only `_:name:_` (emphasis) is a shortcode: `index(_:id:)` is a Swift selector, not 🆔.
        if afterUnderscore ? next != UInt8(ascii: "_") : next.map(Self.isShortcodeBoundary) == false { return false }
        append(InlineNode(kind: .shortcode, start: start + 1, end: cursor))
        position = cursor + 1
        return true
    }

    private static func isShortcodeNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte.isASCIIDigit
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// What may come before or after a shortcode: not a letter, digit, colon or slash.
    private static func isShortcodeBoundary(_ byte: UInt8) -> Bool {
        !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/"))
    }
}

extension DocumentWriter {
    /// The shortcode's character (with the attributes of a span attribute list after it), or the shortcode
    /// as written and reported.
    mutating func writeShortcode(_ node: InlineNode) {
        let name = String(decoding: inlines.bytes[node.start..<node.end], as: UTF8.self)
        if let character = ShortcodeTable.character(for: name) {
            if let attributes = spanAttributes(after: node, on: "span", classes: ["emoji"]) {
                html.raw("<span")
                html.trusted(attributes[...])
                html.raw(" role=\"img\" aria-label=\"")
            } else {
                html.raw("<span class=\"emoji\" role=\"img\" aria-label=\"")
            }
            html.attribute(name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " "))
            html.raw("\">")
            html.text(character)
            html.raw("</span>")
            return
        }
        html.inlineText(":" + name + ":")
        let offset = inlines.sourceOffset(of: node.start - 1)
        html.page.recordUnknownShortcode(name) {
            var position = InputPosition(input)
            position.advance(to: offset, in: input)
            return (position.line, position.column)
        }
    }
}
