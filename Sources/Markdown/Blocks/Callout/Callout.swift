/// Callouts (`.callouts`): a block quote whose first line is GitHub's `[!NOTE]` (alone on the line)
/// or whose text starts with DocC's `Note:` becomes an aside of that kind. With `.asides`, one whose
/// text starts with any other word and a colon (DocC's `> Bug: …`) does too.
extension DocumentWriter {
    private typealias Kind = (marker: [UInt8], kind: String, title: String, github: Bool)

    /// GitHub's and DocC's kinds, with the title shown.
    private static let kinds: [Kind] = [
        ("note", "note", "Note", true), ("tip", "tip", "Tip", true), ("important", "important", "Important", true),
        ("warning", "warning", "Warning", true), ("caution", "caution", "Caution", true),
        ("experiment", "experiment", "Experiment", false), ("deprecated", "deprecated", "Deprecated", false),
    ].map { (Array($0.0.utf8), $0.1, $0.2, $0.3) }

    /// Writes the quote as a callout when its text starts with a marker; false, and nothing written, when not.
    mutating func writeCallout(_ quote: Int) -> Bool {
        guard let first = nodes[quote].children.first, kind(of: first) == .paragraph else { return false }
        let content = nodes[first].content
        guard let (kind, markerEnd) = Self.githubMarker(text[content]) ?? Self.doccMarker(text[content]) else { return false }
        var rest = markerEnd
        while rest < content.upperBound, text[rest].isASCIIWhitespace { rest += 1 }
        html.openCallout(kind: kind.kind, title: kind.title, isCollapsed: nil)
        if rest < content.upperBound {
            parseInlines(rest..<content.upperBound, nodes[first].lines)
            if extensions.contains(.asides) { inlines.capitalizeFirstWord() }
            writeParsedParagraph()
        }
        writeBlocks(children(of: quote).dropFirst(), tight: false)
        html.closeCallout(isCollapsed: nil)
        return true
    }

    /// With `.asides`, the quote as a callout when its first paragraph's text starts with a word and a
    /// colon, else as a block quote; false, and nothing written, when it starts with no paragraph.
    mutating func writeAsideOrQuote(_ quote: Int) -> Bool {
        let children = children(of: quote)
        guard let first = children.first, kind(of: first) == .paragraph else { return false }
        parseInlines(of: first)
        let word = inlines.takeAsideWord()
        if let word {
            inlines.capitalizeFirstWord()
            html.openCallout(kind: word.lowercased(), title: Self.asideTitles[word.lowercased()] ?? word, isCollapsed: nil)
        } else {
            html.openBlockQuote()
        }
        writeParsedParagraph()
        writeBlocks(children.dropFirst(), tight: false)
        if word != nil { html.closeCallout(isCollapsed: nil) } else { html.closeBlockQuote() }
        return true
    }

    /// The titles DocC gives the asides it knows (swift-markdown's kinds), whatever their case as written;
    /// an aside of another name is titled as written.
    private static let asideTitles: [String: String] = Dictionary(uniqueKeysWithValues: [
        "Note", "Tip", "Important", "Experiment", "Warning", "Attention", "Author", "Authors", "Bug", "Complexity",
        "Copyright", "Date", "Invariant", "Mutating Variant", "Non-Mutating Variant", "Postcondition", "Precondition",
        "Remark", "Requires", "Since", "To Do", "Version", "Throws", "See Also",
    ].map { title in (title.lowercased().filter(\.isLetter), title) })

    /// The paragraph just parsed, unless a marker took all its text.
    private mutating func writeParsedParagraph() {
        guard inlines.nodes[0].firstChild != -1 else { return }
        html.openParagraph(tight: false, checkbox: nil)
        writeInlines()
        html.closeParagraph(tight: false)
    }

