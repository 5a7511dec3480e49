import Foundation
import Testing
@testable import Theme

/// The repository's Templates/theme.json, which the bundled site uses.
@Suite struct BundledThemeTests {
    private var templates: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Templates").standardized.path
    }

    @Test func loadsWithoutErrorsOrWarnings() throws {
        #expect(try ThemeLoader.load(templatesDirectory: templates).warnings.isEmpty)
    }

    @Test func spellsOutExactlyTheBuiltInDefaults() throws {
        let bundled = try ThemeLoader.load(templatesDirectory: templates).palette
        let strip = { (palette: Palette) in palette.tokens.map { [$0.name, $0.light.css, $0.dark.css, $0.night.css] } }
        #expect(strip(bundled) == strip(.defaults))
    }

    @Test func passesEveryContrastCheck() throws {
        let report = ContrastReport(palette: try ThemeLoader.load(templatesDirectory: templates).palette)
        #expect(report.diagnostics.isEmpty)
    }
}
