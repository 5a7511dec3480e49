import Testing
@testable import Theme

/// The night levels of the built-in palette: two reds for everything read, and styles for the rest of the hierarchy.
@Suite struct DefaultNightLevelsTests {
    private func night(_ name: String) throws -> Color {
        try #require(Palette.defaults[name]).night
    }

    @Test func linksAreFullRedAndEveryOtherTextTheTextLevel() throws {
        #expect(try night("accent").css == "#ff0000")
        let readTokens = Palette.defaults.tokens.filter { TokenRole(name: $0.name).isRead && $0.name != "accent" }
        #expect(readTokens.count == 12)
        #expect(readTokens.filter { $0.night.css != "#f30000" }.map(\.name) == [])
    }

    @Test func theCanvasStaysBlackAtNightThoughDarkIsNot() throws {
        #expect(try #require(Palette.defaults["background"]).dark.css == "#1b1b1f")
        #expect(try night("background").css == "#000000")
    }

    @Test func everyReadTokenReadsAtFourAndAHalfOnEveryNightBackground() throws {
        for token in Palette.defaults.tokens where TokenRole(name: token.name).isRead {
            for background in ["background", "background-secondary", "code-background"] {
                let ratio = token.night.contrastRatio(on: try night(background))
                #expect(ratio >= 4.5, "\(token.name) on \(background): \(ratio)")
            }
        }
    }

    @Test func bordersStayDimmerThanAnyText() throws {
        #expect(try night("border").red < night("text-secondary").red)
    }

    @Test func nightCSSSetsSyntaxKindsApartByWeightStyleAndTint() {
        let css = ThemeStylesheet.nightCSS(.defaults)
        #expect(css.contains("[data-theme=night] :is(.tok-keyword,.tok-attribute){font-weight:700}\n"))
        #expect(css.contains("[data-theme=night] :is(.tok-comment){font-style:italic}\n"))
        #expect(css.contains("[data-theme=night] :is(.tok-string,.tok-number){color:#ff0000;background-color:#330000;border-radius:2px}\n"))
    }

    @Test func linksInTextAreBoldAndUnderlinedAtNight() {
        #expect(ThemeStylesheet.nightCSS(.defaults).contains("a:any-link:not(nav a){font-weight:600;text-decoration:underline}\n"))
    }
}
