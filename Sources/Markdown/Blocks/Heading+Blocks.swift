/// ATX headings (`## Title ##`) and setext underlines (`===`, `---`).
extension BlockParser {
    mutating func startATXHeading(_ container: inout Int) -> Bool {
        var cursor = nextNonspace
        while cursor < lineEnd, bytes[cursor] == UInt8(ascii: "#"), cursor - nextNonspace < 7 { cursor += 1 }
        let level = cursor - nextNonspace
        guard level >= 1, level <= 6, cursor == lineEnd || bytes[cursor].isSpaceOrTab else { return false }
        advanceOffset(cursor - offset, columns: false)
        container = addChild(.heading, to: container)
        nodes[container].level = level
        return true
    }

    /// Adds the heading's text without the optional closing `#`s.
    mutating func addATXHeadingContent(to heading: Int) {
        let start = nextNonspace
        var end = lineEnd
        while end > start, bytes[end - 1].isSpaceOrTab { end -= 1 }
        var hashes = end
        while hashes > start, bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end && (hashes == start || bytes[hashes - 1].isSpaceOrTab) {
            end = hashes
            while end > start, bytes[end - 1].isSpaceOrTab { end -= 1 }
        }
        nodes[heading].lineStarts.append(LineStart(contentOffset: 0, sourceOffset: start))
        nodes[heading].content.append(contentsOf: bytes[start..<end])
    }

    /// Turns the open paragraph into a heading when the line is an underline (and the paragraph is more
    /// than link reference definitions).
    mutating func startSetextHeading(_ paragraph: Int) -> Bool {
        let character = bytes[nextNonspace]
        guard character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return false }
        var cursor = nextNonspace
        while cursor < lineEnd, bytes[cursor] == character { cursor += 1 }
        while cursor < lineEnd, bytes[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == lineEnd else { return false }
        extractReferenceDefinitions(paragraph)
        guard !nodes[paragraph].content.isEmpty else { return false }
        nodes[paragraph].kind = .heading
        nodes[paragraph].level = character == UInt8(ascii: "=") ? 1 : 2
        consumeRestOfLine()
        return true
    }

    /// `***`, `---`, `___`: three or more of one character, spaces and tabs between.
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
