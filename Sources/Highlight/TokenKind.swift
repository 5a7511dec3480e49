/// What a highlighted span of code is. The theme colours exactly these kinds,
/// through its code tokens, as the classes `tok-KIND` (KIND is the case's name).
enum TokenKind: UInt8, Sendable, CaseIterable {
    case keyword, string, comment, number, type, function, attribute, punctuation, inserted, deleted

    /// `<span class="tok-KIND">` as bytes, built once so that writing a span allocates nothing.
    /// Found by the raw value, which numbers the cases: a dictionary keyed by kind hashed the kind
    /// for every token, 2 % of a build of real pages.
    var openingTag: [UInt8] {
        Self.openingTags[Int(rawValue)]
    }

    static let closingTag = Array("</span>".utf8)

    private static let openingTags = allCases.map { kind in
        Array("<span class=\"tok-\(kind)\">".utf8)
    }
}
