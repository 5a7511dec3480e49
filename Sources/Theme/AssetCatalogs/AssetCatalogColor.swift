import Core

/// Reads one Xcode `NAME.colorset/Contents.json`. The entry without a
/// luminosity appearance ("Any") is light, `luminosity: dark` is dark, and
/// `luminosity: light` wins over Any for light. Like Xcode, a colorset without
/// a dark entry uses its Any color in dark too. High-contrast variants are
/// skipped (the web has no matching switch); among several idioms or gamuts
/// the universal sRGB entry is preferred.
enum AssetCatalogColor {
    static func definition(named name: String, in source: SourceText) -> Result<TokenDefinition, DiagnosticList> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch {
            return .failure(DiagnosticList([error]))
        }
        guard let colorsMember = root.members?.first(where: { $0.key == "colors" }), let entries = colorsMember.value.array else {
            return .failure(DiagnosticList([root.error("a colorset's Contents.json needs a 'colors' array")]))
        }
        var candidates: [Slot: (rank: Int, color: Color)] = [:]
        var errors: [Diagnostic] = []
        for entry in entries {
            guard let slot = slot(of: entry) else { continue }
            do {
                let color = try self.color(of: entry)
                let rank = self.rank(of: entry)
                if let existing = candidates[slot], existing.rank <= rank { continue }
                candidates[slot] = (rank, color)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { return .failure(DiagnosticList(errors)) }
        guard let light = candidates[.light]?.color ?? candidates[.any]?.color else {
            return .failure(DiagnosticList([colorsMember.keyError("colorset '\(name)' has no Any or Light color")]))
        }
        let dark = candidates[.dark]?.color ?? candidates[.any]?.color ?? light
        return .success(TokenDefinition(name: name, light: light, dark: dark, location: colorsMember.keyLocation, sourceLine: colorsMember.keySourceLine))
    }

    private enum Slot {
        case any, light, dark
    }

    /// Which appearance an entry is for; nil for entries sitegen does not use.
    private static func slot(of entry: JSONValue) -> Slot? {
        var slot = Slot.any
        for appearance in entry["appearances"]?.array ?? [] {
            switch (appearance["appearance"]?.string, appearance["value"]?.string) {
            case ("luminosity", "dark"): slot = .dark
            case ("luminosity", "light"): slot = .light
            default: return nil
            }
        }
        return slot
    }

    /// Lower is better: universal before device-specific, sRGB gamut before P3-only.
    private static func rank(of entry: JSONValue) -> Int {
        ((entry["idiom"]?.string ?? "universal") == "universal" ? 0 : 2) + (entry["display-gamut"]?.string == "display-P3" ? 1 : 0)
    }

    private static func color(of entry: JSONValue) throws(Diagnostic) -> Color {
        guard let color = entry["color"] else { throw entry.error("colorset entry has no 'color'") }
        if let reference = color["reference"]?.string {
            throw color.error("system color '\(reference)' cannot be used on the web; give the color's components instead")
        }
        guard let space = color["color-space"] else { throw color.error("color has no 'color-space'") }
        guard let components = color["components"] else { throw color.error("color has no 'components'") }
        let alpha = try component("alpha", of: components, range: 0...1, isAlpha: true) ?? 1
        switch space.string {
        case "srgb":
            let (red, green, blue) = try rgb(components, range: 0...1)
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case "extended-srgb":
            let (red, green, blue) = try rgb(components, range: nil)
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb":
            let (red, green, blue) = try rgb(components, range: nil)
            return Color(linearRed: red, green: green, blue: blue, alpha: alpha)
        case "display-p3":
            let (red, green, blue) = try rgb(components, range: 0...1)
            return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            guard let white = try component("white", of: components, range: space.string == "extended-gray" ? nil : 0...1) else {
                throw components.error("gray color has no 'white' component")
            }
            return Color(gamma22White: white, alpha: alpha)
        default:
            throw space.error("unsupported color space \(space.string.map { "'\($0)'" } ?? space.typeDescription); use srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray")
        }
    }

    private static func rgb(_ components: JSONValue, range: ClosedRange<Double>?) throws(Diagnostic) -> (Double, Double, Double) {
        var values: [Double] = []
        for name in ["red", "green", "blue"] {
            guard let value = try component(name, of: components, range: range) else {
                throw components.error("color has no '\(name)' component")
            }
            values.append(value)
        }
        return (values[0], values[1], values[2])
    }

    /// A component as Xcode writes it: a float `"0.949"` (0–1), an integer
    /// `"242"` (0–255) or hex `"0xF2"` (0–255), as a string or a JSON number.
    /// Alpha is always a fraction unless written in hex.
    private static func component(_ name: String, of components: JSONValue, range: ClosedRange<Double>?, isAlpha: Bool = false) throws(Diagnostic) -> Double? {
        guard let value = components[name] else { return nil }
        let fraction: Double
        if let text = value.string?.trimmingWhitespace() {
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                fraction = try eightBit(Double(byte), value, name)
            } else if let number = Double(text) {
                let isFloat = isAlpha || text.contains(".") || text.lowercased().contains("e")
                fraction = isFloat ? number : try eightBit(number, value, name)
            } else {
                throw value.error("the \(name) component '\(text)' is not a number; write it as 0.949, 242 or 0xF2")
            }
        } else if let number = value.number {
            // A JSON number keeps no trace of how it was written: whole numbers above 1 are 8-bit.
            fraction = !isAlpha && number > 1 && number == number.rounded() ? try eightBit(number, value, name) : number
        } else {
            throw value.error("the \(name) component must be a number or a string such as \"0.949\", not \(value.typeDescription)")
        }
        if let range, !range.contains(fraction) {
            throw value.error("the \(name) component \(fraction) is outside 0–1 (use an extended color space for values beyond it)")
        }
        return fraction
    }

    private static func eightBit(_ number: Double, _ value: JSONValue, _ name: String) throws(Diagnostic) -> Double {
        guard (0...255).contains(number) else {
            throw value.error("the \(name) component \(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) is outside 0–255")
        }
        return number / 255
    }
}
