import Core
import Testing
@testable import Theme

@Suite struct StylesheetSnapshotTests {
    private var sitePalette: Palette {
        get throws { try ThemeLoader.load(templatesDirectory: try Fixtures.url("Catalogs").path).palette }
    }

    @Test func themeCSSOfTheDefaults() throws {
        try Snapshot.expect(ThemeStylesheet.themeCSS(.defaults), matches: "default-theme.css")
    }

    @Test func nightCSSOfTheDefaults() throws {
        try Snapshot.expect(ThemeStylesheet.nightCSS(.defaults), matches: "default-night.css")
    }

    @Test func themeCSSOfASiteWithCatalogColors() throws {
        try Snapshot.expect(ThemeStylesheet.themeCSS(try sitePalette), matches: "catalog-theme.css")
    }

    @Test func nightCSSOfASiteWithCatalogColors() throws {
        try Snapshot.expect(ThemeStylesheet.nightCSS(try sitePalette), matches: "catalog-night.css")
    }

    @Test func headMarkup() throws {
        try Snapshot.expect(ThemeMarkup.head(palette: .defaults, baseURL: BaseURL("https://example.org/project")), matches: "head.html")
    }

    @Test func contrastReportOfTheDefaults() throws {
        try Snapshot.expect(ContrastReport(palette: .defaults).table, matches: "default-contrast.txt")
    }

    @Test func everySyntaxKindIsColoredThroughACodeToken() {
        let css = ThemeStylesheet.themeCSS(.defaults)
        for kind in ["keyword", "string", "comment", "number", "type", "function", "attribute", "punctuation", "inserted", "deleted"] {
            #expect(css.contains(".tok-\(kind){color:var(--color-code-"), "no rule for .tok-\(kind)")
        }
    }

    @Test func everyTokenUsedByTheStylesheetIsDefined() {
        let css = ThemeStylesheet.themeCSS(.defaults)
        let used = Set(css.split(separator: "var(--color-").dropFirst().map { $0.prefix { $0 != ")" && $0 != " " } }.map(String.init))
        let defined = Set(Palette.defaults.tokens.map(\.name))
        #expect(used.subtracting(defined).isEmpty)
    }

    /// Every page links the three; each is fetched once and cached. Night's brightness steps (colours, a filter
    /// and their part of the menu) took the total from 11 to 15 KB.
    @Test func stylesheetsAndScriptStayUnderSixteenKilobytes() {
        let script = ThemeScript.source(palette: .defaults, settings: ThemeSettings(nightSchedule: NightSchedule(start: 0, end: 60)))
        let total = ThemeStylesheet.themeCSS(.defaults).utf8.count + ThemeStylesheet.nightCSS(.defaults).utf8.count + script.utf8.count
        #expect(total < 16 * 1024, "\(total) bytes")
    }

    @Test func nightCSSHasNoGreenOrBlueInAnyColor() {
        let css = ThemeStylesheet.nightCSS(.defaults)
        // Declarations only (`--color-NAME:#rrggbb`), not uses such as `var(--color-text)`.
        let colors = css.split(separator: "--color-").dropFirst().compactMap { segment -> Substring? in
            let parts = segment.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && !parts[0].contains(")") ? parts[1].prefix(7) : nil
        }
        #expect(!colors.isEmpty)
        for color in colors {
            #expect(color.hasSuffix("0000"), "\(color)")
        }
    }
}
