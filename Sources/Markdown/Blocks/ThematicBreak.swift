/// Thematic breaks: `***`, `---`, `___`.
extension BlockParser {
    /// Three or more of one character, spaces and tabs between.
    mutating func startThematicBreak(_ container: inout Int) -> Bool {
        guard nextNonspace >= thematicBreakKillOffset else { return false }
        let character = bytes[nextNonspace]
        guard character == UInt8(ascii: "*") || character == UInt8(ascii: "-") || character == UInt8(ascii: "_") else { return false }
        var count = 0
        var cursor = nextNonspace
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if byte == character {
                count += 1
            } else if !byte.isSpaceOrTab {
                // No thematic break can start before a byte that is neither a marker nor a space.
                if byte != UInt8(ascii: "*") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
                    thematicBreakKillOffset = cursor + 1
                }
                return false
            }
            cursor += 1
        }
        guard count >= 3 else {
            thematicBreakKillOffset = lineEnd
            return false
        }
        container = addChild(.thematicBreak, to: container)
        consumeRestOfLine()
        return true
    }
}

extension HTMLWriter {
    mutating func thematicBreak(attributes: [UInt8]? = nil) {
        newline()
        openTag("<hr />\n", or: "<hr", attributes, " />\n")
    }
}
