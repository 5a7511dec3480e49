/// MkDocs admonitions (`.admonitions`): `!!! note "Title"` starts a callout, `??? tip` a collapsed
/// one and `???+ tip` an expanded one; the content is the following lines indented four columns.
/// The first word is the kind; an optional quoted title replaces the default (the kind, capitalized).
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
        guard cursor < lineEnd, bytes[cursor] == .space else { return false }
        while cursor < lineEnd, bytes[cursor] == .space { cursor += 1 }
        let kindStart = cursor
        while cursor < lineEnd, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "_") {
            cursor += 1
        }
        guard cursor > kindStart, let title = Self.admonitionTitle(bytes, from: cursor, to: lineEnd) else { return false }
        container = addChild(.admonition, to: container)
        nodes[container].label = bytes[kindStart..<cursor].map(\.asciiLowercased)
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

    /// After the kind: more words (MkDocs Material's modifiers, ignored), then an optional `"title"`.
    /// The outer optional is nil when the rest is something else; the inner one when there is no title.
    private static func admonitionTitle(_ bytes: [UInt8], from start: Int, to end: Int) -> [UInt8]?? {
        var cursor = start
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            guard bytes[cursor].isSpaceOrTab || bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "-")
                || bytes[cursor] == UInt8(ascii: "_") else { return nil }
            cursor += 1
        }
        guard cursor < end else { return .some(nil) }
        var close = end
        while close > cursor, bytes[close - 1].isSpaceOrTab { close -= 1 }
        guard close - cursor >= 2, bytes[close - 1] == UInt8(ascii: "\"") else { return nil }
        return .some(Array(bytes[(cursor + 1)..<(close - 1)]))
    }
}

extension DocumentWriter {
    /// A callout titled with the quoted title, else with the kind capitalized.
    mutating func writeAdmonition(_ index: Int) {
        let kind = String(decoding: nodes[index].label, as: UTF8.self)
        let fence = nodes[index].fence
        let title = fence.character == 0 ? kind.prefix(1).uppercased() + kind.dropFirst() : String(decoding: fence.info, as: UTF8.self)
        let style = nodes[index].level
        let isCollapsed = style == BlockParser.plainAdmonition ? nil : style == BlockParser.collapsedAdmonition
        html.openCallout(kind: kind, title: title, isCollapsed: isCollapsed)
        writeBlocks(children(of: index)[...], tight: false)
        html.closeCallout(isCollapsed: isCollapsed)
    }
}
