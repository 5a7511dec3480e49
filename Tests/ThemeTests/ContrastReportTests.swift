import Core
import Testing
@testable import Theme

@Suite struct ContrastReportTests {
    private func palette(text: String, background: String = "#ffffff") throws -> Palette {
        Palette(definitions: [
            TokenDefinition(name: "background", light: try Color(css: background), dark: .black),
            TokenDefinition(name: "text", light: try Color(css: text), dark: .white,
                            location: SourceLocation(path: "Templates/theme.json", line: 3, column: 5), sourceLine: "    \"text\": {…}"),
        ])
    }

    @Test func defaultPaletteHasNoFailures() {
        let report = ContrastReport(palette: .defaults)
        #expect(report.diagnostics.isEmpty)
        #expect(report.table.hasSuffix("All 117 checks pass (39 pairs in light, dark and night).\n"))
    }

    @Test func textBelowFourAndAHalfIsAWarningAtTheTokensDefinition() throws {
        let report = ContrastReport(palette: try palette(text: "#777"))
        #expect(report.diagnostics.map(\.summary) == [
            "Templates/theme.json:3:5: warning: text on background has a contrast of 4.48:1 in light, below 4.5:1",
        ])
    }

    @Test func failureIsMarkedInTheTable() throws {
        let table = ContrastReport(palette: try palette(text: "#777")).table
        #expect(table.contains("text on background  4.5:1  4.48:1 FAIL   21.00:1       5.25:1\n"))
        #expect(table.hasSuffix("1 of 3 checks fail.\n"))
    }

    @Test func accentNeedsThreeToOne() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: .white, dark: .black),
            TokenDefinition(name: "accent", light: try Color(css: "#949494"), dark: .white),
        ])
        let check = try #require(ContrastReport(palette: palette).checks.first { $0.appearance == .light })
        #expect(check.minimum == 3)
        #expect(check.passes)
    }

    @Test func builtInTokenFailureHasNoLocation() throws {
        var definitions = BuiltInTokens.definitions
        definitions.append(TokenDefinition(name: "background-secondary", light: try Color(css: "#1d1d1f"), dark: .black))
        let diagnostics = ContrastReport(palette: Palette(definitions: definitions)).diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.location == nil && $0.severity == .warning })
    }

    @Test func translucentBackgroundIsCompositedOverTheCanvas() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: try Color(css: "#00000000"), dark: .black),
            TokenDefinition(name: "text", light: .black, dark: .white),
        ])
        let light = try #require(ContrastReport(palette: palette).checks.first { $0.appearance == .light })
        #expect(light.ratio == 21)
    }

    @Test func tokenTableListsEveryAppearanceAndMarksDerivedNight() throws {
        let table = ContrastReport(palette: try palette(text: "#111")).table
        #expect(table.hasPrefix("""
            token       light     dark      night
            background  #ffffff   #000000   #000000    (night derived)
            text        #111111   #ffffff   #ff0000    (night derived)

            """))
    }
}
