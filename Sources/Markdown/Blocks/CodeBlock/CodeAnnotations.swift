/// MkDocs Material's code annotations (`.codeAnnotations`): a fenced code block whose lines end in a
/// comment holding `(1)` (or `(1)!`, which hides the comment too), followed by an ordered list, takes
/// the list as its notes. A comment with an end (`<!-- (1)! -->`, `/* (1) */`) is one as well, in any
/// language. Each marker becomes a link to its note, so it works without script: the list is written
/// right after the code as `<ol class="code-annotations">`.
struct CodeAnnotation: Equatable {
    /// The line of the code (from 0) whose end the marker is at.
    var line: Int
    /// The note it links to: the list's item at this position, from 1.
    var number: Int
    /// What of the line the marker takes out of the code: `(1)`, or the comment with `(1)!`.
    var removed: Range<Int>

    /// The comment tokens a marker may follow to the end of the line: Python's and shell's, C's, SQL's and
    /// Lua's, Lisp's, TeX's.
    private static let commentTokens: [[UInt8]] = ["#", "//", "--", ";", "%"].map { Array($0.utf8) }
    /// The comments a marker may stand alone in: HTML's and XML's, C's and CSS's.
    private static let wrappingComments: [(start: [UInt8], end: [UInt8])] = [("<!--", "-->"), ("/*", "*/")]
        .map { (Array($0.utf8), Array($1.utf8)) }

    /// The markers of `code` for a list of `notes` items, in line order.
    static func markers(in code: ArraySlice<UInt8>, notes: Int) -> [CodeAnnotation] {
        var markers: [CodeAnnotation] = []
        var lineStart = code.startIndex
        var line = 0
        while lineStart < code.endIndex {
            let lineEnd = code[lineStart...].firstIndex(of: .lineFeed) ?? code.endIndex
            if let marker = marker(code[lineStart..<lineEnd], line: line), marker.number <= notes { markers.append(marker) }
            lineStart = lineEnd + 1
            line += 1
        }
        return markers
    }

    /// `… # (3)` or `… # (3)!` at the end of a line, or `… <!-- (3) -->`, spaces after it allowed.
    private static func marker(_ line: ArraySlice<UInt8>, line number: Int) -> CodeAnnotation? {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1].isSpaceOrTab { end -= 1 }
        let wrapping = wrappingComments.first { line[..<end].hasSuffix($0.end) }
        var markerEnd = end
        if let wrapping {
            markerEnd -= wrapping.end.count
            while markerEnd > line.startIndex, line[markerEnd - 1].isSpaceOrTab { markerEnd -= 1 }
        }
        guard let (note, open, hidesComment) = numberedMarker(line[..<markerEnd]) else { return nil }
        var tokenEnd = open
        while tokenEnd > line.startIndex, line[tokenEnd - 1].isSpaceOrTab { tokenEnd -= 1 }
        guard let token = wrapping?.start ?? commentTokens.first(where: { line[..<tokenEnd].hasSuffix($0) }),
              line[..<tokenEnd].hasSuffix(token) else { return nil }
        var commentStart = tokenEnd - token.count
        while commentStart > line.startIndex, line[commentStart - 1].isSpaceOrTab { commentStart -= 1 }
        // A marker without `!` leaves its comment, and a wrapping comment's end, in the code.
        let removed = hidesComment ? commentStart..<line.endIndex : open..<(wrapping == nil ? line.endIndex : markerEnd)
        return CodeAnnotation(line: number, number: note, removed: (removed.lowerBound - line.startIndex)..<(removed.upperBound - line.startIndex))
    }

    /// `(3)` or `(3)!` at the end of `text`: the number, where its `(` is, and whether it has the `!`.
    private static func numberedMarker(_ text: ArraySlice<UInt8>) -> (note: Int, open: Int, hidesComment: Bool)? {
        let end = text.endIndex
        let hidesComment = end > text.startIndex && text[end - 1] == UInt8(ascii: "!")
        var cursor = hidesComment ? end - 1 : end
        guard cursor > text.startIndex, text[cursor - 1] == UInt8(ascii: ")") else { return nil }
        cursor -= 1
        let digitsEnd = cursor
        while cursor > text.startIndex, text[cursor - 1].isASCIIDigit { cursor -= 1 }
        guard digitsEnd > cursor, digitsEnd - cursor < 4, cursor > text.startIndex, text[cursor - 1] == UInt8(ascii: "(") else {
            return nil
        }
        let note = Int(String(decoding: text[cursor..<digitsEnd], as: UTF8.self)) ?? 0
        return note > 0 ? (note, cursor - 1, hidesComment) : nil
    }
}

private extension ArraySlice<UInt8> {
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}

extension BlockParser {
    /// When `list` is ordered and follows fenced code with markers for it, links the two: the code's
    /// `level` is the list's index and the list's the code's, so the list is written with the code.
    mutating func attachAnnotations(_ list: Int) {
        let parent = nodes[list].parent
        guard extensions.contains(.codeAnnotations), nodes[list].listMarker.isOrdered,
              let position = nodes[parent].children.lastIndex(of: list), position > 0 else { return }
        let code = nodes[parent].children[position - 1]
        guard nodes[code].kind == .fencedCode, nodes[code].level == 0,
              !CodeAnnotation.markers(in: text[nodes[code].content], notes: nodes[list].children.count).isEmpty else { return }
        nodes[code].level = list
        nodes[list].level = code
    }
}

extension DocumentWriter {
    /// Fenced code with its markers as links, then its notes.
    mutating func writeAnnotatedCode(_ index: Int) {
        let list = nodes[index].level
        let notes = children(of: list)
        let code = codeText(of: index)
        let markers = CodeAnnotation.markers(in: code, notes: notes.count)
        html.page.annotatedBlocks += 1
        let block = html.page.annotatedBlocks
        html.codeBlock(info: String(decoding: nodes[index].fence.info, as: UTF8.self), code: Self.removing(markers, from: code),
                       annotations: markers.map { ($0.line, $0.number) }, block: block)
        html.raw("<ol class=\"code-annotations\">\n")
        for (position, item) in notes.enumerated() {
            html.raw("<li id=\"")
            html.annotationID(block: block, number: position + 1)
            html.raw("\">")
            writeItemContent(item, tight: nodes[list].listMarker.isTight)
            html.closeItem()
        }
        html.raw("</ol>\n")
    }

    private static func removing(_ markers: [CodeAnnotation], from code: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result: [UInt8] = []
        result.reserveCapacity(code.count)
        var lineStart = code.startIndex
        var line = 0
        var next = markers.startIndex
        while lineStart < code.endIndex {
            let lineEnd = code[lineStart...].firstIndex(of: .lineFeed) ?? code.endIndex
            var kept = lineStart..<lineEnd
            if next < markers.endIndex, markers[next].line == line {
                kept = lineStart..<(lineStart + markers[next].removed.lowerBound)
                result += code[kept]
                kept = (lineStart + markers[next].removed.upperBound)..<lineEnd
                next += 1
            }
            result += code[kept]
            if lineEnd < code.endIndex { result.append(.lineFeed) }
            lineStart = lineEnd + 1
            line += 1
        }
        return result[...]
    }
}

extension HTMLWriter {
    /// `annotation-2-1`: the first note of the page's second annotated code block.
    mutating func annotationID(block: Int, number: Int) {
        raw("annotation-")
        self.number(block)
        raw("-")
        self.number(number)
    }
}
