/// Blocks written as HTML while they are built, for `HTMLRenderer.render(parsing:options:)`:
/// paragraphs, lists and block quotes, most of a document, go from the parser's nodes to HTML
/// without becoming `Block`s; the other kinds are built and handed to the writer.
extension DocumentBuilder {
    mutating func writeHTML(_ children: ArraySlice<Int>, tight: Bool, to writer: inout HTMLWriter) {
        for child in children {
            switch kind(of: child) {
            case .footnoteDefinition: collectFootnote(child)
            case .paragraph: writeParagraph(child, tight: tight, to: &writer)
            case .list: writeList(child, to: &writer)
            case .blockQuote where !extensions.contains(.callouts): writeBlockQuote(child, to: &writer)
            default: writer.block(block(child), tight: tight)
            }
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
