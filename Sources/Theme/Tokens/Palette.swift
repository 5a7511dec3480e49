/// Every color token of a site: the built-in defaults merged with the site's
/// own, each with its light, dark and night color. Everything the theme writes
/// (theme.css, night.css, meta tags, the contrast report) is generated from it.
public struct Palette: Sendable, Hashable {
    /// The tokens, ordered by name.
    var tokens: [ColorToken]

    /// Builds a palette, deriving the night color of every token that has none.
    /// When two definitions share a name, the later one wins.
    init(definitions: [TokenDefinition]) {
        var byName: [String: TokenDefinition] = [:]
        for definition in definitions {
            byName[definition.name] = definition
        }
        let sorted = byName.values.sorted { $0.name < $1.name }
        let night = NightDerivation(definitions: sorted)
        tokens = sorted.map { definition in
            ColorToken(
                name: definition.name,
                light: definition.light,
                dark: definition.dark,
                night: night.color(for: definition),
                nightIsDerived: definition.night == nil,
                location: definition.location,
                sourceLine: definition.sourceLine)
        }
    }

    /// The built-in tokens the default templates use, with no site overrides.
    public static let defaults = Palette(definitions: BuiltInTokens.definitions)

    /// The token named `name`.
    subscript(name: String) -> ColorToken? {
        tokens.first { $0.name == name }
    }

    /// The tokens text is drawn on.
    var backgrounds: [ColorToken] {
        tokens.filter { TokenRole(name: $0.name) == .background }
    }

    /// The tokens that are read on backgrounds, with their role, which sets the contrast each needs.
    var foregrounds: [(token: ColorToken, role: TokenRole)] {
        tokens.compactMap { token in
            let role = TokenRole(name: token.name)
            return role.isRead ? (token, role) : nil
        }
    }
}
