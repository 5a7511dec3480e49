/// A `[^label]` reference to a footnote the document defines.
struct FootnoteReference {
    /// The label of the definition referred to, as the definition writes it.
    var label: String
    /// The footnote's number: 1 for the first footnote referenced, and so on.
    var number: Int
    /// 1 for the footnote's first reference, 2 for its second…
    var occurrence: Int
}

/// A footnote's number, and how many references to it were met so far.
struct FootnoteUse {
    var number: Int
    var count: Int
}

/// `[^label]` (`.footnotes`): when no link is made at a `]` whose text starts with `^` and names a
/// defined footnote, the brackets and label become a reference to it, numbered by first use.
extension InlineParser {
    /// The index of the new reference in `footnoteReferences`, or nil when `[^…]` names no footnote.
    mutating func footnote(opener: Bracket, closeIndex: Int) -> Int? {
        // The length limit of link labels also keeps `[^[^[^…]]]` linear: no label is read twice in full.
        guard extensions.contains(.footnotes), !footnotes.isEmpty, closeIndex - opener.textStart > 1,
              closeIndex - opener.textStart <= LinkSyntax.maximumLabelLength, bytes[opener.textStart] == UInt8(ascii: "^"),
              let (_, label) = footnotes[LinkSyntax.normalizedLabel(bytes, (opener.textStart + 1)..<closeIndex)]
        else { return nil }
        var use = footnoteUses[label] ?? FootnoteUse(number: footnoteUses.count + 1, count: 0)
        use.count += 1
        footnoteUses[label] = use
        footnoteReferences.append(FootnoteReference(label: label, number: use.number, occurrence: use.count))
        return footnoteReferences.count - 1
    }
}

/// As cmark-gfm writes it: a numbered `<sup>` link to the footnote, with an id its back link targets.
extension HTMLWriter {
    mutating func footnoteReference(_ reference: FootnoteReference) {
        raw("<sup class=\"footnote-ref\"><a href=\"#fn-")
        footnoteID(reference.label)
        raw("\" id=\"fnref-")
        footnoteID(reference.label)
        if reference.occurrence > 1 {
            raw("-")
            number(reference.occurrence)
        }
        recordID("fnref-", reference.label, occurrence: reference.occurrence)
        raw("\" data-footnote-ref>")
        number(reference.number)
        raw("</a></sup>")
    }

    /// A label in an id or fragment, escaped as cmark-gfm escapes a URL.
    mutating func footnoteID(_ label: String) {
        attribute(URLSafety.percentEncoded(label))
    }

    /// Lists a footnote's id or its reference's with the page's element ids, which links may target.
    mutating func recordID(_ prefix: String, _ label: String, occurrence: Int = 1) {
        guard page.parts.contains(.headings) else { return }
        page.elementIDs.append(prefix + URLSafety.percentEncoded(label) + (occurrence > 1 ? "-\(occurrence)" : ""))
    }
}
