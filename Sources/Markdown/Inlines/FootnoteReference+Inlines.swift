/// `[^label]` (`.footnotes`): when no link is made at a `]` whose text starts with `^` and names a
/// defined footnote, the brackets and label become a reference to it, numbered by first use.
extension InlineParser {
    /// The index of the new reference in `footnoteReferences`, or nil when `[^…]` names no footnote.
    mutating func footnote(opener: Bracket, closeIndex: Int) -> Int? {
        // The length limit of link labels also keeps `[^[^[^…]]]` linear: no label is read twice in full.
        guard extensions.contains(.footnotes), !footnotes.isEmpty, closeIndex - opener.textStart > 1,
              closeIndex - opener.textStart <= LinkSyntax.maximumLabelLength, bytes[opener.textStart] == UInt8(ascii: "^"),
              let (definition, label) = footnotes[LinkSyntax.normalizedLabel(bytes, (opener.textStart + 1)..<closeIndex)]
        else { return nil }
        var use = footnoteUses[definition] ?? (number: footnoteUses.count + 1, count: 0)
        use.count += 1
        footnoteUses[definition] = use
        footnoteReferences.append(FootnoteReference(label: label, number: use.number, occurrence: use.count))
        return footnoteReferences.count - 1
    }
}
