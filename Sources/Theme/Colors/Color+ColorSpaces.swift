import Foundation

/// The other color spaces an Xcode asset catalog may use, converted to sRGB so
/// a site's CSS and contrast checks work from one representation.
extension Color {
    /// A Display P3 color (gamma-encoded like sRGB); colors outside the sRGB gamut are clamped.
    init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        // Linear Display P3 → linear sRGB, both D65 (through CIE XYZ).
        self.init(
            red: Self.encoded(1.2249401 * r - 0.2249404 * g),
            green: Self.encoded(-0.0420569 * r + 1.0420571 * g),
            blue: Self.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: alpha)
    }

    /// A color whose components are linear light (Xcode's "extended linear sRGB").
    init(linearRed red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: alpha)
    }

    /// A gray with gamma 2.2 (Xcode's "Generic Gray Gamma 2.2" and "extended gray").
    init(gamma22White white: Double, alpha: Double) {
        let value = Self.encoded(pow(Self.clamp(white), 2.2))
        self.init(red: value, green: value, blue: value, alpha: alpha)
    }
}
