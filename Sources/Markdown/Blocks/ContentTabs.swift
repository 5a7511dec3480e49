/// pymdownx.tabbed's content tabs (`.contentTabs`): `=== "Label"` starts a tab whose content is the
/// following lines indented four columns; tabs that follow one another form one set, `===+` marks the
/// tab shown first and `===!` starts a new set. A set is written as DocC's tab navigators are, so it
/// works without script: per tab a radio input (the arrow keys move between them), its label and its
/// block; the stylesheet shows the block after the checked input, and site.js checks the tabs of the
/// same label in the page's other sets (MkDocs Material's linked tabs).
extension BlockParser {
    mutating func startContentTab(_ container: inout Int) -> Bool {
        var cursor = nextNonspace
        guard cursor + 5 < lineEnd, bytes[cursor..<(cursor + 3)].allSatisfy({ $0 == UInt8(ascii: "=") }) else { return false }
        cursor += 3
        var isSelected = false
        var startsSet = false
        while cursor < lineEnd, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "!") {
            if bytes[cursor] == UInt8(ascii: "+") { isSelected = true } else { startsSet = true }
            cursor += 1
        }
        guard cursor < lineEnd, bytes[cursor] == .space, let label = Self.quotedLabel(bytes, from: cursor, to: lineEnd) else {
            return false
        }
        if nodes[container].kind != .tabSet || startsSet {
            container = addChild(.tabSet, to: container)
        }
        container = addChild(.tab, to: container)
        nodes[container].label = Array(bytes[label])
        nodes[container].fence.sourceOffset = label.lowerBound
        nodes[container].level = isSelected ? 1 : 0
        consumeRestOfLine()
        return true
    }

    /// Spaces, then `"label"` and nothing but spaces after it: where the label is, quotes left out.
    private static func quotedLabel(_ bytes: [UInt8], from start: Int, to end: Int) -> Range<Int>? {
        var open = start
        while open < end, bytes[open] == .space { open += 1 }
        var close = end
        while close > open, bytes[close - 1].isSpaceOrTab { close -= 1 }
        guard close - open >= 2, bytes[open] == UInt8(ascii: "\""), bytes[close - 1] == UInt8(ascii: "\"") else { return nil }
        return (open + 1)..<(close - 1)
    }
}

extension DocumentWriter {
    mutating func writeTabSet(_ index: Int) {
        let tabs = children(of: index)
        html.page.tabSets += 1
        let set = html.page.tabSets
        let selected = tabs.firstIndex { nodes[$0].level == 1 } ?? 0
        html.newline()
        html.raw("<div class=\"tabbed-set\">\n")
        for (position, tab) in tabs.enumerated() {
            html.raw("<input class=\"tabbed-input\" type=\"radio\" name=\"tabs-")
            html.number(set)
            html.raw("\" id=\"")
            html.tabID(set: set, position: position)
            html.raw(position == selected ? "\" checked>\n<label class=\"tabbed-label\" for=\"" : "\">\n<label class=\"tabbed-label\" for=\"")
            html.tabID(set: set, position: position)
            html.raw("\">")
            writeTabLabel(tab)
            html.raw("</label>\n<div class=\"tabbed-block\">\n")
            writeBlocks(children(of: tab)[...], tight: false)
            html.newline()
            html.raw("</div>\n")
        }
        html.raw("</div>\n")
    }
}

extension DocumentWriter {
    /// The label's inlines: pymdownx reads it as Markdown (`":octicons-file-code-16: `mkdocs.yml`"`).
    private mutating func writeTabLabel(_ tab: Int) {
        let label = nodes[tab].label
        inlines.parse(label[...], lineStarts: [LineStart(contentOffset: 0, sourceOffset: nodes[tab].fence.sourceOffset)][...])
        writeInlines()
    }
}

extension HTMLWriter {
    /// `tabs-2-1`: the first tab of the page's second set.
    mutating func tabID(set: Int, position: Int) {
        raw("tabs-")
        number(set)
        raw("-")
        number(position + 1)
    }
}
