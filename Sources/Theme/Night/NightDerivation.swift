/// Derives Night Mode colors from the light and dark ones: each token becomes
/// a red (black stays black, green and blue are 0) whose brightness follows
/// its role.
///
/// Backgrounds are settled first and kept near black; their brightest sets the
/// text level (`NightLadder`). Every text, secondary text and syntax color
/// takes that level, the dimmest red that reads at 4.5:1, and the accent full
/// red: at night brightness has room for no more, and the stylesheet keeps
/// syntax kinds and links apart by other means. Borders and other decoration
/// keep their dark brightness.
struct NightDerivation {
    /// The brightest a derived night background may be, in linear light (about
    /// #190000): elevated surfaces stay visible, and text still reaches 4.5:1 on them.
    static let backgroundCeiling = 0.01

    private var backgrounds: [String: Color] = [:]
    private let ladder: NightLadder

    init(definitions: [TokenDefinition]) {
        for definition in definitions where TokenRole(name: definition.name) == .background {
            backgrounds[definition.name] = definition.night.map(NightFilter.page)
                ?? Self.quantized(linear: min(definition.dark.relativeLuminance, Self.backgroundCeiling), alpha: definition.dark.alpha, rounding: .down)
        }
        let brightest = backgrounds.values.map { $0.composited(over: .black).relativeLuminance }.max() ?? 0
        ladder = NightLadder(brightestBackground: brightest)
    }

    /// The night color of a token: its explicit night value as the page filter shows it, or a derived red.
    func color(for definition: TokenDefinition) -> Color {
        if let explicit = definition.night { return NightFilter.page(explicit) }
        switch TokenRole(name: definition.name) {
        case .background: return backgrounds[definition.name] ?? .black
        case .bodyText, .secondaryText, .code: return ladder.text
        case .accent: return NightLadder.accent
        case .decoration:
            return Self.quantized(linear: definition.dark.relativeLuminance, alpha: definition.dark.alpha, rounding: .toNearestOrAwayFromZero)
        }
    }
    /// A pure red at a whole 8-bit level, rounded in the direction that keeps
    /// contrast promises once the color is written as `#rr0000`.
    private static func quantized(linear: Double, alpha: Double, rounding: FloatingPointRoundingRule) -> Color {
        let level = (Color.encoded(linear) * 255).rounded(rounding)
        return Color(red: level / 255, green: 0, blue: 0, alpha: alpha)
    }
}
