/// Emphasis, strong emphasis and the spans of pairs of equal runs — strikethrough (`~~`), and with
/// their extensions subscript (`~`), superscript (`^`), inserted text (`^^`) and marked text (`==`):
/// delimiter runs are classified by the flanking rules and pushed on the delimiter stack; a match
/// wraps the inlines between opener and closer.
extension InlineParser {
    mutating func parseDelimiterRun(_ character: UInt8) {
        let start = position
        var cursor = position
        while cursor < end, bytes[cursor] == character { cursor += 1 }
        let count = cursor - start
        position = cursor

        let flanking = Flanking(of: start..<cursor, in: bytes, end: end)
        let canOpen: Bool
        let canClose: Bool
        // pymdownx's "smart" `==` and `^^` do not open or close inside a word (`a==b`), as `_` does not.
        if character == UInt8(ascii: "_") || character == UInt8(ascii: "=") || (character == UInt8(ascii: "^") && count == 2) {
            canOpen = flanking.left && (!flanking.right || flanking.beforeIsPunctuation)
            canClose = flanking.right && (!flanking.left || flanking.afterIsPunctuation)
        } else {
            canOpen = flanking.left
            canClose = flanking.right
        }
        append(InlineNode(kind: .text, start: start, end: cursor))
        let isDelimiter = switch character {
        case UInt8(ascii: "~"), UInt8(ascii: "^"): count <= 2
        case UInt8(ascii: "="): count == 2
        default: true
        }
        guard isDelimiter, canOpen || canClose else { return }
        pushDelimiter(character, count: count, canOpen: canOpen, canClose: canClose)
    }

    /// Puts the run just appended as a text node on the delimiter stack.
    mutating func pushDelimiter(_ character: UInt8, count: Int, canOpen: Bool, canClose: Bool) {
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

    /// `~text~` / `~~text~~` and the other paired spans: opener and closer must have the same length.
    mutating func insertPairedSpan(opener: Int, closer: Int) -> Int {
        let next = delimiters[closer].next
        let openerNode = delimiters[opener].node
        let closerNode = delimiters[closer].node
        guard delimiters[opener].count == delimiters[closer].count,
              let kind = pairedSpan(delimiters[closer].character, count: delimiters[closer].count,
                                    spaced: bytes[nodes[openerNode].end..<nodes[closerNode].start].contains(where: \.isASCIIWhitespace))
        else {
            removeDelimiter(closer)
            return next
        }
        var span = InlineNode(kind: kind)
        span.delimiter = delimiters[closer].character
        _ = wrap(after: openerNode, before: closerNode, in: span)
        removeDelimiters(between: opener, and: closer)
        unlink(openerNode)
        unlink(closerNode)
        removeDelimiter(opener)
        removeDelimiter(closer)
        return next
    }

    /// What a pair of runs of `count` makes. A single `~` or `^` takes no whitespace, as pymdownx reads
    /// them (`H~2~O`, `2^10^`); a single `~` around whitespace is GFM's strikethrough when that is on.
    private func pairedSpan(_ character: UInt8, count: Int, spaced: Bool) -> InlineNode.Kind? {
        switch (character, count) {
        case (UInt8(ascii: "~"), 2): return .strikethrough
        case (UInt8(ascii: "~"), _):
            if extensions.contains(.tildeSubscript) && !spaced { return .subscript }
            return extensions.contains(.strikethrough) ? .strikethrough : nil
        case (UInt8(ascii: "^"), 2): return .inserted
        case (UInt8(ascii: "^"), _): return spaced ? nil : .superscript
        default: return .mark
        }
    }
}

extension DocumentWriter {
    mutating func writeSpan(_ node: InlineNode, depth: Int, inLink: Bool) {
        let tags = Self.spanTags(node.kind)
        if let attributes = spanAttributes(after: node, on: tags.name) {
            html.raw("<")
            html.text(tags.name)
            html.trusted(attributes[...])
            html.raw(">")
        } else {
            html.raw(tags.open)
        }
        writeInlines(from: node.firstChild, depth: depth + 1, inLink: inLink)
        html.raw(tags.close)
    }

    /// The element of an inline that only wraps others.
    private static func spanTags(_ kind: InlineNode.Kind) -> (name: String, open: StaticString, close: StaticString) {
        switch kind {
        case .emphasis: ("em", "<em>", "</em>")
        case .strong: ("strong", "<strong>", "</strong>")
        case .strikethrough: ("del", "<del>", "</del>")
        case .mark: ("mark", "<mark>", "</mark>")
        case .inserted: ("ins", "<ins>", "</ins>")
        case .superscript: ("sup", "<sup>", "</sup>")
        default: ("sub", "<sub>", "</sub>")
        }
    }
}
