/// `>` block quotes: the marker, up to three spaces before it and one optional space after it.
extension BlockParser {
    mutating func continueBlockQuote() -> Bool {
        guard indent <= 3, nextNonspace < lineEnd, bytes[nextNonspace] == UInt8(ascii: ">") else { return false }
        skipBlockQuoteMarker()
        return true
    }

    mutating func startBlockQuote(_ container: inout Int) {
        skipBlockQuoteMarker()
        container = addChild(.blockQuote, to: container)
    }

    private mutating func skipBlockQuoteMarker() {
        advanceOffset(indent + 1, columns: true)
        if offset < lineEnd, bytes[offset].isSpaceOrTab { advanceOffset(1, columns: true) }
    }
}

extension DocumentWriter {
    /// A block quote, unless it is a callout or an aside.
    mutating func writeBlockQuote(_ index: Int) {
        if extensions.contains(.callouts), writeCallout(index) { return }
        if extensions.contains(.asides), writeAsideOrQuote(index) { return }
        html.openBlockQuote(attributes: renderedAttributes(of: index, on: "blockquote"))
        writeBlocks(children(of: index)[...], tight: false)
        html.closeBlockQuote()
    }
}

extension HTMLWriter {
    mutating func openBlockQuote(attributes: [UInt8]? = nil) {
        newline()
        openTag("<blockquote>\n", or: "<blockquote", attributes, ">\n")
    }

    mutating func closeBlockQuote() {
        newline()
        raw("</blockquote>\n")
    }
}
