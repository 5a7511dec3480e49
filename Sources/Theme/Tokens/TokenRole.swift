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

    /// The contrast a token of this role needs on every background in every
    /// appearance; 1 (anything) when it is not read. Links and syntax colors
    /// are text too, and WCAG asks 4.5:1 of any text but large text, which a
    /// token cannot know it will be: the same thresholds axe-core checks.
    var minimumContrast: Double {
        isRead ? Self.textMinimum : 1
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
