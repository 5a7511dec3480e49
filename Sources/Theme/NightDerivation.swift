/// Derives Night Mode colors from dark ones: each token becomes a red of
/// matching brightness (black stays black, green and blue are 0), and text-like
/// tokens are lifted just enough to stay legible, since pure red on black
/// reaches only 5.25:1.
///
/// Backgrounds are settled first and kept near black, then every foreground's
/// brightness range is compressed into what clears the text minimum (4.5:1) on
/// the brightest night background: accent and code colors are read as text too
/// (links, code, callout titles), and at night no hue sets them apart. The
/// order of foregrounds is kept, so code colors stay distinct shades.
struct NightDerivation {
    /// The brightest a derived night background may be, in linear light (about
    /// #190000): elevated surfaces stay visible, and text keeps room for
    /// distinct shades above its 4.5:1 floor.
    static let backgroundCeiling = 0.01

    private var backgrounds: [String: Color] = [:]
    private let brightestBackground: Double

    init(definitions: [TokenDefinition]) {
        for definition in definitions where TokenRole(name: definition.name) == .background {
            backgrounds[definition.name] = definition.night.map(NightFilter.page)
                ?? Self.quantized(linear: min(definition.dark.relativeLuminance, Self.backgroundCeiling), alpha: definition.dark.alpha, rounding: .down)
        }
        brightestBackground = backgrounds.values.map { $0.composited(over: .black).relativeLuminance }.max() ?? 0
    }

    /// The night color of a token: its explicit night value as the page filter shows it, or a derived red.
    func color(for definition: TokenDefinition) -> Color {
        if let explicit = definition.night { return NightFilter.page(explicit) }
        let brightness = definition.dark.relativeLuminance
        switch TokenRole(name: definition.name) {
        case .background:
            return backgrounds[definition.name] ?? .black
        case .foreground:
            let floor = min(max(Self.floor(contrast: TokenRole.textMinimum, on: brightestBackground), 0), 1)
            return Self.quantized(linear: floor + (1 - floor) * brightness, alpha: 1, rounding: .up)
        case .other:
            return Self.quantized(linear: brightness, alpha: definition.dark.alpha, rounding: .toNearestOrAwayFromZero)
        }
    }

    /// The linear red level whose contrast with a background of luminance `background` is `contrast`.
    static func floor(contrast: Double, on background: Double) -> Double {
        (contrast * (background + 0.05) - 0.05) / NightFilter.brightestRedLuminance
    }

    /// A pure red at a whole 8-bit level, rounded in the direction that keeps
    /// contrast promises once the color is written as `#rr0000`.
    private static func quantized(linear: Double, alpha: Double, rounding: FloatingPointRoundingRule) -> Color {
        let level = (Color.encoded(linear) * 255).rounded(rounding)
        return Color(red: level / 255, green: 0, blue: 0, alpha: alpha)
    }
}
