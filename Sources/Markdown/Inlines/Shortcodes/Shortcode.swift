/// Emoji and icon shortcodes (`.shortcodes`), as pymdownx.emoji and MkDocs Material write them:
/// `:smile:` is an emoji, `:material-check:`, `:octicons-search-24:`, `:fontawesome-solid-heart:` an
/// icon. Known ones become the site's picture for the name (`RenderOptions.siteIcons`) or their Unicode character
/// (`ShortcodeTable`); an unknown one stays as written
/// and is reported (`RenderedMarkdown.unknownShortcodes`). A name is lower-case letters, digits, `_`,
/// `+` and `-` between colons, with no letter, digit, colon or slash on either side (`10:30:00` and
/// `std::vector::` hold none), and with `_` before it only when `_` or a space follows it (`_:tada:_`).
extension InlineParser {
    mutating func parseShortcode() -> Bool {
        guard let name = Shortcode.name(in: bytes, at: position, textStart: 0, end: end) else { return false }
        append(InlineNode(kind: .shortcode, start: name.lowerBound, end: name.upperBound))
        position = name.upperBound + 1
        return true
    }
}

/// The shortcode rules, shared by Markdown text and the text of raw HTML.
enum Shortcode {
    /// The name of the shortcode whose opening colon is at `start`, between the text's bounds; nil when none starts there.
    static func name(in bytes: [UInt8], at start: Int, textStart: Int, end: Int) -> Range<Int>? {
        let afterUnderscore = start > textStart && bytes[start - 1] == UInt8(ascii: "_")
        if start > textStart, isBoundary(bytes[start - 1]) == false { return nil }
        var cursor = start + 1
        let limit = min(end, start + 64)
        while cursor < limit, isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > start + 1, cursor < limit, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        let next = cursor + 1 < end ? bytes[cursor + 1] : nil
        // After `_`, a shortcode is the start of emphasis (`_:tada:_`, `__:octicons-goal-16: Goal__`): closed by `_`,
        // or followed by a space. `index(_:id:)` is a Swift selector, not 🆔.
        if afterUnderscore {
            guard next.map({ $0 == UInt8(ascii: "_") || $0.isASCIIWhitespace }) ?? true else { return nil }
        } else if next.map(isBoundary) == false {
            return nil
        }
        return start + 1..<cursor
    }

    /// A known shortcode's character in the element that names it for assistive technology, without its closing tag.
    static func openingTag(for name: String, kind: String = "emoji") -> String {
        "<span class=\"\(kind)\" role=\"img\" aria-label=\"" + spokenName(name) + "\">"
    }

    /// `thumbs_up` and `material-check-all` as words; a name holds nothing an attribute must escape.
    static func spokenName(_ name: String) -> String {
        name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
    }

    /// Whether a whole name is one the parser reads as a shortcode's (within the 62 bytes it reads).
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 62 && name.utf8.allSatisfy(isNameByte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte.isASCIIDigit
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// What may come before or after a shortcode: not a letter, digit, colon or slash.
    private static func isBoundary(_ byte: UInt8) -> Bool {
        !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/"))
    }
}

extension DocumentWriter {
    /// The site's picture for the shortcode or sitegen's character (with the attributes of a span attribute list
    /// after it), or the shortcode as written and reported.
    mutating func writeShortcode(_ node: InlineNode) {
        let name = String(decoding: inlines.bytes[node.start..<node.end], as: UTF8.self)
        if let picture = html.options.siteIcons[name] {
            openShortcodeSpan(node, name: name, kind: "icon")
            html.trusted(picture[...])
            html.raw("</span>")
            return
        }
        if let character = ShortcodeTable.character(for: name) {
            openShortcodeSpan(node, name: name, kind: "emoji")
            html.text(character)
            html.raw("</span>")
            return
        }
        html.inlineText(":" + name + ":")
        let offset = inlines.sourceOffset(of: node.start - 1)
        guard !autodocOptionLines.contains(where: { $0.contains(offset) }) else { return }
        html.page.recordUnknownShortcode(name) {
            var position = InputPosition(input)
            position.advance(to: offset, in: input)
            return (position.line, position.column)
        }
    }

    /// `<span class="KIND" role="img" aria-label="NAME">`, with the attributes of a span attribute list after the node.
    private mutating func openShortcodeSpan(_ node: InlineNode, name: String, kind: String) {
        guard let attributes = spanAttributes(after: node, on: "span", classes: [kind]) else {
            return html.trusted(Array(Shortcode.openingTag(for: name, kind: kind).utf8)[...])
        }
        html.raw("<span")
        html.trusted(attributes[...])
        html.raw(" role=\"img\" aria-label=\"")
        html.attribute(Shortcode.spokenName(name))
        html.raw("\">")
    }
}
