/// The two color mappings of Night Mode, written once: night.css applies them
/// as SVG `feColorMatrix` filters, and the palette applies the same arithmetic
/// to token colors so the CSS already holds what the filter would show.
///
/// Both work in linear light (SVG's default `linearRGB`) and zero green and blue.
enum NightFilter {
    /// The page filter keeps red as it is and adds the luminance share of green
    /// and blue. Red content passes unchanged, so applying it twice — to `<html>`
    /// and again to a top-layer `<dialog>`, which Chromium paints outside the
    /// root's filter — does no harm.
    static let pageMatrix: [Double] = [1, 0.7152, 0.0722]

    /// The media filter maps luminance to red: white becomes the brightest red,
    /// black stays black. Used for images, video and canvas, whose pixels are
    /// never already red.
    static let mediaMatrix: [Double] = [0.2126, 0.7152, 0.0722]

    /// A color as the page filter shows it.
    static func page(_ color: Color) -> Color {
        apply(pageMatrix, to: color)
    }

    /// The pure red whose linear red channel is `linear` (0...1).
    static func red(linear: Double, alpha: Double = 1) -> Color {
        Color(red: Color.encoded(linear), green: 0, blue: 0, alpha: alpha)
    }

    /// The luminance of pure red at full strength: the brightest a night pixel gets.
    static let brightestRedLuminance = 0.2126

    private static func apply(_ matrix: [Double], to color: Color) -> Color {
        let linear = matrix[0] * Color.linear(color.red) + matrix[1] * Color.linear(color.green) + matrix[2] * Color.linear(color.blue)
        return red(linear: min(linear, 1), alpha: color.alpha)
    }
}
