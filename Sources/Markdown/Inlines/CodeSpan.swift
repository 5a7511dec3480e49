/// Code spans: a backtick run closed by the next run of the same length.
extension InlineParser {
    /// Runs up to this length have their last position remembered in an array; longer ones in a dictionary.
    private static let rememberedRunLength = 80

    mutating func parseCodeSpan() {
        let start = position
        var cursor = position
        while cursor < end, bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
        let length = cursor - start
        if let closing = findBacktickRun(length: length, from: cursor) {
            append(InlineNode(kind: .code, start: cursor, end: closing))
            position = closing + length
        } else {
            appendText(start, cursor)
            position = cursor
        }
    }

    /// The start of the next backtick run of exactly `length` after `from`. After one scan to the end
    /// the last position of every run length is known, so a later failing search costs nothing.
    private mutating func findBacktickRun(length: Int, from: Int) -> Int? {
        if backtickRunsScanned {
            guard let last = lastRun(length), last >= from else { return nil }
        }
        var cursor = from
        while cursor < end {
            while cursor < end, bytes[cursor] != UInt8(ascii: "`") { cursor += 1 }
            let runStart = cursor
            while cursor < end, bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            let runLength = cursor - runStart
            guard runLength > 0 else { break }
            rememberRun(runLength, at: runStart)
            if runLength == length { return runStart }
        }
        backtickRunsScanned = true
        return nil
    }

    private func lastRun(_ length: Int) -> Int? {
        if length <= Self.rememberedRunLength {
            return lastBacktickRun[length] >= 0 ? lastBacktickRun[length] : nil
        }
        return longBacktickRuns[length]
    }

    private mutating func rememberRun(_ length: Int, at start: Int) {
        backtickRunsRecorded = true
        if length <= Self.rememberedRunLength {
            lastBacktickRun[length] = start
        } else {
            longBacktickRuns[length] = start
        }
    }

    /// Code of the text with what templates printed into it read back (`EscapedTemplateValues`), its line endings
    /// spaces. Out of line, so that the spans of pages no template printed into pay nothing for it. The closure takes
    /// the line starts alone: taking the parser would copy all of it for each span.
    @inline(never)
    private func readingBackValues(_ code: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let (lineStarts, base) = (self.lineStarts, self.base)
        return Self.spacingLineEnds(escapedValues.readingBack(code) { lineStarts.sourceOffset(ofContent: $0 + base) })
    }

    private static func spacingLineEnds(_ code: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // Most spans are on one line: their bytes are used where they are.
        guard code.contains(.lineFeed) else { return code }
        var content = Array(code)
        for index in content.indices where content[index] == .lineFeed { content[index] = .space }
        return content[...]
    }

    /// A code span's content: line endings become spaces, and one space is stripped from each
    /// side when both sides have one and the content is not only spaces.
    func codeSpanContent(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var low = start
        var high = end
        if high - low >= 2, bytes[low].isSpaceOrLineFeed, bytes[high - 1].isSpaceOrLineFeed,
           bytes[low..<high].contains(where: { !$0.isSpaceOrLineFeed }) {
            low += 1
            high -= 1
        }
        if !escapedValues.isEmpty { return readingBackValues(bytes[low..<high]) }
        return Self.spacingLineEnds(bytes[low..<high])
    }
}

extension DocumentWriter {
    mutating func writeCodeSpan(_ node: InlineNode) {
        html.codeSpan(inlines.codeSpanContent(node.start, node.end), attributes: spanAttributes(after: node, on: "code"))
    }
}

extension HTMLWriter {
    mutating func codeSpan(_ content: ArraySlice<UInt8>, attributes: [UInt8]? = nil) {
        openTag("<code>", or: "<code", attributes, ">")
        inlineText(content)
        raw("</code>")
    }
}

private extension UInt8 {
    var isSpaceOrLineFeed: Bool { self == .space || self == .lineFeed }
}
