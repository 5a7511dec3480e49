/// kramdown's table of contents (`.kramdownAttributes`): the first list marked `{:toc}` (`* TOC` with `{:toc}`
/// under it) is replaced by a list of links to the document's headings that have ids, nested by level, as
/// kramdown writes it (`<ul id="markdown-toc">`, the list's own attributes kept); headings with the class
/// `no_toc` are left out. Pages of Jekyll sites whose layouts show no contents write one where they want it,
/// introduced by their own words, so it is written there even though sitegen's layouts show one too.
struct TableOfContents {
    struct Entry {
        var level: Int
        var id: String
        var text: String
    }

    /// The output written before the marker list, set aside until the headings after it are known.
    var before: HTMLWriter.Output?
    var isOrdered = false
    var attributes: [UInt8] = []
    var entries: [Entry] = []
}

extension DocumentWriter {
    /// Whether the list is the table of contents' marker; the first one sets the output before it aside.
    mutating func placeTableOfContents(_ list: Int) -> Bool {
        guard tableOfContents != nil, let marker = attributes(of: list), marker.references("toc") else { return false }
        guard !isHoldingOutput, !html.isWritingFootnote else { return true }
        let element = nodes[list].listMarker.isOrdered ? "ol" : "ul"
        var own = marker
        if own.value(of: "id") == nil { own.merge(AttributeList(parsing: Array("#markdown-toc".utf8)[...], sourceOffset: marker.sourceOffset)) }
        let rendered = renderedAttributes(own, on: element)
        html.newline()
        let before = html.takeOutput()
        tableOfContents?.attributes = rendered
        tableOfContents?.isOrdered = nodes[list].listMarker.isOrdered
        tableOfContents?.before = before
        isHoldingOutput = true
        return true
    }

    /// Lists a heading written (not in a footnote) for the table of contents, when there is one.
    mutating func listInTableOfContents(level: Int, id: String?, text: String, classes: [String]) {
        guard tableOfContents != nil, let id, !html.isWritingFootnote, !classes.contains("no_toc") else { return }
        tableOfContents?.entries.append(TableOfContents.Entry(level: level, id: id, text: text))
    }

    /// Writes the table of contents where its marker was, once the document is written.
    mutating func writeTableOfContents() {
        guard isHoldingOutput, let contents = tableOfContents, let before = contents.before else { return }
        tableOfContents = nil
        isHoldingOutput = false
        let after = html.takeOutput()
        html.restoreOutput(before)
        if !contents.entries.isEmpty { html.tableOfContents(contents) }
        after.buffer.withBytes { html.page.output.append($0) }
    }
}

extension HTMLWriter {
    /// The entries as nested lists: an entry deeper than the one before opens a list inside its item.
    mutating func tableOfContents(_ contents: TableOfContents) {
        let (open, close): (StaticString, StaticString) = contents.isOrdered ? ("<ol", "</ol>\n") : ("<ul", "</ul>\n")
        raw(open)
        trusted(contents.attributes[...])
        raw(">\n")
        // The items open, outermost first, and whether each holds a list.
        var items: [(level: Int, hasList: Bool)] = []
        for entry in contents.entries {
            while let item = items.last, item.level >= entry.level {
                if item.hasList { raw(close) }
                raw("</li>\n")
                items.removeLast()
            }
            if let item = items.last, !item.hasList {
                raw("\n")
                raw(open)
                raw(">\n")
                items[items.count - 1].hasList = true
            }
            raw("<li><a href=\"#")
            attribute(entry.id)
            raw("\">")
            text(entry.text)
            raw("</a>")
            items.append((entry.level, false))
        }
        while let item = items.popLast() {
            if item.hasList { raw(close) }
            raw("</li>\n")
        }
        raw(close)
    }
}
