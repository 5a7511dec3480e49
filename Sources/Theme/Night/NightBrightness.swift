/// How bright a reader may have Night Mode: its default, or dimmer steps below it, chosen in the appearance
/// menu and kept like the appearance (`theme.js`, `<html data-night-brightness>`). The default is what the
/// contrast checks hold to WCAG's 4.5:1; a dimmer step is the reader's own choice to go below it, in a dark
/// room where even that much red is too bright.
enum NightBrightness {
    /// Each step as a percentage of the default's light, brightest first; the first is the default.
    static let steps = [100, 75, 50]

    /// `color` giving `percent` of its light: each channel scaled in linear light, as the night filters work.
    static func dimmed(_ color: Color, to percent: Int) -> Color {
        let share = Double(percent) / 100
        return Color(linearRed: Color.linear(color.red) * share, green: Color.linear(color.green) * share,
                     blue: Color.linear(color.blue) * share, alpha: color.alpha)
    }

    /// The page filter (`NightFilter.pageMatrix`) at a step: red passes as it is, since the tokens already hold
    /// the step's reds, and the share of light green and blue add is scaled.
    static func pageMatrix(percent: Int) -> [Double] {
        let share = Double(percent) / 100
        return NightFilter.pageMatrix.enumerated().map { $0.offset == 0 ? $0.element : $0.element * share }
    }

    /// The argument of CSS `brightness()` that leaves `percent` of the light: it scales gamma-encoded values,
    /// so it takes the share encoded.
    static func encodedShare(percent: Int) -> Double {
        (Color.encoded(Double(percent) / 100) * 1000).rounded() / 1000
    }
}
