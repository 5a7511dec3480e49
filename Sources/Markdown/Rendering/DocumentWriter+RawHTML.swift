/// Raw HTML in the document: as written when unsafe HTML is allowed, else what `RawHTMLSanitizer`
/// keeps, each removal recorded on the page with where it is written.
extension DocumentWriter {
    /// An HTML block's lines.
    mutating func writeHTMLBlock(_ index: Int) {
        html.newline()
        let content = nodes[index].content
        if html.options.allowsUnsafeHTML {
            html.unsafeRawHTML(text[content])
        } else {
            let lineStarts = lines[nodes[index].lines]
            // Without its last line feed (`newline()` ends the line), a block left empty writes nothing.
            let lines = content.lowerBound..<(text[content].last == .lineFeed ? content.upperBound - 1 : content.upperBound)
            // An element whose content is dropped and not closed in the block is dropped to its end.
            _ = sanitizedRawHTML(text, lines, inLink: false) { lineStarts.sourceOffset(ofContent: $0) }
        }
        html.newline()
    }

    /// The inline raw HTML `node` (one tag, comment or the like). Returns the node to go on with: in
    /// safe mode, the siblings after an element whose content is dropped (`<script>`) are skipped up
    /// to its closing tag.
    mutating func writeInlineHTML(_ node: InlineNode, inLink: Bool) -> Int {
        guard !html.options.allowsUnsafeHTML else {
            html.unsafeRawHTML(inlines.bytes[node.start..<node.end])
            return node.next
        }
        let inlines = self.inlines
        guard let dropping = sanitizedRawHTML(inlines.bytes, node.start..<node.end, inLink: inLink, sourceOffset: inlines.sourceOffset)
        else { return node.next }
        var index = node.next
        while index != -1 {
            let sibling = inlines.nodes[index]
            index = sibling.next
            if sibling.kind == .html, Self.isClosingTag(of: dropping, inlines.bytes[sibling.start..<sibling.end]) { break }
        }
        return index
    }

    /// An HTML container's opening tag (`<div markdown>`), without its `markdown` attribute. Returns
    /// whether the element is open: written, and not removed by safe mode.
    mutating func writeHTMLContainerTag(_ index: Int) -> Bool {
        let tag = nodes[index].fence.info
        guard html.options.allowsUnsafeHTML else {
            let openBefore = html.rawElements.openCount
            let tagOffset = nodes[index].fence.sourceOffset
            _ = sanitizedRawHTML(tag, tag.indices, inLink: false) { tagOffset + $0 }
            return html.rawElements.openCount > openBefore
        }
        if html.page.parts.contains(.headings) { html.page.elementIDs += ElementIDs.ids(in: tag[...]) }
        var written = tag.startIndex
        _ = HTMLSyntax.scanOpenTag(tag, at: tag.startIndex, end: tag.endIndex) { attribute in
            guard RawHTMLAllowlist.isMarkdownAttribute(tag[attribute.name].map(\.asciiLowercased)) else { return }
            html.trusted(tag[written..<attribute.start])
            written = attribute.end
        }
        html.trusted(tag[written...])
        return true
    }

    private mutating func sanitizedRawHTML(_ bytes: [UInt8], _ range: Range<Int>, inLink: Bool, sourceOffset: (Int) -> Int) -> [UInt8]? {
        var findings: [RawHTMLSanitizer.Finding] = []
        let dropping = html.sanitizedRawHTML(bytes, range, inLink: inLink) { findings.append($0) }
        for finding in findings {
            html.page.recordRemoval(finding.what, finding.reason) {
                var position = InputPosition(input)
                position.advance(to: sourceOffset(finding.offset), in: input)
                return (position.line, position.column)
            }
        }
        return dropping
    }

    private static func isClosingTag(of name: [UInt8], _ tag: ArraySlice<UInt8>) -> Bool {
        let nameStart = tag.startIndex + 2
        guard tag.count > name.count + 2, tag[tag.startIndex + 1] == UInt8(ascii: "/") else { return false }
        let after = tag[nameStart + name.count]
        return tag[nameStart..<nameStart + name.count].elementsEqual(name) { $0.asciiLowercased == $1 }
            && (after.isASCIIWhitespace || after == UInt8(ascii: ">"))
    }
}
