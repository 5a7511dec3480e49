/// HTML blocks: seven start conditions, each with its end condition.
extension BlockParser {
    mutating func startHTMLBlock(_ container: inout Int, interruptsParagraph: Bool) -> Bool {
        let start = nextNonspace
        guard start < lineEnd, bytes[start] == UInt8(ascii: "<"),
              let kind = htmlBlockKind(at: start, allowKind7: !interruptsParagraph) else { return false }
        container = addChild(.html, to: container)
        nodes[container].htmlKind = kind
        return true
    }

    private func htmlBlockKind(at start: Int, allowKind7: Bool) -> Int? {
        let next = start + 1
        guard next < lineEnd else { return nil }
        if bytes[next] == UInt8(ascii: "!") {
            if HTMLSyntax.hasPrefix("<!--", in: bytes, at: start, end: lineEnd) { return 2 }
            if lineEnd - start >= 9, bytes[start..<start + 9].elementsEqual("<![CDATA[".utf8) { return 5 }
            if next + 1 < lineEnd, bytes[next + 1].isASCIILetter { return 4 }
            return nil
        }
        if bytes[next] == UInt8(ascii: "?") { return 3 }
        let isClosing = bytes[next] == UInt8(ascii: "/")
        let nameStart = isClosing ? next + 1 : next
        if let nameEnd = HTMLSyntax.scanTagName(bytes, at: nameStart, end: lineEnd) {
            let name = bytes[nameStart..<nameEnd].map(\.asciiLowercased)
            let after = nameEnd < lineEnd ? bytes[nameEnd] : .space
            if !isClosing, Self.rawTextTags.contains(name), after.isSpaceOrTab || after == UInt8(ascii: ">") {
                return 1
            }
            if Self.blockTags.contains(name) {
                if after.isSpaceOrTab || after == UInt8(ascii: ">") { return 6 }
                if after == UInt8(ascii: "/"), nameEnd + 1 < lineEnd, bytes[nameEnd + 1] == UInt8(ascii: ">") { return 6 }
            }
        }
        guard allowKind7 else { return nil }
        let tagEnd = isClosing ? HTMLSyntax.scanClosingTag(bytes, at: start, end: lineEnd)
                               : HTMLSyntax.scanOpenTag(bytes, at: start, end: lineEnd)
        guard var cursor = tagEnd else { return nil }
        while cursor < lineEnd, bytes[cursor].isSpaceOrTab { cursor += 1 }
        return cursor == lineEnd ? 7 : nil
    }

    /// Whether the current line ends an HTML block of this kind (kinds 6 and 7 end at a blank line instead).
    func htmlBlockEnds(kind: Int) -> Bool {
        let start = offset
        switch kind {
        case 1:
            return HTMLSyntax.contains("</script>", in: bytes, from: start, to: lineEnd)
                || HTMLSyntax.contains("</pre>", in: bytes, from: start, to: lineEnd)
                || HTMLSyntax.contains("</style>", in: bytes, from: start, to: lineEnd)
                || HTMLSyntax.contains("</textarea>", in: bytes, from: start, to: lineEnd)
        case 2: return HTMLSyntax.contains("-->", in: bytes, from: start, to: lineEnd)
        case 3: return HTMLSyntax.contains("?>", in: bytes, from: start, to: lineEnd)
        case 4: return HTMLSyntax.contains(">", in: bytes, from: start, to: lineEnd)
        case 5: return HTMLSyntax.contains("]]>", in: bytes, from: start, to: lineEnd)
        default: return false
        }
    }

    /// Whether a blank line goes on with the HTML block rather than ending it (`.markdownInHTML`). Python-Markdown
    /// and kramdown read an HTML block up to its element's closing tag, blank lines and all; CommonMark ends it at
    /// the first. In between, a blank line goes on with the block when its raw HTML has a `<pre>` open (the blank
    /// line is the preformatted text's), or has an element open and the next line that is not blank starts with a
    /// tag (a table's next row that a template wrote after a blank line) rather than with Markdown.
    mutating func blankLineContinuesHTMLBlock(_ html: Int) -> Bool {
        readRawHTML(of: html)
        let open = nodes[html].rawHTMLOpen
        if open.preformatted > 0 { return true }
        guard open.elements > 0 else { return false }
        var cursor = lineEnd
        while cursor < bytes.count, bytes[cursor].isSpaceOrTab || bytes[cursor].isLineEnding { cursor += 1 }
        guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "<") else { return false }
        return bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1].isASCIILetter
    }

    /// Brings the count of the block's open elements up to the text it has taken.
    private mutating func readRawHTML(of html: Int) {
        var open = nodes[html].rawHTMLOpen
        let content = nodes[html].content
        var cursor = max(open.read, content.lowerBound)
        while let angle = text[cursor..<content.upperBound].firstIndex(of: UInt8(ascii: "<")) {
            cursor = angle + 1
            let isClosing = cursor < content.upperBound && text[cursor] == UInt8(ascii: "/")
            guard let nameEnd = HTMLSyntax.scanTagName(text, at: isClosing ? cursor + 1 : cursor, end: content.upperBound) else { continue }
            let name = text[(isClosing ? cursor + 1 : cursor)..<nameEnd].map(\.asciiLowercased)
            if Self.voidTags.contains(name) { continue }
            let isPre = name.elementsEqual("pre".utf8)
            if isClosing {
                open.elements = max(0, open.elements - 1)
                if isPre { open.preformatted = max(0, open.preformatted - 1) }
            } else if let tagEnd = HTMLSyntax.scanOpenTag(text, at: angle, end: content.upperBound), text[tagEnd - 2] != UInt8(ascii: "/") {
                open.elements += 1
                if isPre { open.preformatted += 1 }
            }
        }
        open.read = content.upperBound
        nodes[html].rawHTMLOpen = open
    }

    private static let voidTags: Set<[UInt8]> = Set([
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ].map { Array($0.utf8) })

    private static let rawTextTags: Set<[UInt8]> = Set(["script", "pre", "style", "textarea"].map { Array($0.utf8) })

    private static let blockTags: Set<[UInt8]> = Set([
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ].map { Array($0.utf8) })
}
