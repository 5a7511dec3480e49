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

extension InlineParser {
    /// Whether a link's text (its inlines at `depth`) is exactly `string`, as in `<doc:Intro>`.
    func text(of link: InlineNode, depth: Int, equals string: String) -> Bool {
        var text: [UInt8] = []
        var index = link.firstChild
        while index != -1 {
            let node = nodes[index]
            if node.kind == .text {
                text += bytes[node.start..<node.end]
            } else if node.kind.nests, depth >= Self.maximumNesting {
                text += flattened(index)
            } else {
                return false
            }
            index = node.next
        }
        return !text.isEmpty && text.elementsEqual(string.utf8)
    }
}

/// Links and images as cmark writes them, `<picture>` for images with variants, listed where the
/// document has them; an image's description becomes its `alt` text.
extension DocumentWriter {
    mutating func writeLink(_ node: InlineNode, depth: Int) {
        let target = inlines.targets[node.target]
        collectLink(target.destination, isImage: false, at: target.sourceOffset)
        if node.delimiter == InlineNode.autolink, !html.options.allowsUnsafeHTML, html.rawElements.blockHasOpenLink {
            writeInlines(from: node.firstChild, depth: depth + 1, inLink: true)
            return
        }
        let textIsDestination = html.options.rewriteLink != nil && inlines.text(of: node, depth: depth + 1, equals: target.destination)
        html.rawElements.closeLink(output: &html.page.output)
        let attributes = spanAttributes(after: node, on: "a")
        isWritingAutolink = node.delimiter == InlineNode.autolink
        defer { isWritingAutolink = false }
        switch html.openLink(to: target.destination, title: target.title, textIsDestination: textIsDestination, attributes: attributes) {
        case .inLink:
            writeInlines(from: node.firstChild, depth: depth + 1, inLink: true)
            html.raw("</a>")
        case .withoutLink:
            writeInlines(from: node.firstChild, depth: depth + 1, inLink: true)
        case .none:
            break
        }
    }

    mutating func writeImage(_ node: InlineNode, depth: Int) {
        let target = inlines.targets[node.target]
        collectLink(target.destination, isImage: true, at: target.sourceOffset)
        if html.page.parts.contains(.links) { collectLinks(inside: node.firstChild, depth: depth + 1) }
        var alt: [UInt8] = []
        inlines.appendPlainText(from: node.firstChild, depth: depth + 1, keepingHTML: true, to: &alt)
        html.image(source: target.destination, title: target.title, alt: alt, attributes: spanAttributes(after: node, on: "img"))
        if html.page.text.isRecording {
            var text: [UInt8] = []
            inlines.appendPlainText(from: node.firstChild, depth: depth + 1, keepingHTML: false, to: &text)
            html.page.text.append(text[...])
        }
    }

    /// The links and images inside an image's description, which is written as text.
    private mutating func collectLinks(inside first: Int, depth: Int) {
        var index = first
        while index != -1 {
            let node = inlines.nodes[index]
            if node.kind.nests, depth < InlineParser.maximumNesting {
                if node.kind == .link || node.kind == .image {
                    let target = inlines.targets[node.target]
                    collectLink(target.destination, isImage: node.kind == .image, at: target.sourceOffset)
                }
                collectLinks(inside: node.firstChild, depth: depth + 1)
            }
            index = node.next
        }
    }
}

extension HTMLWriter {
    /// What to write of a link's own text once `openLink` has written what it does.
    enum LinkText {
        /// The text, then `</a>`.
        case inLink
        /// The text alone.
        case withoutLink
        /// Nothing: the link was replaced.
        case none
    }

    /// Opens a link, or writes what `RenderOptions.rewriteLink` puts in its place.
    mutating func openLink(to destination: String, title: String?, textIsDestination: Bool, attributes: [UInt8]? = nil) -> LinkText {
        var destination = destination
        if let rewrite = options.rewriteLink?(destination, false, textIsDestination) {
            switch rewrite {
            case .link(let rewritten, let text):
                destination = rewritten
                if let text {
                    openAnchor(to: destination, title: title, attributes: attributes)
                    inlineText(text)
                    raw("</a>")
                    return .none
                }
            case .unlinked:
                return .withoutLink
            case .text(let text):
                inlineText(text)
                return .none
            case .code(let code):
                codeSpan(Array(code.utf8)[...])
                return .none
            case .codeLink(let rewritten, let code):
                openAnchor(to: rewritten, title: title)
                codeSpan(Array(code.utf8)[...])
                raw("</a>")
                return .none
            }
        }
        openAnchor(to: destination, title: title, attributes: attributes)
        return .inLink
    }

    /// A link whose text is `text`, as `[text](destination)` writes it.
    mutating func link(to destination: String, text: String) {
        switch openLink(to: destination, title: nil, textIsDestination: text == destination) {
        case .inLink:
            inlineText(text)
            raw("</a>")
        case .withoutLink:
            inlineText(text)
        case .none:
            break
        }
    }

    private mutating func openAnchor(to destination: String, title: String?, attributes: [UInt8]? = nil) {
        raw("<a href=\"")
        url(destination, isImage: false)
        raw("\"")
        self.title(title)
        if let attributes { trusted(attributes[...]) }
        raw(">")
    }

    mutating func image(source: String, title: String?, alt: [UInt8], attributes: [UInt8]? = nil) {
        var source = source
        if case .link(let rewritten, _)? = options.rewriteLink?(source, true, false) { source = rewritten }
        let variants = options.imageVariants?(source) ?? []
        let isSafe = options.allowsUnsafeHTML || URLSafety.isSafe(source)
        guard !variants.isEmpty, isSafe else {
            imageElement(source: source, title: title, alt: alt, selfClosing: true, attributes: attributes)
            return
        }
        raw("<picture>")
        for variant in variants {
            raw("<source srcset=\"")
            url(variant.source, isImage: true)
            raw(variant.appearance == "dark" ? "\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"" : "\" media=\"not all\" data-appearance=\"")
            attribute(variant.appearance)
            raw("\">")
        }
        imageElement(source: source, title: title, alt: alt, selfClosing: false, attributes: attributes)
        raw("</picture>")
    }

    private mutating func imageElement(source: String, title: String?, alt: [UInt8], selfClosing: Bool, attributes: [UInt8]?) {
        raw("<img src=\"")
        url(source, isImage: true)
        raw("\" alt=\"")
        attribute(alt)
        raw("\"")
        self.title(title)
        if let attributes { trusted(attributes[...]) }
        raw(selfClosing ? " />" : ">")
    }

    private mutating func title(_ title: String?) {
        guard let title else { return }
        raw(" title=\"")
        attribute(title)
        raw("\"")
    }
}
