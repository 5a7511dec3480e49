/// Derives Night Mode colors from the light and dark ones: each token becomes
/// a red (black stays black, green and blue are 0) whose brightness follows
/// its role, and within a role its light and dark luminance.
///
/// Backgrounds are settled first and kept near black; their brightest sets the
/// ladder of text reds (`NightLadder`). Body text takes the dimmest red that
/// reads at 4.5:1, secondary text the dimmest at 3:1, the accent full red so
/// links stand apart from body text by level, and the code colors spread over
/// the four text rungs in the order of their prominence by day, so syntax
/// classes keep four levels where no hue sets them apart. Borders and other
/// decoration keep their dark brightness.
struct NightDerivation {
    /// The brightest a derived night background may be, in linear light (about
    /// #190000): elevated surfaces stay visible, and text keeps room for
    /// distinct shades above its 4.5:1 floor.
    static let backgroundCeiling = 0.01

    private var backgrounds: [String: Color] = [:]
    private let ladder: NightLadder
    /// Each derived code color's rung, by token name.
    private var code: [String: Color] = [:]

    init(definitions: [TokenDefinition]) {
        for definition in definitions where TokenRole(name: definition.name) == .background {
            backgrounds[definition.name] = definition.night.map(NightFilter.page)
                ?? Self.quantized(linear: min(definition.dark.relativeLuminance, Self.backgroundCeiling), alpha: definition.dark.alpha, rounding: .down)
        }
        let brightest = backgrounds.values.map { $0.composited(over: .black).relativeLuminance }.max() ?? 0
        ladder = NightLadder(brightestBackground: brightest)
        let derivedCode = definitions
            .filter { TokenRole(name: $0.name) == .code && $0.night == nil }
            .map { (name: $0.name, prominence: Self.prominence($0)) }
            .sorted { ($0.prominence, $0.name) < ($1.prominence, $1.name) }
        for (rank, token) in derivedCode.enumerated() {
            code[token.name] = ladder.textRung(rank: rank, of: derivedCode.count)
        }
    }

    /// The night color of a token: its explicit night value as the page filter shows it, or a derived red.
    func color(for definition: TokenDefinition) -> Color {
        if let explicit = definition.night { return NightFilter.page(explicit) }
        switch TokenRole(name: definition.name) {
        case .background: return backgrounds[definition.name] ?? .black
        case .bodyText: return ladder.body
        case .secondaryText: return ladder.secondary
        case .accent: return ladder.accent
        case .code: return code[definition.name] ?? ladder.body
        case .decoration:
            return Self.quantized(linear: definition.dark.relativeLuminance, alpha: definition.dark.alpha, rounding: .toNearestOrAwayFromZero)
        }
    }

    /// How much a color stands out by day: the geometric mean of its contrast
    /// on the light canvas and on the dark one. Both count, because a palette
    /// often evens out luminance in one appearance and leaves hue to do the work.
    private static func prominence(_ definition: TokenDefinition) -> Double {
        let light = definition.light.contrastRatio(on: Appearance.light.canvas)
        let dark = definition.dark.contrastRatio(on: Appearance.dark.canvas)
        return (light * dark).squareRoot()
    }

    /// A pure red at a whole 8-bit level, rounded in the direction that keeps
    /// contrast promises once the color is written as `#rr0000`.
    private static func quantized(linear: Double, alpha: Double, rounding: FloatingPointRoundingRule) -> Color {
        let level = (Color.encoded(linear) * 255).rounded(rounding)
        return Color(red: level / 255, green: 0, blue: 0, alpha: alpha)
    }
}
