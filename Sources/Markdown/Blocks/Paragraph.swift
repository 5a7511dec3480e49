/// Paragraphs: what no other block start claims. The block parser adds a line to the open
/// paragraph or starts one (`BlockParser.addText`); link reference definitions at its start are
/// taken out as it closes.
extension DocumentWriter {
    mutating func writeParagraph(_ index: Int, tight: Bool) {
        // A tight list's paragraph has no element to take attributes, as in kramdown.
        html.openParagraph(tight: tight, checkbox: nil, attributes: tight ? nil : renderedAttributes(of: index, on: "p"))
        parseInlines(of: index)
        writeInlines()
        html.closeParagraph(tight: tight)
    }
}

extension HTMLWriter {
    /// A tight list's paragraphs have no `<p>`; a task list item's first starts with its checkbox.
    mutating func openParagraph(tight: Bool, checkbox: Bool?, attributes: [UInt8]? = nil) {
        if !tight {
            newline()
            openTag("<p>", or: "<p", attributes, ">")
            if let element = page.paragraphElement { trusted(Array("<\(element)>".utf8)[...]) }
        }
        if let checkbox {
            if options.labelsTaskListCheckboxes { raw("<label>") }
            raw(checkbox ? "<input checked=\"\" disabled=\"\" type=\"checkbox\"> " : "<input disabled=\"\" type=\"checkbox\"> ")
        }
    }

    /// Ends the paragraph, and its line of the plain text.
    mutating func closeParagraph(tight: Bool) {
        if !tight {
            if let element = page.paragraphElement { trusted(Array("</\(element)>".utf8)[...]) }
            raw("</p>\n")
        }
        page.text.append(.lineFeed)
    }
}
