/// Definition lists as goldmark and PHP Markdown Extra read them: a line starting with `:` and a
/// space after a paragraph makes each of the paragraph's lines a term and starts a definition,
/// whose content continues on lines indented past the `:` and its spaces; an HTML block before a `:`
/// is a term too (Python-Markdown's def_list). A blank line before the
/// `:` makes the definition loose. Terms after a definition list, then a `:`, continue that list.
extension BlockParser {
    mutating func startDefinition(_ container: inout Int) -> Bool {
        let colon = nextNonspace
        guard colon + 1 < lineEnd, bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1].isSpaceOrTab else { return false }
        let list: Int
        var isLoose: Bool
        if nodes[container].kind == .definitionList {
            list = container
            isLoose = nodes[list].children.last.map { nodes[$0].lastLineBlank } ?? false
        } else {
            guard let terms = termsParagraph(in: container) else { return false }
            isLoose = nodes[terms].lastLineBlank
            let parent = nodes[terms].parent
            if nodes[terms].isOpen {
                _ = finalize(terms)
                // A paragraph of link reference definitions only is gone and names no term.
                guard nodes[parent].children.last == terms else { return false }
            }
            list = definitionList(joining: terms, in: parent)
        }
        var marker = ListMarker()
        marker.markerOffset = indent
        advanceOffset(colon + 1 - offset, columns: true)
        let spacesStart = column
        while offset < lineEnd, bytes[offset].isSpaceOrTab, column - spacesStart < 5 { advanceOffset(1, columns: true) }
        let spaces = column - spacesStart
        // As for list items: five spaces or more start indented code one column after the marker.
        marker.padding = 1 + (spaces >= 5 ? 1 : spaces)
        marker.isTight = !isLoose
        container = addChild(.definition, to: list)
        nodes[container].listMarker = marker
        return true
    }

    mutating func continueDefinition(_ definition: Int) -> Bool {
        let marker = nodes[definition].listMarker
        if indent >= marker.markerOffset + marker.padding {
            advanceOffset(marker.markerOffset + marker.padding, columns: true)
            return true
        }
        if blank {
            advanceOffset(nextNonspace - offset, columns: false)
            return true
        }
        return false
    }

    /// The open paragraph the line would continue, or the last block when it is a paragraph or an HTML
    /// block (`<!-- md:option -->`, as Python-Markdown's def_list takes one for a term) a blank line closed.
    private func termsParagraph(in container: Int) -> Int? {
        if nodes[container].kind == .paragraph { return container }
        guard let last = nodes[container].children.last, nodes[last].kind == .paragraph || nodes[last].kind == .html else { return nil }
        return last
    }

    /// The list the terms (the last child of `parent`) join: the definition list right before
    /// them, reopened, or a new one in their place.
    private mutating func definitionList(joining terms: Int, in parent: Int) -> Int {
        nodes[parent].children.removeLast()
        let list: Int
        if let previous = nodes[parent].children.last, nodes[previous].kind == .definitionList {
            list = previous
            nodes[list].isOpen = true
        } else {
            list = addChild(.definitionList, to: parent)
        }
        nodes[list].children.append(terms)
        nodes[terms].parent = list
        return list
    }
}

/// As goldmark writes them: each line of a terms paragraph a `<dt>` (an HTML block one `<dt>`), each definition a `<dd>` whose
/// paragraphs are tight (without `<p>`) unless a blank line comes before its `:`.
extension DocumentWriter {
    mutating func writeDefinitionList(_ index: Int) {
        html.newline()
        html.openTag("<dl>\n", or: "<dl", renderedAttributes(of: index, on: "dl"), ">\n")
        for child in children(of: index) {
            if kind(of: child) == .definition {
                html.raw("<dd>")
                writeBlocks(children(of: child)[...], tight: nodes[child].listMarker.isTight)
                html.raw("</dd>\n")
            } else {
                writeTerms(child)
            }
        }
        html.raw("</dl>\n")
    }

    /// A term's `<dt>`, with an id when the options ask (unique among the page's headings, an element id a link may
    /// point at).
    private mutating func openTerm() {
        guard html.options.givesDefinitionTermsIDs, let id = html.page.uniqueID(slugs.uniqueSlug(for: inlines.plainText())) else {
            return html.raw("<dt>")
        }
        html.raw("<dt id=\"")
        html.attribute(id)
        html.raw("\">")
        if html.page.parts.contains(.headings) { html.page.elementIDs.append(id) }
    }

    private mutating func writeTerms(_ paragraph: Int) {
        if kind(of: paragraph) == .html {
            html.raw("<dt>")
            writeHTMLBlock(paragraph)
            html.raw("</dt>\n")
            return
        }
        let lineRange = nodes[paragraph].lines
        for line in lineRange {
            let start = lines[line].contentOffset
            var end = line + 1 < lineRange.upperBound ? lines[line + 1].contentOffset : nodes[paragraph].content.upperBound
            while end > start, text[end - 1].isASCIIWhitespace { end -= 1 }
            parseInlines(start..<end, line..<(line + 1))
            openTerm()
            writeInlines()
            html.raw("</dt>\n")
            html.page.text.append(.lineFeed)
        }
    }
}
