/// What a token is used for, read from its name, which decides how it is
/// checked for contrast and how its night color is derived.
enum TokenRole: Equatable {
    /// A surface text is drawn on: `background`, `background-*`, `*-background`.
    case background
    /// Something read on a background: `text`, `text-*` (body text, 4.5:1),
    /// `accent`, `accent-*` and `code-*` (3:1).
    case foreground(minimumContrast: Double)
    /// Anything else (borders, decoration): not checked.
    case other

    /// The WCAG 2 minimum for body text.
    static let textMinimum = 4.5
    /// The WCAG 2 minimum for everything else that must be seen.
    static let otherMinimum = 3.0

    init(name: String) {
        if name == "background" || name.hasPrefix("background-") || name.hasSuffix("-background") {
            self = .background
        } else if name == "text" || name.hasPrefix("text-") {
            self = .foreground(minimumContrast: Self.textMinimum)
        } else if name == "accent" || name.hasPrefix("accent-") || name.hasPrefix("code-") {
            self = .foreground(minimumContrast: Self.otherMinimum)
        } else {
            self = .other
        }
    }
}
