import Foundation

/// The reds Night Mode text is drawn in: a few levels from the dimmest that
/// secondary text may be to the brightest red, each as dim as its contrast
/// target allows.
///
/// At night every foreground is red on near-black, so brightness is all that
/// tells text, links and syntax classes apart, and the whole range is narrow
/// (pure red on black reaches 5.25:1). The ladder spends it on steps a reader
/// can see: secondary text at 3:1, body text at 4.5:1 (each with a small
/// margin, measured on the brightest night background so they hold on every
/// surface), rungs evenly spaced in perceived lightness (CIE L*) between
/// them, and full red above body text for the accent.
struct NightLadder: Equatable {
    /// The contrasts aimed at: a little above the minimums, so rounding to
    /// 8-bit levels and the brightest background never drop below them.
    static let secondaryTarget = TokenRole.otherMinimum + 0.1
    static let bodyTarget = TokenRole.textMinimum + 0.1
    /// How many rungs run from secondary to body text, both included.
    static let textRungCount = 4

    /// The rungs from dimmest to brightest: secondary text first, body text
    /// at `textRungCount - 1`, full red last.
    let rungs: [Color]

    /// The ladder for a palette whose brightest night background has relative luminance `background`.
    init(brightestBackground background: Double) {
        let secondary = Self.lightness(ofRed: Self.linearRed(contrast: Self.secondaryTarget, on: background))
        let body = Self.lightness(ofRed: Self.linearRed(contrast: Self.bodyTarget, on: background))
        let steps = Double(Self.textRungCount - 1)
        let text = (0..<Self.textRungCount).map { step in
            Self.red(linear: Self.linearRed(lightness: secondary + (body - secondary) * Double(step) / steps))
        }
        rungs = text + [Color(red: 1, green: 0, blue: 0)]
    }

    /// Secondary text's rung.
    var secondary: Color { rungs[0] }
    /// Body text's rung.
    var body: Color { rungs[Self.textRungCount - 1] }
    /// The accent's rung: the one level above body text.
    var accent: Color { rungs[Self.textRungCount] }

    /// The rung of the item at `rank` (0 dimmest) among `count` items spread
    /// from secondary to body text, so the dimmest lands on the first rung,
    /// the brightest on body text's, and the rest evenly between.
    func textRung(rank: Int, of count: Int) -> Color {
        guard count > 1 else { return secondary }
        let steps = Self.textRungCount - 1
        return rungs[Int((Double(rank * steps) / Double(count - 1)).rounded())]
    }

    /// The linear red level whose contrast with a background of luminance `background` is `contrast`, within 0...1.
    static func linearRed(contrast: Double, on background: Double) -> Double {
        min(max((contrast * (background + 0.05) - 0.05) / NightFilter.brightestRedLuminance, 0), 1)
    }

    /// CIE L* of a pure red whose linear red channel is `linear`.
    private static func lightness(ofRed linear: Double) -> Double {
        let luminance = NightFilter.brightestRedLuminance * linear
        return luminance > 216.0 / 24389 ? 116 * cbrt(luminance) - 16 : luminance * 24389 / 27
    }

    /// The linear red channel of the pure red with CIE L* `lightness`.
    private static func linearRed(lightness: Double) -> Double {
        let luminance = lightness > 8 ? pow((lightness + 16) / 116, 3) : lightness * 27 / 24389
        return min(luminance / NightFilter.brightestRedLuminance, 1)
    }

    /// A pure red at the next whole 8-bit level up, so contrast promises hold once the color is written as `#rr0000`.
    private static func red(linear: Double) -> Color {
        Color(red: (Color.encoded(linear) * 255).rounded(.up) / 255, green: 0, blue: 0)
    }
}
