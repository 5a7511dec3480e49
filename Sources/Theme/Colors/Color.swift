import Foundation

/// An sRGB color: gamma-encoded components and alpha, each in 0...1.
///
/// Every color sitegen writes into CSS is one of these, whatever syntax or
/// color space it was written in, so contrast can be computed the way WCAG 2
/// defines it and the CSS is the same whatever the input looked like.
struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, gamma-encoded sRGB in 0...1.
    var red: Double
    /// Green, gamma-encoded sRGB in 0...1.
    var green: Double
    /// Blue, gamma-encoded sRGB in 0...1.
    var blue: Double
    /// Opacity in 0...1.
    var alpha: Double

    /// Creates a color from sRGB components; values outside 0...1 are clamped.
    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Black, which stays black at night.
    static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    static let white = Color(red: 1, green: 1, blue: 1)

    /// The shortest CSS for the color: `#rrggbb`, or `#rrggbbaa` when it is translucent.
    var css: String {
        let bytes = [red, green, blue].map(Self.byte)
        let alphaByte = Self.byte(alpha)
        return "#" + (alphaByte == 255 ? bytes : bytes + [alphaByte]).map(Self.hexPair).joined()
    }

    /// The CSS serialisation.
    var description: String { css }

    /// Relative luminance as WCAG 2 defines it: 0 for black, 1 for white (alpha ignored).
    var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The WCAG 2 contrast ratio, 1...21, of this color drawn on `background`.
    /// A translucent color is first composited over the background.
    func contrastRatio(on background: Color) -> Double {
        let foreground = composited(over: background).relativeLuminance
        let back = background.relativeLuminance
        return (max(foreground, back) + 0.05) / (min(foreground, back) + 0.05)
    }

    /// This color painted over `background`, the way browsers blend (in gamma-encoded sRGB).
    func composited(over background: Color) -> Color {
        guard alpha < 1 else { return self }
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: outAlpha)
    }

    /// The sRGB transfer function undone: a gamma-encoded component as linear light.
    static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// Linear light encoded with the sRGB transfer function.
    static func encoded(_ linear: Double) -> Double {
        let value = clamp(linear)
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    private static func hexPair(_ byte: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
