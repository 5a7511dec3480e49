/// A run of `*`, `_` (or `~`) that may open or close emphasis, kept in a doubly linked stack.
struct Delimiter {
    var node: Int
    var character: UInt8
    /// Delimiters not yet used.
    var count: Int
    var originalCount: Int
    var canOpen: Bool
    var canClose: Bool
    var previous: Int
    var next = -1
}

/// Emphasis, strong emphasis and strikethrough: delimiter runs are classified by the flanking
/// rules, then matched by "process emphasis" from the CommonMark appendix.
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

    mutating func removeDelimiter(_ index: Int) {
        let previous = delimiters[index].previous
        let next = delimiters[index].next
        if previous != -1 { delimiters[previous].next = next }
        if next == -1 { lastDelimiter = previous } else { delimiters[next].previous = previous }
    }

    /// Delimiters between a matched opener and closer can no longer match anything.
    private mutating func removeDelimiters(between opener: Int, and closer: Int) {
        var between = delimiters[closer].previous
        while between != opener && between != -1 {
            let previous = delimiters[between].previous
            removeDelimiter(between)
            between = previous
        }
    }

    /// Matches closers with openers above `bottom` (a delimiter index, -1 for the whole stack).
    mutating func processEmphasis(above bottom: Int) {
        // The lowest opener still worth trying, per character, closer-can-open and closer length mod 3
        // (kept in the parser so that no call allocates). Delimiter indices grow with the position in
        // the text, so bounds are compared with `>`: a bound that was since matched and unlinked
        // still stops the search, which `!=` would walk past to the bottom of the stack.
        for index in openersBottom.indices { openersBottom[index] = bottom }
        var closer = lastDelimiter > bottom ? lastDelimiter : -1
        while closer != -1, delimiters[closer].previous > bottom { closer = delimiters[closer].previous }

        while closer != -1 {
            let current = delimiters[closer]
            guard current.canClose else {
                closer = current.next
                continue
            }
            let bottomIndex = Self.bottomIndex(current)
            var opener = current.previous
            var found = false
            while opener > openersBottom[bottomIndex] {
                let candidate = delimiters[opener]
                if candidate.canOpen && candidate.character == current.character {
                    let oddMatch = (current.canOpen || candidate.canClose) && current.originalCount % 3 != 0
                        && (candidate.originalCount + current.originalCount) % 3 == 0
                    if !oddMatch {
                        found = true
                        break
                    }
                }
                opener = candidate.previous
            }
            if found {
                closer = current.character == UInt8(ascii: "~")
                    ? insertStrikethrough(opener: opener, closer: closer)
                    : insertEmphasis(opener: opener, closer: closer)
            } else {
                openersBottom[bottomIndex] = current.previous
                if !current.canOpen { removeDelimiter(closer) }
                closer = current.next
            }
        }
        while lastDelimiter > bottom { removeDelimiter(lastDelimiter) }
    }

    private static func bottomIndex(_ delimiter: Delimiter) -> Int {
        let character = delimiter.character == UInt8(ascii: "*") ? 0 : delimiter.character == UInt8(ascii: "_") ? 1 : 2
        return character * 6 + (delimiter.canOpen ? 3 : 0) + delimiter.originalCount % 3
    }

    /// Wraps the nodes between opener and closer in emphasis (one delimiter each) or strong
    /// emphasis (two each); returns the closer to look at next.
    private mutating func insertEmphasis(opener: Int, closer: Int) -> Int {
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
    private mutating func insertStrikethrough(opener: Int, closer: Int) -> Int {
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
