/// The leaf just parsed, written from the inline parser's arena: each piece of text is escaped where
/// it lies in the parser's buffer, with no value or string made for it. Nesting deeper than
/// `InlineParser.maximumNesting` is written as the text it was written with. Each run of siblings is
/// a block of its own to raw HTML (`RawHTMLSanitizer`).
extension DocumentWriter {
    mutating func writeInlines() {
        writeInlines(from: inlines.nodes[0].firstChild, depth: 0, inLink: false)
    }

    mutating func writeInlines(from first: Int, depth: Int, inLink: Bool) {
        // Adjacent text is merged only where e-mail autolinks (not inside a link or image) or abbreviations
        // are looked for in it; elsewhere each piece is escaped as it comes.
        let autolinking = extensions.contains(.autolinks) && !inLink
        let merging = autolinking || abbreviations != nil
        let outerRawHTML = html.enterRawHTMLBlock()
        var pending = PendingText()
        // A text node whose first bytes were written with the code span before it, and where the rest starts.
        var resumed: (node: Int, start: Int)?
        var index = first
        while index != -1 {
            let node = inlines.nodes[index]
            if node.kind == .html {
                writePendingText(&pending, autolinking: autolinking)
                index = writeInlineHTML(node, inLink: inLink)
                continue
            }
            if node.kind == .text || (node.kind == .attributes && !isTakenAttributeList(node)) {
                let start = resumed?.node == index ? resumed!.start : node.start
                if merging {
                    pending.add(inlines.bytes[start..<node.end], at: start)
                } else {
                    html.inlineText(inlines.bytes[start..<node.end])
                }
            } else if node.kind.nests, depth >= InlineParser.maximumNesting {
                if merging {
                    pending.add(inlines.flattened(index)[...], at: node.start)
                } else {
                    html.inlineText(inlines.flattened(index)[...])
                }
            } else if node.kind == .code || node.kind == .link, html.options.keepsPunctuationWithCode,
                      let punctuation = punctuation(after: node) {
                writePendingText(&pending, autolinking: autolinking)
                html.raw("<span class=\"nowrap\">")
                writeInline(node, depth: depth, inLink: inLink)
                for piece in punctuation.pieces { html.inlineText(inlines.bytes[piece]) }
                html.raw("</span>")
                // The text goes on from the last node the punctuation reached, after it.
                resumed = (punctuation.node, punctuation.pieces.last!.upperBound)
                index = punctuation.node
                continue
            } else if node.kind != .attributes {
                writePendingText(&pending, autolinking: autolinking)
                writeInline(node, depth: depth, inLink: inLink)
            }
            index = node.next
        }
        writePendingText(&pending, autolinking: autolinking)
        html.leaveRawHTMLBlock(outerRawHTML, endsLine: false)
    }

    /// One inline that is not text. A thin dispatcher, like `writeBlock`.
    private mutating func writeInline(_ node: InlineNode, depth: Int, inLink: Bool) {
        switch node.kind {
        case .softBreak: html.softBreak()
        case .hardBreak: html.hardBreak()
        case .code: writeCodeSpan(node)
        case .emphasis, .strong, .strikethrough, .mark, .inserted, .superscript, .subscript: writeSpan(node, depth: depth, inLink: inLink)
        case .keys: writeKeys(node)
        case .shortcode: writeShortcode(node)
        case .math, .displayMath: writeMath(node)
        case .link: writeLink(node, depth: depth)
        case .image: writeImage(node, depth: depth)
        case .footnoteReference: html.footnoteReference(inlines.footnoteReferences[node.target])
        case .root, .text, .html, .attributes:
            preconditionFailure("the root is nobody's child; text, raw HTML and attribute lists are written by the caller")
        }
    }

    /// The punctuation right after a code span, or after a link whose text ends in one (`CodePunctuation`): its
    /// pieces, one per text node it runs through (`?` and `!` are apart), and the node it ends in; nil when the
    /// text after starts with none. A link that would close a raw `<a>` left open is not put in a span: that
    /// `</a>` belongs outside it.
    private func punctuation(after node: InlineNode) -> (node: Int, pieces: [Range<Int>])? {
        let endsInCode = node.kind == .code
            || (node.kind == .link && node.lastChild != -1 && inlines.nodes[node.lastChild].kind == .code && !html.rawElements.blockHasOpenLink)
        guard endsInCode else { return nil }
        var next = node.next
        while next != -1, inlines.nodes[next].kind == .attributes { next = inlines.nodes[next].next }
        var pieces: [Range<Int>] = []
        var last = -1
        while next != -1, inlines.nodes[next].kind == .text {
            let text = inlines.nodes[next]
            let length = CodePunctuation.length(atStartOf: inlines.bytes[text.start..<text.end])
            guard length > 0 else { break }
            pieces.append(text.start..<text.start + length)
            last = next
            guard text.start + length == text.end else { break }
            next = text.next
        }
        return pieces.isEmpty ? nil : (last, pieces)
    }

    private mutating func writePendingText(_ pending: inout PendingText, autolinking: Bool) {
        guard let (text, start) = pending.take() else { return }
        if autolinking {
            writeAutolinkingEmails(text, bufferStart: start)
        } else {
            writeText(text)
        }
    }
}

/// Line breaks as cmark writes them; in the plain text, a space.
extension HTMLWriter {
    mutating func softBreak() {
        raw("\n")
        page.text.append(.space)
    }

    mutating func hardBreak() {
        raw("<br />\n")
        page.text.append(.space)
    }
}
