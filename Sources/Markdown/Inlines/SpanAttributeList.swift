/// kramdown's span attribute lists (`.kramdownAttributes`): `{: .class}` right after an element (`*text*`,
/// `` `code` ``, a link, an image) gives it those attributes, several in a row adding up; after text it stays
/// text, as kramdown leaves it. `{::…}` starts a span extension (`KramdownSpanExtension`). With
/// `.attributeLists`, `{ .class }` without the colon too, and after an emoji or icon shortcode.
extension InlineParser {
    /// At a `{`: false when what follows is none of kramdown's forms, nor an attribute list without the
    /// colon (`.attributeLists`).
    mutating func parseAttributeBraces() -> Bool {
        let start = position
        guard start + 2 < end, !noClosingBrace else { return false }
        if bytes[start + 1] != UInt8(ascii: ":") { return parseColonlessAttributeList() }
        guard extensions.contains(.kramdownAttributes), bytes[start + 2] != UInt8(ascii: "/") else { return false }
        guard let close = BlockParser.closingBrace(bytes, from: start + 2, end: end) else {
            noClosingBrace = true
            return false
        }
        if bytes[start + 2] == UInt8(ascii: ":") { return parseSpanExtension(close: close) }
        guard close > start + 2 else { return false }
        append(InlineNode(kind: .attributes, start: start, end: close + 1))
        position = close + 1
        return true
    }

    private mutating func parseColonlessAttributeList() -> Bool {
        let start = position
        guard extensions.contains(.attributeLists) else { return false }
        guard let close = BlockParser.closingBrace(bytes, from: start + 1, end: end) else {
            noClosingBrace = true
            return false
        }
        guard AttributeList.isWellFormedWithoutColon(bytes[(start + 1)..<close]) else { return false }
        append(InlineNode(kind: .attributes, start: start, end: close + 1))
        position = close + 1
        return true
    }

    /// The attribute list of an `attributes` node, read.
    func attributeList(of node: InlineNode) -> AttributeList {
        let hasColon = bytes[node.start + 1] == UInt8(ascii: ":")
        return AttributeList(parsing: bytes[(node.start + (hasColon ? 2 : 1))..<(node.end - 1)], sourceOffset: sourceOffset(of: node.start),
                             bareWordsAreKeys: !hasColon)
    }
}

extension DocumentWriter {
    /// The span attribute lists right after `node`, written for `element`; nil when there are none.
    @inline(__always)
    mutating func spanAttributes(after node: InlineNode, on element: String, classes: [String] = []) -> [UInt8]? {
        guard node.next != -1, inlines.nodes[node.next].kind == .attributes else { return nil }
        return renderedSpanAttributes(after: node, on: element, classes: classes)
    }

    private mutating func renderedSpanAttributes(after node: InlineNode, on element: String, classes: [String]) -> [UInt8] {
        var list = inlines.attributeList(of: inlines.nodes[node.next])
        var index = inlines.nodes[node.next].next
        while index != -1, inlines.nodes[index].kind == .attributes {
            list.merge(inlines.attributeList(of: inlines.nodes[index]))
            index = inlines.nodes[index].next
        }
        return renderedAttributes(resolved(list), on: element, classes: classes)
    }

    /// Whether the span attribute list `node` belongs to the element before it (which wrote it), rather than
    /// being text.
    func isTakenAttributeList(_ node: InlineNode) -> Bool {
        var previous = node.previous
        while previous != -1, inlines.nodes[previous].kind == .attributes { previous = inlines.nodes[previous].previous }
        guard previous != -1 else { return false }
        switch inlines.nodes[previous].kind {
        case .emphasis, .strong, .strikethrough, .mark, .inserted, .superscript, .subscript, .code, .link, .image, .shortcode: return true
        default: return false
        }
    }
}