    /// `[!NOTE]` alone on the first line.
    private static func githubMarker(_ content: ArraySlice<UInt8>) -> (Kind, Int)? {
        let start = content.startIndex
        guard content.count > 3, content[start] == UInt8(ascii: "["), content[start + 1] == UInt8(ascii: "!") else { return nil }
        var cursor = start + 2
        while cursor < content.endIndex, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[(start + 2)..<cursor].map(\.asciiLowercased)
        guard cursor < content.endIndex, content[cursor] == UInt8(ascii: "]"),
              let kind = kinds.first(where: { $0.github && $0.marker == name }) else { return nil }
        cursor += 1
        while cursor < content.endIndex, content[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == content.endIndex || content[cursor] == .lineFeed else { return nil }
        return (kind, cursor)
    }

    /// `Note:` at the start of the text.
    private static func doccMarker(_ content: ArraySlice<UInt8>) -> (Kind, Int)? {
        var cursor = content.startIndex
        while cursor < content.endIndex, content[cursor].isASCIILetter { cursor += 1 }
        let name = content[content.startIndex..<cursor].map(\.asciiLowercased)
        guard cursor < content.endIndex, content[cursor] == UInt8(ascii: ":"),
              let kind = kinds.first(where: { $0.marker == name }) else { return nil }
        return (kind, cursor + 1)
    }
}

extension InlineParser {
    /// DocC's aside marker: when the paragraph's first text starts with a word of at most 30 letters
    /// and a colon, then a space or nothing, returns the word and takes the marker out of the text,
    /// with the spaces after it (and a line break right after them).
    mutating func takeAsideWord() -> String? {
        var run: [UInt8] = []
        var index = nodes[0].firstChild
        while index != -1, nodes[index].kind == .text {
            run += bytes[nodes[index].start..<nodes[index].end]
            index = nodes[index].next
        }
        // An e-mail autolink in the run would end the first text before it.
        if extensions.contains(.autolinks), let email = Self.firstEmailAutolink(in: run) { run.removeSubrange(email...) }
        let text = String(decoding: run, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":"), case let kind = text[..<colon],
              !kind.isEmpty, kind.count <= 30, kind.allSatisfy(\.isLetter),
              case let rest = text[text.index(after: colon)...], rest.isEmpty || rest.first == " " else { return nil }
        let remainder = rest.drop { $0 == " " }
        dropLeadingText(text.utf8.distance(from: text.startIndex, to: remainder.startIndex))
        let first = nodes[0].firstChild
        if remainder.isEmpty, first != -1, nodes[first].kind == .softBreak { unlink(first) }
        return String(kind)
    }

    /// DocC's capitalization of an aside's first word: when the text starts with a word of lower-case
    /// letters and punctuation, its first letter is made upper-case (`note` → `Note`, `iOS` and `2x` stay).
    /// Only ASCII letters change: the others would change the text's length in the buffer.
    mutating func capitalizeFirstWord() {
        let first = nodes[0].firstChild
        guard first != -1, nodes[first].kind == .text else { return }
        let start = nodes[first].start
        let word = bytes[start..<nodes[first].end].prefix { !$0.isASCIIWhitespace }
        guard let initial = word.first, Self.isLowercaseLetter(initial),
              word.allSatisfy({ Self.isLowercaseLetter($0) || Self.punctuation.contains($0) }) else { return }
        bytes[start] = initial - 0x20
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// ASCII's punctuation as Unicode has it (Foundation's `punctuationCharacters`): not `$+<=>^`|~`, which are symbols.
    private static let punctuation = Set("!\"#%&'()*,-./:;?@[\\]_{}".utf8)

    /// Takes `count` bytes off the start of the text nodes the content starts with.
    private mutating func dropLeadingText(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let first = nodes[0].firstChild
            let length = nodes[first].end - nodes[first].start
            if length <= remaining {
                unlink(first)
                remaining -= length
            } else {
                nodes[first].start += remaining
                remaining = 0
            }
        }
    }
}

/// An aside, or a `<details>` when it can collapse (open unless collapsed).
extension HTMLWriter {
    mutating func openCallout(kind: String, title: String, isCollapsed: Bool?) {
        newline()
        raw(isCollapsed == nil ? "<aside class=\"callout " : "<details class=\"callout ")
        attribute(kind)
        raw(isCollapsed == false ? "\" open>\n" : "\">\n")
        if isCollapsed != nil {
            raw("<summary class=\"callout-title\">")
            text(title)
            raw("</summary>\n")
        } else if !title.isEmpty {
            raw("<p class=\"callout-title\">")
            text(title)
            raw("</p>\n")
        }
    }

    mutating func closeCallout(isCollapsed: Bool?) {
        newline()
        raw(isCollapsed == nil ? "</aside>\n" : "</details>\n")
    }
}
