import Testing
@testable import Theme

@Suite struct NightDerivationTests {
    private func palette(_ tokens: [(String, String, String, String?)]) throws -> Palette {
        Palette(definitions: try tokens.map { name, light, dark, night in
            TokenDefinition(name: name, light: try Color(css: light), dark: try Color(css: dark), night: try night.map { try Color(css: $0) })
        })
    }

    @Test func blackBackgroundStaysBlack() throws {
        let palette = try palette([("background", "#fff", "#000", nil)])
        #expect(palette["background"]?.night.css == "#000000")
    }

    @Test func bodyTextTakesTheDimmestRedThatReadsAtFourAndAHalfWithAMargin() throws {
        let palette = try palette([("background", "#fff", "#000", nil), ("text", "#000", "#fff", nil)])
        let text = try #require(palette["text"]).night
        #expect(text.css == "#ed0000")
        #expect(text.contrastRatio(on: .black) >= 4.6)
        #expect(Color(red: 236 / 255, green: 0, blue: 0).contrastRatio(on: .black) < 4.6)
    }

    @Test func grayDecorationBecomesRedOfTheSameLevel() throws {
        let palette = try palette([("border", "#ccc", "#3a3a3a", nil)])
        #expect(palette["border"]?.night.css == "#3a0000")
    }

    @Test func everyDerivedColorHasNoGreenOrBlue() {
        for token in Palette.defaults.tokens {
            #expect(token.night.green == 0 && token.night.blue == 0, "\(token.name) is \(token.night.css) at night")
        }
    }

    @Test func secondaryTextAndSyntaxTakeTheTextLevelForTheirFourAndAHalf() throws {
        let palette = try palette([
            ("background", "#fff", "#000", nil), ("text-secondary", "#333", "#555", nil),
            ("code-a", "#999", "#444", nil), ("code-b", "#000", "#fff", nil),
        ])
        #expect(["text-secondary", "code-a", "code-b"].map { palette[$0]?.night.css } == ["#ed0000", "#ed0000", "#ed0000"])
    }

    @Test func accentIsFullRedSoLinksStandAboveBodyText() throws {
        let palette = try palette([("background", "#fff", "#000", nil), ("accent", "#00f", "#000080", nil)])
        #expect(palette["accent"]?.night.css == "#ff0000")
    }

    @Test func anExplicitNightCodeColorKeepsItsValue() throws {
        let palette = try palette([("background", "#fff", "#000", nil), ("code-a", "#999", "#444", nil), ("code-b", "#000", "#fff", "#800000")])
        #expect(["code-a", "code-b"].map { palette[$0]?.night.css } == ["#ed0000", "#800000"])
    }

    @Test func brightDarkBackgroundIsKeptNearBlack() throws {
        let palette = try palette([("background-secondary", "#eee", "#808080", nil)])
        #expect(palette["background-secondary"]?.night.css == "#190000")
    }

    @Test func textPassesOnTheBrightestDerivedBackground() throws {
        let palette = try palette([
            ("background", "#fff", "#000", nil), ("background-secondary", "#eee", "#666", nil),
            ("text", "#000", "#777", nil),
        ])
        let text = try #require(palette["text"]).night
        #expect(text.contrastRatio(on: try #require(palette["background-secondary"]).night) >= 4.5)
    }

    @Test func explicitNightPassesThroughThePageFilter() throws {
        let palette = try palette([("accent", "#0a66d8", "#5ea4ff", "#ff2a1a"), ("border", "#ccc", "#333", "#400000")])
        #expect(palette["accent"]?.night.css == "#ff0000")
        #expect(palette["accent"]?.nightIsDerived == false)
        #expect(palette["border"]?.night.css == "#400000")
    }

    @Test func translucentDecorationKeepsItsAlpha() throws {
        let palette = try palette([("border", "#0000001a", "#ffffff33", nil)])
        #expect(palette["border"]?.night.css == "#ff000033")
    }

    @Test func pageFilterLeavesPureRedUnchanged() throws {
        for level in stride(from: 0, through: 255, by: 15) {
            let red = Color(red: Double(level) / 255, green: 0, blue: 0)
            #expect(NightFilter.page(red).css == red.css)
        }
    }

    @Test func pageFilterAddsTheLuminanceShareOfGreenAndBlue() throws {
        #expect(NightFilter.page(try Color(css: "#0000ff")).css == "#4c0000")
        #expect(NightFilter.page(try Color(css: "#00ff00")).css == "#dc0000")
        #expect(NightFilter.page(try Color(css: "#ffffff")).css == "#ff0000")
    }

    @Test func defaultPalettePassesEveryCheckInEveryAppearance() {
        let failures = ContrastReport(palette: .defaults).checks.filter { !$0.passes }
        #expect(failures.isEmpty, "\(failures)")
    }
}
