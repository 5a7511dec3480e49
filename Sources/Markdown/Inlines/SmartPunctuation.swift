/// Typographic punctuation (`RenderOptions.smartPunctuation`), as cmark's `--smart` writes it and as Jekyll's
/// kramdown and Hugo's goldmark do by default: straight quotes become curly ones, paired by the rules that pair
/// emphasis (a quote that opens nothing, as in `70's`, is an apostrophe), `--` an en dash, `---` an em dash, and
/// `...` an ellipsis. A backslash keeps the character as written.
extension InlineParser {
    /// `'` or `"`: a delimiter that process emphasis pairs (`pairQuotes`), written as a closing quote until then
    /// (`"` that cannot close, as an opening one).
    mutating func parseQuote(_ quote: UInt8) {
        let start = position
        position += 1
        let flanking = Flanking(of: start..<position, in: bytes, end: end)
        // After an opening bracket a quote opens though it flanks both ways (`("a")`), after a closing one never.
        let previous: UInt8 = start > 0 ? bytes[start - 1] : .lineFeed
        let followsOpening = previous == UInt8(ascii: "(") || previous == UInt8(ascii: "[")
        let followsClosing = previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]")
        let canOpen = flanking.left && (!flanking.right || followsOpening) && !followsClosing
        let canClose = flanking.right
        appendPunctuation(quote == UInt8(ascii: "'") ? Self.rightSingleQuote : canClose ? Self.rightDoubleQuote : Self.leftDoubleQuote)
        guard canOpen || canClose else { return }
        pushDelimiter(quote, count: 1, canOpen: canOpen, canClose: canClose)
    }

    /// A closing quote and the opening quote it pairs with, if any; returns the closer to look at next. Both stay on
    /// the stack, as in cmark: a later closer may pair with the same opener.
    mutating func pairQuotes(opener: Int?, closer: Int) -> Int {
        let isSingle = delimiters[closer].character == UInt8(ascii: "'")
        setPunctuation(isSingle ? Self.rightSingleQuote : Self.rightDoubleQuote, of: delimiters[closer].node)
        if let opener { setPunctuation(isSingle ? Self.leftSingleQuote : Self.leftDoubleQuote, of: delimiters[opener].node) }
        return delimiters[closer].next
    }

    /// A run of hyphens: alone, a hyphen; else em dashes where the run divides by three, en dashes where by two, and
    /// otherwise em dashes and then one or two en dashes (`----` is two en dashes, `-----` an em and an en dash).
    mutating func parseHyphens() {
        let start = position
        while position < end, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let count = position - start
        guard count > 1 else { return appendText(start, position) }
        let (em, en) = switch count {
        case _ where count % 3 == 0: (count / 3, 0)
        case _ where count % 2 == 0: (0, count / 2)
        case _ where count % 3 == 2: ((count - 2) / 3, 1)
        default: ((count - 4) / 3, 2)
        }
        var dashes: [UInt8] = []
        for _ in 0..<em { dashes += Self.emDash }
        for _ in 0..<en { dashes += Self.enDash }
        appendPunctuation(dashes)
    }

    /// `...` is an ellipsis; fewer dots are dots.
    mutating func parseDots() {
        if position + 2 < end, bytes[position + 1] == UInt8(ascii: "."), bytes[position + 2] == UInt8(ascii: ".") {
            position += 3
            appendPunctuation(Self.ellipsis)
        } else {
            appendText(position, position + 1)
            position += 1
        }
    }

    /// A text node of its own holding `punctuation`, past the leaf's text (as decoded entities are).
    private mutating func appendPunctuation(_ punctuation: [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: punctuation)
        append(InlineNode(kind: .text, start: start, end: bytes.count))
    }

    private mutating func setPunctuation(_ punctuation: [UInt8], of node: Int) {
        let start = bytes.count
        bytes.append(contentsOf: punctuation)
        nodes[node].start = start
        nodes[node].end = bytes.count
    }

    private static let leftSingleQuote = Array("\u{2018}".utf8)
    private static let rightSingleQuote = Array("\u{2019}".utf8)
    private static let leftDoubleQuote = Array("\u{201C}".utf8)
    private static let rightDoubleQuote = Array("\u{201D}".utf8)
    private static let enDash = Array("\u{2013}".utf8)
    private static let emDash = Array("\u{2014}".utf8)
    private static let ellipsis = Array("\u{2026}".utf8)
}
