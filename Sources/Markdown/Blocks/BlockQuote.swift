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
