import Testing
@testable import Theme

/// The night levels of the built-in palette: the hierarchy Night Mode keeps, in figures.
@Suite struct DefaultNightLevelsTests {
    private func night(_ name: String) throws -> Color {
        try #require(Palette.defaults[name]).night
    }

    @Test func textTokensTakeTheirLevels() throws {
        #expect(try ["accent", "text", "text-secondary"].map { try night($0).css } == ["#ff0000", "#f30000", "#c00000"])
    }

    @Test func syntaxColorsTakeFourLevels() throws {
        let levels: [String: [String]] = [
            "#c00000": ["code-attribute", "code-comment"],
            "#d10000": ["code-function", "code-keyword", "code-string"],
            "#e20000": ["code-deleted", "code-inserted", "code-type"],
            "#f30000": ["code-number", "code-punctuation"],
        ]
        for (red, names) in levels {
            #expect(try names.map { try night($0).css } == Array(repeating: red, count: names.count))
        }
    }

    @Test func everyReadTokenMeetsItsNightTargetOnEveryNightBackground() throws {
        let targets = ["text": 4.5, "text-secondary": 3.0, "accent": 3.0, "code-comment": 3.0, "code-punctuation": 3.0]
        for (name, target) in targets {
            for background in ["background", "background-secondary", "code-background"] {
                let ratio = try night(name).contrastRatio(on: try night(background))
                #expect(ratio >= target, "\(name) on \(background): \(ratio)")
            }
        }
    }

    @Test func contrastsOnBlack() throws {
        let ratios = try ["accent", "text", "code-inserted", "code-keyword", "text-secondary"].map {
            ContrastReport.ratio(try night($0).contrastRatio(on: .black))
        }
        #expect(ratios == ["5.25:1", "4.81:1", "4.23:1", "3.71:1", "3.24:1"])
    }

    @Test func bodyTextIsBrighterThanSecondaryTextAndDimmerThanLinks() throws {
        let accent = try night("accent").red, text = try night("text").red, secondary = try night("text-secondary").red
        #expect(accent > text && text > secondary)
    }

    @Test func noSyntaxColorIsBrighterThanBodyTextOrDimmerThanSecondaryText() throws {
        let text = try night("text").red, secondary = try night("text-secondary").red
        for token in Palette.defaults.tokens where token.name.hasPrefix("code-") && token.name != "code-background" {
            #expect(token.night.red <= text && token.night.red >= secondary, "\(token.name) is \(token.night.css)")
        }
    }

    @Test func bordersStayDimmerThanAnyText() throws {
        #expect(try night("border").red < night("text-secondary").red)
    }

    @Test func nightCSSSetsKeywordsBoldAndCommentsItalic() {
        let css = ThemeStylesheet.nightCSS(.defaults)
        #expect(css.contains("[data-theme=night] .tok-keyword{font-weight:700}\n"))
        #expect(css.contains("[data-theme=night] .tok-comment{font-style:italic}\n"))
    }
}
