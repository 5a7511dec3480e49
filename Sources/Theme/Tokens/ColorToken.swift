import Core

/// One semantic color of a site, the way an asset catalog color has an Any and
/// a Dark value: templates and CSS use `--color-NAME` and never branch on the
/// appearance.
struct ColorToken: Sendable, Hashable {
    /// The token's name, lower-case words joined by `-` (`background-secondary`).
    var name: String
    /// The color in the light appearance.
    var light: Color
    /// The color in the dark appearance.
    var dark: Color
    /// The color shown in Night Mode: always pure red (green and blue are 0).
    /// An explicit night value passes through the same mapping as the page filter.
    var night: Color
    /// Whether `night` was derived from `dark` rather than written by the site.
    var nightIsDerived: Bool
    /// Where the token is defined; nil for a built-in default.
    var location: SourceLocation?
    /// The text of the defining line, for a caret under diagnostics.
    var sourceLine: String?

    /// The CSS custom property that carries the token (`--color-NAME`).
    var customProperty: String { "--color-\(name)" }

    /// The color in one appearance.
    func color(in appearance: Appearance) -> Color {
        switch appearance {
        case .light: light
        case .dark: dark
        case .night: night
        }
    }
}

/// The three appearances a page can be shown in.
enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark, night

    /// What a translucent background is composited over: the page canvas
    /// the browser paints in this appearance.
    var canvas: Color { self == .light ? .white : .black }
}
