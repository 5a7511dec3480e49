/// What a token is used for, read from its name, which decides how it is
/// checked for contrast and where its night color sits on the night ladder.
enum TokenRole: Equatable, Comparable {
    /// Body text: `text`.
    case bodyText
    /// Secondary text (dates, captions, footers): `text-*`.
    case secondaryText
    /// The tint: links, focus rings, highlights: `accent`, `accent-*`.
    case accent
    /// A syntax-highlighting color: `code-*`.
    case code
    /// A surface text is drawn on: `background`, `background-*`, `*-background`.
    case background
    /// Anything else (borders, decoration): not checked.
    case decoration

    /// The WCAG 2 minimum for body text.
    static let textMinimum = 4.5
    /// The WCAG 2 minimum for everything else that must be seen.
    static let otherMinimum = 3.0

    init(name: String) {
        if name == "background" || name.hasPrefix("background-") || name.hasSuffix("-background") {
            self = .background
        } else if name == "text" {
            self = .bodyText
        } else if name.hasPrefix("text-") {
            self = .secondaryText
        } else if name == "accent" || name.hasPrefix("accent-") {
            self = .accent
        } else if name.hasPrefix("code-") {
            self = .code
        } else {
            self = .decoration
        }
    }

    /// Whether tokens of this role are read on a background, and so checked for contrast.
    var isRead: Bool { self != .background && self != .decoration }

    /// The contrast a token of this role needs on every background; 1 (anything) when it is not read.
    ///
    /// Secondary text needs 4.5:1 by day but 3:1 at night: pure red on black
    /// reaches only 5.25:1, and holding every kind of text to 4.5:1 there
    /// leaves no room for the hierarchy between body and secondary text.
    func minimumContrast(in appearance: Appearance) -> Double {
        switch self {
        case .bodyText: Self.textMinimum
        case .secondaryText: appearance == .night ? Self.otherMinimum : Self.textMinimum
        case .accent, .code: Self.otherMinimum
        case .background, .decoration: 1
        }
    }

    /// How `sitegen theme` names the role.
    var label: String {
        switch self {
        case .bodyText: "body text"
        case .secondaryText: "secondary text"
        case .accent: "accent, links"
        case .code: "syntax"
        case .background: "background"
        case .decoration: "border, decoration"
        }
    }
}
