/// A heading, ATX or setext, written with its id (with `.headingIDs` GitHub's slug of its text, or with
/// `.docCHeadingIDs` DocC's anchor of it, unique in the document; with `.headingAttributes` the one `{#id}`
/// gives, or with `.kramdownAttributes` its attribute list), listed with the page's headings (and the table of
/// contents), and a top-level one marked in the plain text as a run of its own for search.
extension DocumentWriter {
    mutating func writeHeading(_ index: Int) {
        let (parsedID, classes, attributes) = parseHeading(index)
        let level = nodes[index].level
        let isTopLevel = nodes[index].parent == 0
        let id = html.page.uniqueID(parsedID)
        html.openHeading(level: level, id: id, classes: classes, attributes: attributes)
        if isTopLevel { html.page.text.startRun(heading: true) }
        let capture = html.page.text.beginCapture()
        writeInlines()
        let text = html.page.text.endCapture(capture)
        html.closeHeading(level: level, id: id, text: text)
        listInTableOfContents(level: level, id: id, text: text, classes: classes)
        html.page.text.append(.lineFeed)
        if isTopLevel {
            html.page.text.startRun(heading: false)
            if level == 1 && html.page.topLevelBlocks == 0 { html.page.text.markBodyStart() }
        }
        if html.page.parts.contains(.headings), !html.isWritingFootnote {
            html.page.headings.append(Heading(level: level, text: text, id: id))
        }
    }

    /// A heading parsed but not written (a DocC article's title): its id is taken all the same.
    mutating func skipHeading(_ index: Int) {
        _ = parseHeading(index)
    }

    /// Parses the heading's inlines (without its `{…}` attributes) and gives it its id; the attributes of
    /// its attribute list besides its id and classes come rendered.
    private mutating func parseHeading(_ index: Int) -> (id: String?, classes: [String], attributes: [UInt8]?) {
        var range = nodes[index].content
        var customID: String?
        var classes: [String] = []
        if extensions.contains(.headingAttributes), let attributes = HeadingAttributes.parse(text[range]) {
            range = range.lowerBound..<attributes.titleEnd
            customID = attributes.id
            classes = attributes.classes
        }
        var rendered: [UInt8]?
        let given = attributeList(of: index) < 0 ? nil : attributes(of: index)
        if let given {
            customID = given.value(of: "id").map { String(decoding: $0, as: UTF8.self) } ?? customID
            classes += given.value(of: "class")?.split(separator: .space).map { String(decoding: $0, as: UTF8.self) } ?? []
            rendered = renderedAttributes(given.removing("id").removing("class"), on: "h\(nodes[index].level)")
        }
        if let id = customID {
            // The heading's own `{#id}` is reported where the heading is.
            let list = given ?? AttributeList(sourceOffset: nodes[index].lines.first.map { lines[$0].sourceOffset } ?? 0)
            if !isAllowed(Array("id".utf8), Array(id.utf8), on: "h\(nodes[index].level)", in: list) { customID = nil }
        }
        parseInlines(range, nodes[index].lines)
        let id = customID.map { slugs.reserve($0) }
            ?? (extensions.contains(.headingIDs) ? slugs.uniqueSlug(for: inlines.plainText()) : nil)
        return (id, classes, rendered)
    }
}

extension MarkdownPage {
    /// A heading's id, which a heading of an earlier document of a page of several may have already: then
    /// it gets `-1`, `-2`…, as DocC numbers them. Nested headings (in a list, a quote) too: an id is the
    /// page's, wherever its heading is.
    mutating func uniqueID(_ id: String?) -> String? {
        guard let id, headingIDs != nil else { return id }
        var unique = id
        var number = 1
        while headingIDs!.contains(unique) {
            unique = "\(id)-\(number)"
            number += 1
        }
        headingIDs!.insert(unique)
        return unique
    }
}

extension HTMLWriter {
    mutating func openHeading(level: Int, id: String?, classes: [String], attributes: [UInt8]?) {
        newline()
        raw("<h")
        number(level)
        if let id {
            raw(" id=\"")
            attribute(id)
            raw("\"")
        }
        if !classes.isEmpty {
            raw(" class=\"")
            attribute(classes.joined(separator: " "))
            raw("\"")
        }
        if let attributes { trusted(attributes[...]) }
        raw(">")
    }

    /// Ends the heading whose text (without markup) is `text`, after its permalink when it has one.
    mutating func closeHeading(level: Int, id: String?, text: String) {
        if let id, options.headingAnchors {
            // Each anchor is named for its heading, so a list of links reads "Permalink to Install", not the same words each time.
            raw(" <a class=\"heading-anchor\" href=\"#")
            attribute(id)
            raw("\" aria-label=\"Permalink to ")
            attribute(text)
            raw("\">#</a>")
        }
        raw("</h")
        number(level)
        raw(">\n")
    }
}
