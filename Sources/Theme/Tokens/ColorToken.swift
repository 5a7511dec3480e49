import Core

/// One semantic color of a site, the way an asset catalog color has an Any and
/// a Dark value: templates and CSS use `--color-NAME` and never branch on the
/// appearance.
public struct ColorToken: Sendable, Hashable {
    /// The token's name, lower-case words joined by `-` (`background-secondary`).
    public var name: String
    /// The color in the light appearance.
    public var light: Color
    /// The color in the dark appearance.
    public var dark: Color
    /// The color shown in Night Mode: always pure red (green and blue are 0).
    /// An explicit night value passes through the same mapping as the page filter.
    public var night: Color
    /// Whether `night` was derived from `dark` rather than written by the site.
    public var nightIsDerived: Bool
    /// Where the token is defined; nil for a built-in default.
    public var location: SourceLocation?
    /// The text of the defining line, for a caret under diagnostics.
    var sourceLine: String?

    /// The CSS custom property that carries the token (`--color-NAME`).
    public var customProperty: String { "--color-\(name)" }

    /// The color in one appearance.
    public func color(in appearance: Appearance) -> Color {
        switch appearance {
        case .light: light
        case .dark: dark
        case .night: night
        }
    }
}

/// The three appearances a page can be shown in.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark, night

    /// What a translucent background is composited over: the page canvas
    /// the browser paints in this appearance.
    var canvas: Color { self == .light ? .white : .black }
}
