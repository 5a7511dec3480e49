/// TeX math (`.math`): `$…$` and `$$…$$` in text, and blocks between `$$` lines or in a `math` fence, written as the
/// TeX inside `\(…\)` or `\[…\]` in an element of class `math` for MathJax or KaTeX to typeset.
extension InlineParser {
    mutating func parseMath() -> Bool {
        let isDisplay = position + 1 < end && bytes[position + 1] == UInt8(ascii: "$")
        let start = position + (isDisplay ? 2 : 1)
        guard start < end, !bytes[start].isASCIIWhitespace, bytes[start] != UInt8(ascii: "$") else { return false }
        // The TeX runs to the first `$` that no backslash escapes: `\$` is a dollar sign in TeX.
        var close = start
        while close < end, bytes[close] != UInt8(ascii: "$") {
            close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard close < end, !bytes[close - 1].isASCIIWhitespace else { return false }
        let after = close + (isDisplay ? 2 : 1)
        if isDisplay {
            guard after <= end, bytes[close + 1] == UInt8(ascii: "$") else { return false }
        } else if after < end, bytes[after].isASCIIDigit {
            return false
        }
        append(InlineNode(kind: isDisplay ? .displayMath : .math, start: start, end: close))
        position = after
        return true
    }
}

extension DocumentWriter {
    mutating func writeMath(_ node: InlineNode) {
        let isDisplay = node.kind == .displayMath
        html.raw(isDisplay ? "<span class=\"math display\">\\[" : "<span class=\"math inline\">\\(")
        html.inlineText(inlines.bytes[node.start..<node.end])
        html.raw(isDisplay ? "\\]</span>" : "\\)</span>")
    }

    /// A block of math: its lines as they stand.
    mutating func writeMathBlock(_ tex: ArraySlice<UInt8>) {
        html.newline()
        html.raw("<div class=\"math display\">\\[\n")
        html.inlineText(tex)
        html.raw("\\]</div>")
        html.newline()
    }
}
