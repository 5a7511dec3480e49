/// Token names are what follows `--color-` in CSS, so they are restricted to
/// lower-case ASCII words joined by `-`.
enum TokenName {
    /// Whether `name` is lower-case words of letters and digits joined by single `-`, starting with a letter.
    static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isLower(first), bytes.last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            guard isLower(byte) || byte.isASCIIDigit || byte == UInt8(ascii: "-") else { return false }
            if byte == UInt8(ascii: "-"), previous == UInt8(ascii: "-") { return false }
            previous = byte
        }
        return true
    }

    /// The token name for an asset catalog color: `backgroundPrimary` and
    /// `Background Primary` become `background-primary`, `URLColor` becomes
    /// `url-color`. Xcode's `AccentColor` — an app's tint — becomes `accent`,
    /// so an app and its documentation share their accent. Nil when nothing
    /// usable is left (non-ASCII names).
    static func fromAssetName(_ name: String) -> String? {
        if name == "AccentColor" { return "accent" }
        let bytes = Array(name.utf8)
        var output: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte) {
                let previous = index > 0 ? bytes[index - 1] : 0
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // A word starts at an upper-case letter after a lower-case one or a digit
                // (`backgroundPrimary`), or at the last capital of an acronym (`URLColor`).
                if isLower(previous) || previous.isASCIIDigit || (isUpper(previous) && isLower(next)) {
                    appendSeparator(to: &output)
                }
                output.append(byte + 32)
            } else if isLower(byte) || byte.isASCIIDigit {
                output.append(byte)
            } else {
                appendSeparator(to: &output)
            }
        }
        while output.last == UInt8(ascii: "-") { output.removeLast() }
        let result = String(decoding: output, as: UTF8.self)
        return isValid(result) ? result : nil
    }

    /// The closest valid spelling of a name a user wrote in theme.json, for a hint.
    static func suggestion(for name: String) -> String? {
        fromAssetName(name).flatMap { $0 == name ? nil : $0 }
    }

    private static func appendSeparator(to output: inout [UInt8]) {
        if !output.isEmpty, output.last != UInt8(ascii: "-") { output.append(UInt8(ascii: "-")) }
    }

    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
