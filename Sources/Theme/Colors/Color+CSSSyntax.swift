import Core

extension Color {
    /// Parses the CSS syntaxes a token may use: `#rgb`, `#rgba`, `#rrggbb`,
    /// `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()`, with commas or with
    /// spaces and `/ alpha`, numbers or percentages. Out-of-range components are
    /// errors rather than clamped: in a configuration file they are typos.
    init(css: String) throws(ThemeSyntaxError) {
        let text = css.trimmingWhitespace()
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "#") {
            self = try Self.hex(bytes.dropFirst(), text: text)
            return
        }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else {
            throw ThemeSyntaxError("'\(text)' is not a color: use #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()")
        }
        let function = String(decoding: bytes[..<open], as: UTF8.self).lowercased()
        let arguments = try ColorArguments(bytes[(open + 1)..<(bytes.count - 1)], text: text)
        switch function {
        case "rgb", "rgba": self = try Self.rgb(arguments, text: text)
        case "hsl", "hsla": self = try Self.hsl(arguments, text: text)
        default: throw ThemeSyntaxError("'\(text)' is not a color: unknown function '\(function)()'; use rgb(), rgba(), hsl() or hsla()")
        }
    }

    private static func hex(_ digits: ArraySlice<UInt8>, text: String) throws(ThemeSyntaxError) -> Color {
        var values: [Double] = []
        for byte in digits {
            guard let value = hexValue(byte) else {
                throw ThemeSyntaxError("'\(text)' is not a color: '#' must be followed by hex digits only")
            }
            values.append(Double(value))
        }
        switch values.count {
        case 3, 4:
            let components = values.map { $0 * 17 / 255 }
            return Color(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
        case 6, 8:
            let components = stride(from: 0, to: values.count, by: 2).map { (index: Int) -> Double in
                (values[index] * 16 + values[index + 1]) / 255
            }
            return Color(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
        default:
            throw ThemeSyntaxError("'\(text)' is not a color: a hex color has 3, 4, 6 or 8 digits")
        }
    }

    private static func rgb(_ arguments: ColorArguments, text: String) throws(ThemeSyntaxError) -> Color {
        var channels: [Double] = []
        for (index, name) in ["red", "green", "blue"].enumerated() {
            let value = arguments.components[index]
            switch value.unit {
            case "%": channels.append(try inRange(value.number, 0...100, name, "%", text) / 100)
            case "": channels.append(try inRange(value.number, 0...255, name, "", text) / 255)
            default: throw ThemeSyntaxError("'\(text)' is not a color: the \(name) component cannot have the unit '\(value.unit)'")
            }
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: try alpha(arguments, text: text))
    }

    private static func hsl(_ arguments: ColorArguments, text: String) throws(ThemeSyntaxError) -> Color {
        let hueValue = arguments.components[0]
        let degreesPerUnit: [String: Double] = ["": 1, "deg": 1, "grad": 0.9, "rad": 180 / .pi, "turn": 360]
        guard let scale = degreesPerUnit[hueValue.unit] else {
            throw ThemeSyntaxError("'\(text)' is not a color: the hue cannot have the unit '\(hueValue.unit)'")
        }
        let hue = (hueValue.number * scale).truncatingRemainder(dividingBy: 360)
        var percentages: [Double] = []
        for (index, name) in [(1, "saturation"), (2, "lightness")] {
            let value = arguments.components[index]
            guard value.unit == "%" || value.unit == "" else {
                throw ThemeSyntaxError("'\(text)' is not a color: the \(name) must be a percentage")
            }
            percentages.append(try inRange(value.number, 0...100, name, "%", text) / 100)
        }
        let (red, green, blue) = rgbFromHSL(hue: hue < 0 ? hue + 360 : hue, saturation: percentages[0], lightness: percentages[1])
        return Color(red: red, green: green, blue: blue, alpha: try alpha(arguments, text: text))
    }

    private static func alpha(_ arguments: ColorArguments, text: String) throws(ThemeSyntaxError) -> Double {
        guard let value = arguments.alpha else { return 1 }
        switch value.unit {
        case "%": return try inRange(value.number, 0...100, "alpha", "%", text) / 100
        case "": return try inRange(value.number, 0...1, "alpha", "", text)
        default: throw ThemeSyntaxError("'\(text)' is not a color: the alpha cannot have the unit '\(value.unit)'")
        }
    }

    private static func inRange(_ value: Double, _ range: ClosedRange<Double>, _ name: String, _ unit: String, _ text: String) throws(ThemeSyntaxError) -> Double {
        guard range.contains(value) else {
            let bounds = "\(format(range.lowerBound))\(unit)–\(format(range.upperBound))\(unit)"
            throw ThemeSyntaxError("'\(text)' is not a color: the \(name) \(format(value))\(unit) is outside \(bounds)")
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The HSL → RGB conversion of CSS Color 4.
    private static func rgbFromHSL(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// The inside of `rgb(…)` or `hsl(…)`: three components and an optional alpha,
/// separated either all by commas (legacy syntax) or by spaces with `/` before
/// the alpha (CSS Color 4).
private struct ColorArguments {
    struct Value {
        var number: Double
        var unit: String
    }

    var components: [Value]
    var alpha: Value?

    init(_ bytes: ArraySlice<UInt8>, text: String) throws(ThemeSyntaxError) {
        var values: [Value] = []
        var separators: [UInt8] = []
        var index = bytes.startIndex
        var expectingValue = true
        while index < bytes.endIndex {
            let byte = bytes[index]
            if Self.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/") {
                guard !expectingValue else { throw Self.syntax(text) }
                separators.append(byte)
                expectingValue = true
                index += 1
            } else {
                if !expectingValue { separators.append(UInt8(ascii: " ")) }
                let start = index
                while index < bytes.endIndex, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "/") {
                    index += 1
                }
                values.append(try Self.value(bytes[start..<index], text: text))
                expectingValue = false
            }
        }
        guard !expectingValue, values.count == 3 || values.count == 4 else {
            throw ThemeSyntaxError("'\(text)' is not a color: expected three components and an optional alpha")
        }
        let legacy = separators.allSatisfy { $0 == UInt8(ascii: ",") }
        let modern = separators.prefix(2).allSatisfy { $0 == UInt8(ascii: " ") } && separators.dropFirst(2).allSatisfy { $0 == UInt8(ascii: "/") }
        guard legacy || modern else { throw Self.syntax(text) }
        components = Array(values.prefix(3))
        alpha = values.count == 4 ? values[3] : nil
    }

    private static func value(_ bytes: ArraySlice<UInt8>, text: String) throws(ThemeSyntaxError) -> Value {
        var end = bytes.startIndex
        while end < bytes.endIndex, isNumberByte(bytes[end]) { end += 1 }
        guard let number = Double(String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)), number.isFinite else {
            throw ThemeSyntaxError("'\(text)' is not a color: '\(String(decoding: bytes, as: UTF8.self))' is not a number")
        }
        return Value(number: number, unit: String(decoding: bytes[end...], as: UTF8.self).lowercased())
    }

    private static func syntax(_ text: String) -> ThemeSyntaxError {
        ThemeSyntaxError("'\(text)' is not a color: separate the components either all with commas, or with spaces and '/' before the alpha")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }
}
