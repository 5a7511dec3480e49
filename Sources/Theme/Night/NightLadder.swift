import Foundation

/// The reds Night Mode draws with. Every text is read, so every text needs
/// WCAG's 4.5:1, and pure red on black reaches only 5.25:1: brightness has
/// room for two levels and no more. Text takes the dimmest red that reads at
/// 4.5:1 (with a margin, on the brightest night background, so it holds on
/// every surface); the accent takes full red. Everything else that tells
/// things apart at night is weight, style, underline, borders and tinted
/// backgrounds (`ThemeStylesheet.nightCSS`).
struct NightLadder: Equatable {
    /// The contrast aimed at: a little above the minimum, so rounding to 8-bit
    /// levels and the brightest background never drop below it.
    static let textTarget = TokenRole.textMinimum + 0.1

    /// The text level: body and secondary text and syntax colors.
    let text: Color
    /// The accent level: full red.
    static let accent = Color(red: 1, green: 0, blue: 0)

    /// The ladder for a palette whose brightest night background has relative luminance `background`.
    init(brightestBackground background: Double) {
        text = Self.red(linear: Self.linearRed(contrast: Self.textTarget, on: background), rounding: .up)
    }

    /// The brightest pure red a literal's tint may be so that full red on it
    /// still reads at `textTarget`: a box a reader sees around strings and
    /// numbers, which no level of red could set apart.
    static var literalTint: Color {
        let luminance = (NightFilter.brightestRedLuminance + 0.05) / textTarget - 0.05
        return red(linear: luminance / NightFilter.brightestRedLuminance, rounding: .down)
    }

    /// The linear red level whose contrast with a background of luminance `background` is `contrast`, within 0...1.
    static func linearRed(contrast: Double, on background: Double) -> Double {
        min(max((contrast * (background + 0.05) - 0.05) / NightFilter.brightestRedLuminance, 0), 1)
    }

    /// A pure red at a whole 8-bit level, rounded the way that keeps contrast promises once written as `#rr0000`.
    private static func red(linear: Double, rounding: FloatingPointRoundingRule) -> Color {
        Color(red: (Color.encoded(linear) * 255).rounded(rounding) / 255, green: 0, blue: 0)
    }
}
