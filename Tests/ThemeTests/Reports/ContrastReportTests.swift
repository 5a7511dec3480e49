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
        #expect(report.table.contains("\nAll 117 checks pass (39 pairs in light, dark and night).\n"))
    }

    @Test func textBelowFourAndAHalfIsAWarningAtTheTokensDefinition() throws {
        let report = ContrastReport(palette: try palette(text: "#777"))
        #expect(report.diagnostics.map(\.summary) == [
            "Templates/theme.json:3:5: warning: text on background has a contrast of 4.48:1 in light, below 4.5:1",
        ])
    }

    @Test func failureIsMarkedInTheTable() throws {
        let table = ContrastReport(palette: try palette(text: "#777")).table
        #expect(table.contains("text on background  4.5:1  4.48:1 FAIL   21.00:1       4.60:1\n1 of 3 checks fail.\n"))
    }

    @Test func linksNeedFourAndAHalfAsAxeAsksOfText() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: .white, dark: .black),
            TokenDefinition(name: "accent", light: try Color(css: "#949494"), dark: .white),
        ])
        let check = try #require(ContrastReport(palette: palette).checks.first { $0.appearance == .light })
        #expect(ContrastReport.ratio(check.ratio) == "3.03:1")
        #expect(check.minimum == 4.5)
        #expect(!check.passes)
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
            text        #111111   #ffffff   #ed0000    (night derived)

            """))
    }

    @Test func secondaryTextNeedsFourAndAHalfInEveryAppearanceNightToo() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: .white, dark: .black),
            TokenDefinition(name: "text-secondary", light: .black, dark: .white),
        ])
        let minimums = ContrastReport(palette: palette).checks.map { "\($0.appearance.rawValue) \($0.minimum)" }
        #expect(minimums == ["light 4.5", "dark 4.5", "night 4.5"])
        #expect(ContrastReport(palette: palette).table.contains("text-secondary on background  4.5:1  21.00:1       21.00:1       4.60:1\n"))
    }

    @Test func anExplicitNightColorBelowFourAndAHalfFails() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: .white, dark: .black),
            TokenDefinition(name: "text-secondary", light: .black, dark: .white, night: try Color(css: "#bb0000")),
        ])
        let diagnostics = ContrastReport(palette: palette).diagnostics.map(\.message)
        #expect(diagnostics == ["text-secondary on background has a contrast of 3.11:1 in night, below 4.5:1"])
    }

    @Test func nightLevelTableListsEveryTokenBrightestFirstWithItsLevelAndRole() throws {
        let palette = Palette(definitions: [
            TokenDefinition(name: "background", light: .white, dark: .black),
            TokenDefinition(name: "border", light: try Color(css: "#ccc"), dark: try Color(css: "#333")),
            TokenDefinition(name: "text", light: .black, dark: .white),
            TokenDefinition(name: "text-secondary", light: try Color(css: "#555"), dark: try Color(css: "#aaa")),
            TokenDefinition(name: "accent", light: try Color(css: "#00f"), dark: try Color(css: "#8af")),
        ])
        let table = ContrastReport(palette: palette).table
        #expect(table.hasSuffix("""
            night           red        on black  level  role
            accent          #ff0000    5.25:1    2      accent, links, needs 4.5:1
            text            #ed0000    4.60:1    1      body text, needs 4.5:1
            text-secondary  #ed0000    4.60:1    1      secondary text, needs 4.5:1
            border          #330000    1.14:1           border, decoration
            background      #000000    1.00:1           background
            Distinct reds: 2 for what is read. Syntax kinds at night: keyword and attribute bold, comment italic, string and number full red on #330000.

            """))
    }
}
