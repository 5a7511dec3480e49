/// Emphasis, strong emphasis and strikethrough: delimiter runs are classified by the flanking
/// rules and pushed on the delimiter stack; a match wraps the inlines between opener and closer.
extension InlineParser {
    mutating func parseDelimiterRun(_ character: UInt8) {
        let start = position
        var cursor = position
        while cursor < end, bytes[cursor] == character { cursor += 1 }
        let count = cursor - start
        position = cursor

        let before = ScalarClass.scalar(before: start, in: bytes, from: 0)
        let after = ScalarClass.scalar(at: cursor, in: bytes, to: end)
        let beforeIsSpace = ScalarClass.isWhitespace(before)
        let afterIsSpace = ScalarClass.isWhitespace(after)
        let beforeIsPunctuation = ScalarClass.isPunctuation(before)
        let afterIsPunctuation = ScalarClass.isPunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        append(InlineNode(kind: .text, start: start, end: cursor))
        let isDelimiter = character != UInt8(ascii: "~") || count <= 2
        guard isDelimiter, canOpen || canClose else { return }
        delimiters.append(Delimiter(node: nodes.count - 1, character: character, count: count, originalCount: count,
                                    canOpen: canOpen, canClose: canClose, previous: lastDelimiter))
        let index = delimiters.count - 1
        if lastDelimiter != -1 { delimiters[lastDelimiter].next = index }
        lastDelimiter = index
    }

    /// Wraps the nodes between opener and closer in emphasis (one delimiter each) or strong
    /// emphasis (two each); returns the closer to look at next.
    mutating func insertEmphasis(opener: Int, closer: Int) -> Int {
        let used = delimiters[opener].count >= 2 && delimiters[closer].count >= 2 ? 2 : 1
        let openerNode = delimiters[opener].node
        let closerNode = delimiters[closer].node
        delimiters[opener].count -= used
        delimiters[closer].count -= used
        nodes[openerNode].end -= used
        nodes[closerNode].start += used

        var emphasis = InlineNode(kind: used == 2 ? .strong : .emphasis)
        emphasis.delimiter = delimiters[opener].character
        _ = wrap(after: openerNode, before: closerNode, in: emphasis)

        removeDelimiters(between: opener, and: closer)
        if delimiters[opener].count == 0 {
            unlink(openerNode)
            removeDelimiter(opener)
        }
        if delimiters[closer].count == 0 {
            unlink(closerNode)
            let next = delimiters[closer].next
            removeDelimiter(closer)
            return next
        }
        return closer
    }

    /// `~text~` / `~~text~~`: opener and closer must have the same length.
    mutating func insertStrikethrough(opener: Int, closer: Int) -> Int {
        let next = delimiters[closer].next
        guard delimiters[opener].count == delimiters[closer].count else {
            removeDelimiter(closer)
            return next
        }
        let openerNode = delimiters[opener].node
        let closerNode = delimiters[closer].node
        var strike = InlineNode(kind: .strikethrough)
        strike.delimiter = UInt8(ascii: "~")
        _ = wrap(after: openerNode, before: closerNode, in: strike)
        removeDelimiters(between: opener, and: closer)
        unlink(openerNode)
        unlink(closerNode)
        removeDelimiter(opener)
        removeDelimiter(closer)
        return next
    }
}

extension DocumentWriter {
    mutating func writeSpan(_ node: InlineNode, depth: Int, inLink: Bool) {
        let span: Span = node.kind == .emphasis ? .emphasis : node.kind == .strong ? .strong : .strikethrough
        html.raw(span.openingTag)
        writeInlines(from: node.firstChild, depth: depth + 1, inLink: inLink)
        html.raw(span.closingTag)
    }
}

/// The inlines that only wrap others in an element.
enum Span {
    case emphasis, strong, strikethrough

    var openingTag: StaticString {
        switch self {
        case .emphasis: "<em>"
        case .strong: "<strong>"
        case .strikethrough: "<del>"
        }
    }

    var closingTag: StaticString {
        switch self {
        case .emphasis: "</em>"
        case .strong: "</strong>"
        case .strikethrough: "</del>"
        }
    }
}
