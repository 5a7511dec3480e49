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
        var index = first
        while index != -1 {
            let node = inlines.nodes[index]
            if node.kind == .html {
                writePendingText(&pending, autolinking: autolinking)
                index = writeInlineHTML(node, inLink: inLink)
                continue
            }
            if node.kind == .text || (node.kind == .attributes && !isTakenAttributeList(node)) {
                if merging {
                    pending.add(inlines.bytes[node.start..<node.end], at: node.start)
                } else {
                    html.inlineText(inlines.bytes[node.start..<node.end])
                }
            } else if node.kind.nests, depth >= InlineParser.maximumNesting {
                if merging {
                    pending.add(inlines.flattened(index)[...], at: node.start)
                } else {
                    html.inlineText(inlines.flattened(index)[...])
                }
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
        case .link: writeLink(node, depth: depth)
        case .image: writeImage(node, depth: depth)
        case .footnoteReference: html.footnoteReference(inlines.footnoteReferences[node.target])
        case .root, .text, .html, .attributes:
            preconditionFailure("the root is nobody's child; text, raw HTML and attribute lists are written by the caller")
        }
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
