/// DocC's term lists (`.termLists`): a bulleted list item whose first paragraph starts with the text
/// `term ` and has a colon in its text outside any markup (`- term `Name`: definition`) is a term, the
/// text before the colon, and its definition, the rest of the item. A run of such items is written as a
/// `<dl>`, a run of other items as a `<ul>`, in the order written, as DocC splits a list.
extension DocumentWriter {
    /// Writes the bulleted list as runs of term lists and lists; false, and nothing written, when no
    /// item is a term.
    mutating func writeTermLists(_ list: Int) -> Bool {
        let items = children(of: list)
        var terms: [Bool] = []
        for item in items { terms.append(isTerm(item)) }
        guard terms.contains(true) else { return false }
        let tight = nodes[list].listMarker.isTight
        var start = 0
        while start < items.count {
            let isTermRun = terms[start]
            var end = start + 1
            while end < items.count, terms[end] == isTermRun { end += 1 }
            if isTermRun {
                writeTermList(items[start..<end], tight: tight)
            } else {
                html.openList(start: nil)
                for item in items[start..<end] {
                    html.openItem()
                    writeItemContent(item, tight: tight)
                    html.closeItem()
                }
                html.closeList(start: nil)
            }
            start = end
        }
        return true
    }

    private mutating func writeTermList(_ items: ArraySlice<Int>, tight: Bool) {
        html.newline()
        html.raw("<dl>\n")
        for item in items {
            let children = children(of: item)
            parseInlines(of: children[0])
            // `isTerm` checked that this finds both.
            guard let (first, colonNode, colon) = termParts() else { continue }
            html.raw("<dt>")
            writeTerm(from: first, to: colonNode, colon: colon)
            html.raw("</dt>\n")
            html.page.text.append(.lineFeed)
            html.raw("<dd>")
            writeDefinitionStart(colonNode, after: colon, tight: tight)
            writeBlocks(children.dropFirst(), tight: tight)
            html.raw("</dd>\n")
        }
        html.raw("</dl>\n")
    }

    /// Whether the item is a term: its first paragraph's bytes start with `term ` (cheap to rule out),
    /// and, parsed, its text outside markup has a colon. The paragraph is parsed again to be written:
    /// the footnotes this parse met are not counted.
    private mutating func isTerm(_ item: Int) -> Bool {
        guard let first = children(of: item).first, kind(of: first) == .paragraph else { return false }
        let content = nodes[first].content
        var cursor = content.lowerBound
        while cursor < content.upperBound, text[cursor].isASCIIWhitespace { cursor += 1 }
        guard Self.startsWithKeyword(text[cursor..<content.upperBound]), text[content].contains(UInt8(ascii: ":")) else { return false }
        let footnotes = inlines.footnoteUses
        parseInlines(of: first)
        inlines.footnoteUses = footnotes
        return termParts() != nil
    }

    /// In the inlines just parsed: the first text node past `term ` (its start moved there), and the
    /// top-level text node holding the first colon, with the colon's position.
    private mutating func termParts() -> (first: Int, colonNode: Int, colon: Int)? {
        let first = inlines.nodes[0].firstChild
        guard first != -1, inlines.nodes[first].kind == .text else { return nil }
        var start = inlines.nodes[first].start
        while start < inlines.nodes[first].end, inlines.bytes[start].isASCIIWhitespace { start += 1 }
        guard Self.startsWithKeyword(inlines.bytes[start..<inlines.nodes[first].end]) else { return nil }
        var index = first
        while index != -1 {
            let node = inlines.nodes[index]
            if node.kind == .text, let colon = inlines.bytes[node.start..<node.end].firstIndex(of: UInt8(ascii: ":")) {
                inlines.nodes[first].start = start + Self.keyword.count
                return (first, index, colon)
            }
            index = node.next
        }
        return nil
    }

    /// The inlines from `first` up to the colon, without the spaces before it.
    private mutating func writeTerm(from first: Int, to colonNode: Int, colon: Int) {
        let (next, end) = (inlines.nodes[colonNode].next, inlines.nodes[colonNode].end)
        var termEnd = colon
        while termEnd > inlines.nodes[colonNode].start, inlines.bytes[termEnd - 1].isSpaceOrTab { termEnd -= 1 }
        inlines.nodes[colonNode].next = -1
        inlines.nodes[colonNode].end = termEnd
        writeInlines(from: first, depth: 0, inLink: false)
        inlines.nodes[colonNode].next = next
        inlines.nodes[colonNode].end = end
    }

    /// The first paragraph's inlines after the colon, as the definition's first paragraph.
    private mutating func writeDefinitionStart(_ colonNode: Int, after colon: Int, tight: Bool) {
        var start = colon + 1
        while start < inlines.nodes[colonNode].end, inlines.bytes[start].isASCIIWhitespace { start += 1 }
        inlines.nodes[colonNode].start = start
        let rest = start < inlines.nodes[colonNode].end ? colonNode : inlines.nodes[colonNode].next
        guard rest != -1 else { return }
        html.openParagraph(tight: tight, checkbox: nil)
        writeInlines(from: rest, depth: 0, inLink: false)
        html.closeParagraph(tight: tight)
    }

    private static let keyword = Array("term ".utf8)

    private static func startsWithKeyword(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= keyword.count && zip(bytes, keyword).allSatisfy { $0.asciiLowercased == $1 }
    }
}
