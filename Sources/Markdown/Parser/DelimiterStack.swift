/// A run of `*`, `_` (or `~`, `^`, `=`, or a quote of smart punctuation) that may open or close emphasis, kept in a
/// doubly linked stack.
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

/// What stands on either side of a delimiter run, by CommonMark's flanking rules.
struct Flanking {
    let left: Bool
    let right: Bool
    let beforeIsPunctuation: Bool
    let afterIsPunctuation: Bool

    init(of run: Range<Int>, in bytes: [UInt8], end: Int) {
        let before = ScalarClass.scalar(before: run.lowerBound, in: bytes, from: 0)
        let after = ScalarClass.scalar(at: run.upperBound, in: bytes, to: end)
        let beforeIsSpace = ScalarClass.isWhitespace(before)
        let afterIsSpace = ScalarClass.isWhitespace(after)
        beforeIsPunctuation = ScalarClass.isPunctuation(before)
        afterIsPunctuation = ScalarClass.isPunctuation(after)
        left = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        right = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
    }
}

/// The delimiter stack of the CommonMark appendix, matched by "process emphasis" when a leaf or a
/// link's text is done. What a match makes is the construct's (`insertEmphasis`, `insertPairedSpan`).
extension InlineParser {
    mutating func removeDelimiter(_ index: Int) {
        let previous = delimiters[index].previous
        let next = delimiters[index].next
        if previous != -1 { delimiters[previous].next = next }
        if next == -1 { lastDelimiter = previous } else { delimiters[next].previous = previous }
    }

    /// Delimiters between a matched opener and closer can no longer match anything.
    mutating func removeDelimiters(between opener: Int, and closer: Int) {
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
            if current.character == UInt8(ascii: "'") || current.character == UInt8(ascii: "\"") {
                let next = pairQuotes(opener: found ? opener : nil, closer: closer)
                if !found {
                    openersBottom[bottomIndex] = current.previous
                    if !current.canOpen { removeDelimiter(closer) }
                }
                closer = next
            } else if found {
                closer = current.character == UInt8(ascii: "*") || current.character == UInt8(ascii: "_")
                    ? insertEmphasis(opener: opener, closer: closer)
                    : insertPairedSpan(opener: opener, closer: closer)
            } else {
                openersBottom[bottomIndex] = current.previous
                if !current.canOpen { removeDelimiter(closer) }
                closer = current.next
            }
        }
        while lastDelimiter > bottom { removeDelimiter(lastDelimiter) }
    }

    private static func bottomIndex(_ delimiter: Delimiter) -> Int {
        let character = switch delimiter.character {
        case UInt8(ascii: "*"): 0
        case UInt8(ascii: "_"): 1
        case UInt8(ascii: "~"): 2
        case UInt8(ascii: "^"): 3
        case UInt8(ascii: "'"): 5
        case UInt8(ascii: "\""): 6
        default: 4
        }
        return character * 6 + (delimiter.canOpen ? 3 : 0) + delimiter.originalCount % 3
    }

}
