/// The tokens the default templates and the syntax highlighter use. Light
/// values follow Apple's system colors and Xcode's default light theme, dark
/// values their dark counterparts; every text-like token clears 4.5:1 on every
/// background in both, so a site that overrides nothing passes every check.
enum BuiltInTokens {
    static let definitions: [TokenDefinition] = table.map { name, light, dark in
        TokenDefinition(name: name, light: rgb(light), dark: rgb(dark))
    }

    private static let table: [(String, UInt32, UInt32)] = [
        ("background", 0xFFFFFF, 0x000000),
        ("background-secondary", 0xF5F5F7, 0x1C1C1E),
        ("code-background", 0xF6F6F8, 0x161618),
        ("border", 0xD2D2D7, 0x3A3A3C),
        ("text", 0x1D1D1F, 0xF5F5F7),
        ("text-secondary", 0x5E5E63, 0xA1A1A6),
        ("accent", 0x0A66D8, 0x5EA4FF),
        ("code-keyword", 0x9B2393, 0xFC5FA3),
        ("code-string", 0xC41A16, 0xFC6A5D),
        ("code-comment", 0x5D6C79, 0x8A99A6),
        ("code-number", 0x1C00CF, 0xD0BF69),
        ("code-type", 0x0B4F79, 0x5DD8FF),
        ("code-function", 0x326D74, 0x67B7A4),
        ("code-attribute", 0x815F03, 0xBF8555),
        ("code-punctuation", 0x3A3A3C, 0xC7C7CC),
        ("code-inserted", 0x1A7F37, 0x4FD06F),
        ("code-deleted", 0xB3261E, 0xFF7B72),
    ]

    private static func rgb(_ value: UInt32) -> Color {
        Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
