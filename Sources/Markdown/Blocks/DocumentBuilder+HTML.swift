/// Blocks written as HTML while they are built, for `HTMLRenderer.render(parsing:options:pieceSize:to:)`:
/// paragraphs, lists and block quotes, most of a document, go from the parser's nodes to HTML
/// without becoming `Block`s; the other kinds are built and handed to the writer.
extension DocumentBuilder {
    mutating func writeHTML(_ children: ArraySlice<Int>, tight: Bool, to writer: inout HTMLWriter) {
        for child in children { writeHTML(child, tight: tight, to: &writer) }
    }

    mutating func writeHTML(_ index: Int, tight: Bool, to writer: inout HTMLWriter) {
        switch kind(of: index) {
        case .footnoteDefinition: collectFootnote(index)
        case .paragraph: writeParagraph(index, tight: tight, to: &writer)
        case .list: writeList(index, to: &writer)
        case .blockQuote where !extensions.contains(.callouts): writeBlockQuote(index, to: &writer)
        default: writer.block(block(index), tight: tight)
        }
    }

    private mutating func writeParagraph(_ index: Int, tight: Bool, to writer: inout HTMLWriter) {
        writer.openParagraph(tight: tight, checkbox: nil)
        inlineParser.parseIntoArena(text[nodes[index].content], lineStarts: lines[nodes[index].lines])
        inlineParser.writeHTML(to: &writer)
        writer.closeParagraph(tight: tight)
    }

    private mutating func writeBlockQuote(_ index: Int, to writer: inout HTMLWriter) {
        writer.openBlockQuote()
        writeHTML(children(of: index)[...], tight: false, to: &writer)
        writer.closeBlockQuote()
    }

    private mutating func writeList(_ index: Int, to writer: inout HTMLWriter) {
        let marker = listMarker(index)
        let start = marker.isOrdered ? marker.start : nil
        writer.openList(start: start)
        for item in children(of: index) {
            writer.openItem()
            let children = children(of: item)
            if let (checked, paragraph) = taskListMarker(children) {
                writer.paragraph(paragraph, tight: marker.isTight, checkbox: checked)
                writeHTML(children.dropFirst(), tight: marker.isTight, to: &writer)
            } else {
                writeHTML(children[...], tight: marker.isTight, to: &writer)
            }
            writer.closeItem()
        }
        writer.closeList(start: start)
    }
}
