import Core
import Testing
@testable import Theme

@Suite struct ThemeMarkupTests {
    private func head(_ baseURL: String = "") -> String {
        ThemeMarkup.head(palette: .defaults, baseURL: BaseURL(baseURL))
    }

    @Test func headDeclaresBothColorSchemes() {
        #expect(head().hasPrefix("<meta name=\"color-scheme\" content=\"light dark\">\n"))
    }

    @Test func headHasThemeColorsFromTheBackgroundToken() {
        #expect(head().contains("<meta name=\"theme-color\" content=\"#ffffff\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#1b1b1f\" media=\"(prefers-color-scheme: dark)\">\n"))
    }

    @Test func headLinksTheStylesheetsThroughTheBaseURL() {
        #expect(head("https://example.org/docs").hasSuffix("<link rel=\"stylesheet\" href=\"/docs/theme.css\">\n<link rel=\"stylesheet\" href=\"/docs/night.css\">\n"))
        #expect(head().contains("href=\"/theme.css\""))
    }

    @Test func theScriptIsLoadedBeforeTheStylesheetsWithoutDeferSoItRunsBeforeTheFirstPaint() throws {
        let html = head("https://example.org/docs")
        #expect(html.contains("<script src=\"/docs/theme.js\"></script>\n"))
        let script = try #require(html.range(of: "<script"))
        let link = try #require(html.range(of: "<link"))
        #expect(script.lowerBound < link.lowerBound)
    }

    @Test func scriptCarriesTheSchedule() {
        let settings = ThemeSettings(nightSchedule: NightSchedule(start: 22 * 60, end: 6 * 60))
        #expect(ThemeScript.source(palette: .defaults, settings: settings).contains("const nightSchedule = [1320,360];"))
        #expect(ThemeScript.source(palette: .defaults, settings: ThemeSettings()).contains("const nightSchedule = null;"))
    }

    @Test func toggleIsShownOnlyOnceTheScriptMarkedTheRoot() {
        #expect(ThemeStylesheet.themeCSS(.defaults).contains(":root[data-theme-choice] .sitegen-theme-toggle[hidden]{display:inline-flex"))
    }

    @Test func forcedDarkPageAttributes() {
        #expect(ThemeMarkup.htmlAttributes(forcedScheme: "dark") == " data-theme=\"dark\" data-theme-forced=\"dark\"")
    }

    @Test func forcedLightPageAttributes() {
        #expect(ThemeMarkup.htmlAttributes(forcedScheme: "light") == " data-theme=\"light\" data-theme-forced=\"light\"")
    }

    @Test func unforcedOrUnknownSchemeAddsNothing() {
        #expect(ThemeMarkup.htmlAttributes(forcedScheme: nil) == "")
        #expect(ThemeMarkup.htmlAttributes(forcedScheme: "sepia\" onload=\"x") == "")
    }
}
