/// A `[` or `![` waiting for its `]`.
struct Bracket {
    var node: Int
    var isImage: Bool
    /// Whether another bracket was opened after this one.
    var bracketAfter = false
    var previousDelimiter: Int
    /// The index just after the `[`.
    var textStart: Int
}

/// Links and images: `]` looks back for the nearest opener, then for an inline destination
/// `(…)` or a reference `[label]`, `[]`, or the link text itself as the label.
extension InlineParser {
    mutating func pushBracket(isImage: Bool) {
        let length = isImage ? 2 : 1
        appendText(position, position + length)
        if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
        brackets.append(Bracket(node: nodes.count - 1, isImage: isImage, previousDelimiter: lastDelimiter,
                                textStart: position + length))
        position += length
    }

    mutating func closeBracket() {
        let closeIndex = position
        position += 1
        guard let opener = brackets.last else {
            appendText(closeIndex, closeIndex + 1)
            return
        }
        guard opener.isImage || brackets.count - 1 >= firstActiveLinkOpener else {
            popBracket()
            appendText(closeIndex, closeIndex + 1)
            return
        }
        guard let target = inlineTarget() ?? referenceTarget(opener: opener, closeIndex: closeIndex) else {
            position = closeIndex + 1
            if let footnote = footnote(opener: opener, closeIndex: closeIndex) {
                processEmphasis(above: opener.previousDelimiter)
                var reference = InlineNode(kind: .footnoteReference)
                reference.target = footnote
                _ = wrap(after: opener.node, before: -1, in: reference)
                // `![^1]` is a `!` and a reference, as in cmark-gfm.
                if opener.isImage { nodes[opener.node].end -= 1 } else { unlink(opener.node) }
                popBracket()
                return
            }
            popBracket()
            appendText(closeIndex, closeIndex + 1)
            return
        }
        let start = opener.textStart - (opener.isImage ? 2 : 1)
        targets.append(LinkTarget(destination: target.destination, title: target.title, sourceOffset: sourceOffset(of: start)))
        // Emphasis inside the link text is resolved while its nodes are still top-level.
        processEmphasis(above: opener.previousDelimiter)
        var link = InlineNode(kind: opener.isImage ? .image : .link)
        link.target = targets.count - 1
        _ = wrap(after: opener.node, before: -1, in: link)
        unlink(opener.node)
        popBracket()
        if !opener.isImage {
            // Links cannot contain links: every `[` opener still open can no longer make one.
            // One index says so for all of them, rather than a walk over the stack per link.
            firstActiveLinkOpener = brackets.count
        }
    }

    private mutating func popBracket() {
        brackets.removeLast()
        firstActiveLinkOpener = min(firstActiveLinkOpener, brackets.count)
    }

    /// `(destination "title")` right after the `]`.
    private mutating func inlineTarget() -> LinkReference? {
        guard position < end, bytes[position] == UInt8(ascii: "(") else { return nil }
        let destinationStart = LinkSyntax.skipSpacesAndLineEnding(bytes, from: position + 1, end: end)
        guard let (destinationRange, destinationEnd) = LinkSyntax.scanDestination(bytes, at: destinationStart, end: end) else {
            return nil
        }
        let titleStart = LinkSyntax.skipSpacesAndLineEnding(bytes, from: destinationEnd, end: end)
        var title: String?
        var cursor = titleStart
        if titleStart > destinationEnd, let (titleRange, titleEnd) = LinkSyntax.scanTitle(bytes, at: titleStart, end: end) {
            title = CharacterReference.unescapedString(bytes, from: titleRange.lowerBound, to: titleRange.upperBound)
            cursor = LinkSyntax.skipSpacesAndLineEnding(bytes, from: titleEnd, end: end)
        }
        guard cursor < end, bytes[cursor] == UInt8(ascii: ")") else { return nil }
        position = cursor + 1
        let destination = CharacterReference.unescapedString(bytes, from: destinationRange.lowerBound, to: destinationRange.upperBound)
        return LinkReference(destination: destination, title: title)
    }

    /// `[label]`, `[]` or nothing after the `]`: the label names a link reference definition.
    private mutating func referenceTarget(opener: Bracket, closeIndex: Int) -> LinkReference? {
        guard !references.isEmpty else { return nil }
        var labelRange: Range<Int>?
        if let (range, labelEnd) = LinkSyntax.scanLabel(bytes, at: position, end: end) {
            if range.isEmpty {
                position = labelEnd
            } else {
                labelRange = range
                position = labelEnd
            }
        }
        if labelRange == nil {
            guard !opener.bracketAfter else { return nil }
            guard closeIndex - opener.textStart <= LinkSyntax.maximumLabelLength else { return nil }
            labelRange = opener.textStart..<closeIndex
        }
        guard let range = labelRange else { return nil }
        return references[LinkSyntax.normalizedLabel(bytes, range)]
    }
}
