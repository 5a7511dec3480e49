/// What a highlighted span of code is. The theme colours exactly these kinds,
/// through its code tokens, as the classes `tok-KIND` (KIND is the case's name).
enum TokenKind: UInt8, Sendable, CaseIterable {
    case keyword, string, comment, number, type, function, attribute, punctuation, inserted, deleted

    /// `<span class="tok-KIND">`: a static string, so that writing a span neither allocates nor
    /// retains (a table of byte arrays cost a retain, a release and a generic append per token).
    var openingTag: StaticString {
        switch self {
        case .keyword: "<span class=\"tok-keyword\">"
        case .string: "<span class=\"tok-string\">"
        case .comment: "<span class=\"tok-comment\">"
        case .number: "<span class=\"tok-number\">"
        case .type: "<span class=\"tok-type\">"
        case .function: "<span class=\"tok-function\">"
        case .attribute: "<span class=\"tok-attribute\">"
        case .punctuation: "<span class=\"tok-punctuation\">"
        case .inserted: "<span class=\"tok-inserted\">"
        case .deleted: "<span class=\"tok-deleted\">"
        }
    }

    static let closingTag: StaticString = "</span>"
}
