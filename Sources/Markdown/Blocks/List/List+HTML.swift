/// Lists as cmark writes them: `<ol start>` or `<ul>`, a tight list's paragraphs without `<p>`, and
/// (`.taskLists`) a checkbox before the text of an item that starts with `[ ]` or `[x]`.
extension DocumentWriter {
    mutating func writeList(_ index: Int) {
        let marker = nodes[index].listMarker
        if placeTableOfContents(index) { return }
        if extensions.contains(.termLists), !marker.isOrdered, writeTermLists(index) { return }
        let start = marker.isOrdered ? marker.start : nil
        html.openList(start: start, attributes: renderedAttributes(of: index, on: start == nil ? "ul" : "ol"))
        for item in children(of: index) {
            html.openItem(attributes: renderedAttributes(of: item, on: "li"))
            writeItemContent(item, tight: marker.isTight)
            html.closeItem()
        }
        html.closeList(start: start)
    }

    mutating func writeItemContent(_ item: Int, tight: Bool) {
        let children = children(of: item)
        if let checked = parseTaskListMarker(children) {
            html.openParagraph(tight: tight, checkbox: checked)
            writeInlines()
            if html.options.labelsTaskListCheckboxes { html.raw("</label>") }
            html.closeParagraph(tight: tight)
            writeBlocks(children.dropFirst(), tight: tight)
        } else {
            writeBlocks(children[...], tight: tight)
        }
    }

    /// When the item starts with `[ ]` or `[x]`, whether the box is checked; the rest of the item's
    /// first paragraph is then parsed.
    private mutating func parseTaskListMarker(_ children: [Int]) -> Bool? {
        guard extensions.contains(.taskLists), let first = children.first, kind(of: first) == .paragraph,
              let (checked, rest) = TaskListMarker.parse(text, nodes[first].content) else { return nil }
        parseInlines(rest..<nodes[first].content.upperBound, nodes[first].lines)
        return checked
    }
}

extension HTMLWriter {
    /// `<ol>` from `start` on, or `<ul>` when `start` is nil.
    mutating func openList(start: Int?, attributes: [UInt8]? = nil) {
        newline()
        if let start, start != 1 {
            raw("<ol start=\"")
            number(start)
            openTag("\">\n", or: "\"", attributes, ">\n")
        } else if start != nil {
            openTag("<ol>\n", or: "<ol", attributes, ">\n")
        } else {
            openTag("<ul>\n", or: "<ul", attributes, ">\n")
        }
    }

    mutating func closeList(start: Int?) {
        raw(start == nil ? "</ul>\n" : "</ol>\n")
    }

    mutating func openItem(attributes: [UInt8]? = nil) {
        newline()
        openTag("<li>", or: "<li", attributes, ">")
    }

    mutating func closeItem() {
        raw("</li>\n")
    }
}
