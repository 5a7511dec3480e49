import Core

/// A token as a site writes it, before the palette derives its night value.
struct TokenDefinition: Sendable, Hashable {
    /// The token's name, lower-case words joined by `-`.
    var name: String
    /// The color in the light appearance.
    var light: Color
    /// The color in the dark appearance.
    var dark: Color
    /// The explicit Night Mode color, or nil to derive one from `dark`.
    var night: Color?
    /// Where the token is defined; nil for a built-in default.
    var location: SourceLocation?
    /// The text of the defining line, for a caret under diagnostics.
    var sourceLine: String?

    /// Creates a definition.
    init(name: String, light: Color, dark: Color, night: Color? = nil, location: SourceLocation? = nil, sourceLine: String? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.night = night
        self.location = location
        self.sourceLine = sourceLine
    }
}
