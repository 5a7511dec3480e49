/// The night section of `sitegen theme`: every token's night red, its contrast
/// on black and its role, brightest first, with each read token's level among
/// the distinct reds of read tokens (1 the dimmest), so the hierarchy Night
/// Mode keeps is visible at a glance.
enum NightLevelTable {
    static func text(_ palette: Palette) -> String {
        let rows = palette.tokens
            .map { (token: $0, role: TokenRole(name: $0.name), luminance: $0.night.composited(over: .black).relativeLuminance) }
            .sorted { ($1.luminance, $0.role, $0.token.name) < ($0.luminance, $1.role, $1.token.name) }
        let levels = distinctReds(palette.foregrounds.map(\.token))
        let width = max(palette.tokens.map(\.name.count).max() ?? 0, "night".count)
        var lines = [ContrastReport.pad("night", width) + "  red        on black  level  role"]
        for row in rows {
            let ratio = ContrastReport.ratio(row.token.night.contrastRatio(on: .black))
            let level = levels.firstIndex(of: row.token.night.css).map { "\($0 + 1)" } ?? ""
            let needs = row.role.isRead ? ", needs \(ContrastReport.minimum(row.role.minimumContrast))" : ""
            let cells = [ContrastReport.pad(row.token.name, width), ContrastReport.pad(row.token.night.css, 9), ContrastReport.pad(ratio, 8), ContrastReport.pad(level, 5), row.role.label + needs]
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
        }
        let looks = ThemeStylesheet.nightEmphasis.map { "\($0.kinds.joined(separator: " and ")) \($0.look)" }
        lines.append("Distinct reds: \(levels.count) for what is read. Syntax kinds at night: \(looks.joined(separator: ", ")).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The distinct night colors of `tokens`, dimmest first.
    private static func distinctReds(_ tokens: [ColorToken]) -> [String] {
        let colors = Dictionary(tokens.map { ($0.night.css, $0.night.composited(over: .black).relativeLuminance) }, uniquingKeysWith: { first, _ in first })
        return colors.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    }
}
