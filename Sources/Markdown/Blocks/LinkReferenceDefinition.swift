/// A link reference definition's target: `[label]: destination "title"`.
struct LinkReference {
    var destination: String
    var title: String?
}

/// Link reference definitions at the start of a paragraph are taken out of it (first definition of a label wins).
extension BlockParser {
    mutating func extractReferenceDefinitions(_ paragraph: Int) {
        let content = nodes[paragraph].content
        guard !content.isEmpty, text[content.lowerBound] == UInt8(ascii: "[") else { return }
        var consumed = content.lowerBound
        while consumed < content.upperBound, text[consumed] == UInt8(ascii: "["),
              let (label, reference, end) = Self.parseDefinition(text, at: consumed, end: content.upperBound) {
            if references[label] == nil { references[label] = reference }
            consumed = end
        }
        guard consumed > content.lowerBound else { return }
        nodes[paragraph].content = consumed..<content.upperBound
        var firstLine = nodes[paragraph].lines.lowerBound
        while firstLine < nodes[paragraph].lines.upperBound, lines[firstLine].contentOffset < consumed { firstLine += 1 }
        nodes[paragraph].lines = firstLine..<nodes[paragraph].lines.upperBound
    }

    /// One definition at `start` (the `[`); returns its normalized label, target and the index after its line.
    static func parseDefinition(_ content: [UInt8], at start: Int, end: Int) -> (label: [UInt8], reference: LinkReference, end: Int)? {
        guard let (labelRange, labelEnd) = LinkSyntax.scanLabel(content, at: start, end: end),
              labelEnd < end, content[labelEnd] == UInt8(ascii: ":") else { return nil }
        let label = LinkSyntax.normalizedLabel(content, labelRange)
        guard !label.isEmpty else { return nil }
        let destinationStart = LinkSyntax.skipSpacesAndLineEnding(content, from: labelEnd + 1, end: end)
        guard let (destinationRange, destinationEnd) = LinkSyntax.scanDestination(content, at: destinationStart, end: end),
              destinationEnd > destinationStart else { return nil }
        let destination = CharacterReference.unescapedString(content, from: destinationRange.lowerBound, to: destinationRange.upperBound)

        let titleStart = LinkSyntax.skipSpacesAndLineEnding(content, from: destinationEnd, end: end)
        if titleStart > destinationEnd, let (titleRange, titleEnd) = LinkSyntax.scanTitle(content, at: titleStart, end: end),
           let lineEnd = restOfLineIsBlank(content, from: titleEnd, end: end) {
            let title = CharacterReference.unescapedString(content, from: titleRange.lowerBound, to: titleRange.upperBound)
            return (label, LinkReference(destination: destination, title: title), lineEnd)
        }
        guard let lineEnd = restOfLineIsBlank(content, from: destinationEnd, end: end) else { return nil }
        return (label, LinkReference(destination: destination, title: nil), lineEnd)
    }

    /// The index after the line ending when only spaces and tabs remain on the line.
    private static func restOfLineIsBlank(_ content: [UInt8], from index: Int, end: Int) -> Int? {
        var cursor = index
        while cursor < end, content[cursor].isSpaceOrTab { cursor += 1 }
        if cursor == end { return cursor }
        return content[cursor] == .lineFeed ? cursor + 1 : nil
    }
}
