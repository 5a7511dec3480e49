/// MkDocs admonitions (`.admonitions`): `!!! note "Title"` starts a callout, `??? tip` a collapsed
/// one and `???+ tip` an expanded one; the content is the following lines indented four columns.
/// As Python-Markdown reads them: the space after the marker is optional (`!!!info`), the words are
/// the classes (in any script, lower-cased: `!!! info inline end`, `!!! 팁`), and an optional quoted
/// title replaces the default, the first word capitalized; an empty one (`""`) shows none.
extension BlockParser {
    mutating func startAdmonition(_ container: inout Int) -> Bool {
        var cursor = nextNonspace
        guard cursor + 3 < lineEnd else { return false }
        let marker = bytes[cursor]
        guard marker == UInt8(ascii: "!") || marker == UInt8(ascii: "?"),
              bytes[cursor + 1] == marker, bytes[cursor + 2] == marker else { return false }
        cursor += 3
        var style = marker == UInt8(ascii: "!") ? Self.plainAdmonition : Self.collapsedAdmonition
        if style == Self.collapsedAdmonition, bytes[cursor] == UInt8(ascii: "+") {
            style = Self.expandedAdmonition
            cursor += 1
        }
        if cursor < lineEnd, bytes[cursor] == .space { cursor += 1 }
        let kindStart = cursor
        while cursor < lineEnd, Self.isAdmonitionWordByte(bytes[cursor]) { cursor += 1 }
        guard cursor > kindStart, let (classesEnd, title) = Self.admonitionTitle(bytes, from: cursor, to: lineEnd) else {
            return false
        }
        container = addChild(.admonition, to: container)
        nodes[container].label = Array(String(decoding: bytes[kindStart..<classesEnd], as: UTF8.self).lowercased().utf8)
        nodes[container].level = style
        nodes[container].fence.info = title ?? []
        // A quoted title, even an empty one, replaces the default.
        nodes[container].fence.character = title == nil ? 0 : UInt8(ascii: "\"")
        consumeRestOfLine()
        return true
    }

    static let plainAdmonition = 0
    static let collapsedAdmonition = 1
    static let expandedAdmonition = 2

    /// Python's `\w` and `-`: any byte of a non-ASCII character counts as a letter.
    private static func isAdmonitionWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// After the first word: more words (MkDocs Material's modifiers, `inline end`), then an optional
    /// `"title"`. Returns where the words end and the title (nil when there is none); nil when the
    /// rest of the line is something else.
    private static func admonitionTitle(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, [UInt8]?)? {
        var cursor = start
        var wordsEnd = start
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            guard bytes[cursor].isSpaceOrTab || isAdmonitionWordByte(bytes[cursor]) else { return nil }
            cursor += 1
            if !bytes[cursor - 1].isSpaceOrTab { wordsEnd = cursor }
        }
        guard cursor < end else { return (wordsEnd, nil) }
        var close = end
        while close > cursor, bytes[close - 1].isSpaceOrTab { close -= 1 }
        guard close - cursor >= 2, bytes[close - 1] == UInt8(ascii: "\"") else { return nil }
        return (wordsEnd, Array(bytes[(cursor + 1)..<(close - 1)]))
    }
}

extension DocumentWriter {
    /// A callout titled with the quoted title, else with its first word capitalized; its words
    /// (multiple spaces made one) are its classes.
    mutating func writeAdmonition(_ index: Int) {
        let words = String(decoding: nodes[index].label, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        let kind = words.joined(separator: " ")
        let fence = nodes[index].fence
        let first = words.first ?? ""
        let title = fence.character == 0 ? first.prefix(1).uppercased() + first.dropFirst() : String(decoding: fence.info, as: UTF8.self)
        let style = nodes[index].level
        let isCollapsed = style == BlockParser.plainAdmonition ? nil : style == BlockParser.collapsedAdmonition
        html.openCallout(kind: kind, title: title, isCollapsed: isCollapsed)
        writeBlocks(children(of: index)[...], tight: false)
        html.closeCallout(isCollapsed: isCollapsed)
    }
}
