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

    /// Whether the current line is a blank line of a value a template printed as text: it does not end an HTML block
    /// of kind 6 or 7 (`<div>` … `</div>`), whose text the value is, as kramdown and Python-Markdown read a block of
    /// HTML up to its end tag. Ended there, the value's next lines would be read as Markdown: `<p>` in a `<pre>`.
    var isBlankLineOfAValue: Bool {
        !escapedValues.isEmpty && escapedValues.holdsLine(from: lineStart, to: lineEnd)
    }

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
