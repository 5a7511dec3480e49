/// What a highlighted span of code is. The theme colours exactly these kinds,
/// through its code tokens, as the classes `tok-KIND` (KIND is the raw value).
enum TokenKind: String, Sendable, CaseIterable {
    case keyword, string, comment, number, type, function, attribute, punctuation, inserted, deleted

    /// `<span class="tok-KIND">` as bytes, built once so that writing a span allocates nothing.
    var openingTag: [UInt8] {
        Self.openingTags[self] ?? []
    }

    static let closingTag = Array("</span>".utf8)

    private static let openingTags = Dictionary(uniqueKeysWithValues: allCases.map { kind in
        (kind, Array("<span class=\"tok-\(kind.rawValue)\">".utf8))
    })
}
