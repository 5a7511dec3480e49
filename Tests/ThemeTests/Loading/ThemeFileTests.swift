import Core
import Testing
@testable import Theme

@Suite struct ThemeFileTests {
    private func read(_ json: String) -> (definitions: [TokenDefinition], errors: [String]) {
        let result = ThemeFile.definitions(in: SourceText(path: "Templates/theme.json", text: json))
        return (result.definitions, result.errors.map(\.summary))
    }

    @Test func tokenWithLightDarkAndNight() throws {
        let result = read(##"{"colors": {"accent": {"light": "#0a66d8", "dark": "rgb(94 164 255)", "night": "#ff2a1a"}}}"##)
        #expect(result.errors == [])
        let accent = try #require(result.definitions.first)
        #expect(accent.name == "accent")
        #expect(accent.light.css == "#0a66d8")
        #expect(accent.dark.css == "#5ea4ff")
        #expect(accent.night?.css == "#ff2a1a")
        #expect(accent.location?.description == "Templates/theme.json:1:13")
    }

    @Test func emptyObjectHasNoTokens() {
        #expect(read("{}").definitions.isEmpty)
        #expect(read("{}").errors.isEmpty)
    }

    @Test func missingDarkIsAnErrorAtTheTokenName() {
        let json = """
        {"colors": {
          "text": {"light": "#111"}
        }}
        """
        #expect(read(json).errors == ["Templates/theme.json:2:3: error: color 'text' has no dark value"])
    }

    @Test func unknownColorSyntaxIsAnErrorAtTheValue() {
        let json = """
        {"colors": {
          "text": {"light": "#111", "dark": "white"}
        }}
        """
        #expect(read(json).errors == ["Templates/theme.json:2:37: error: 'white' is not a color: use #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()"])
    }

    @Test func unknownKeyInATokenIsAnError() {
        let json = ##"{"colors": {"text": {"light": "#111", "dark": "#eee", "dim": "#888"}}}"##
        #expect(read(json).errors == ["Templates/theme.json:1:55: error: unknown key 'dim' in color 'text'; expected 'light', 'dark' or 'night'"])
    }

    @Test func unknownTopLevelKeyIsAnError() {
        #expect(read(##"{"colours": {}}"##).errors == ["Templates/theme.json:1:2: error: unknown key 'colours' in theme.json; expected 'colors'"])
    }

    @Test func nonStringValueIsAnError() {
        let json = ##"{"colors": {"text": {"light": 17, "dark": "#eee"}}}"##
        #expect(read(json).errors == ["Templates/theme.json:1:31: error: the light value of 'text' must be a color string such as \"#0a66d8\", not a number"])
    }

    @Test func camelCaseNameIsAnErrorWithASuggestion() {
        let json = ##"{"colors": {"backgroundSecondary": {"light": "#eee", "dark": "#111"}}}"##
        #expect(read(json).errors == ["Templates/theme.json:1:13: error: 'backgroundSecondary' is not a valid color name: use lower-case words joined by '-'; did you mean 'background-secondary'?"])
    }

    @Test func everyErrorIsReportedTogether() {
        let json = """
        {"colors": {
          "text": {"light": "#11"},
          "accent": {"light": "#00f", "dark": "#00f", "glow": "#fff"}
        }}
        """
        #expect(read(json).errors == [
            "Templates/theme.json:2:21: error: '#11' is not a color: a hex color has 3, 4, 6 or 8 digits",
            "Templates/theme.json:2:3: error: color 'text' has no dark value",
            "Templates/theme.json:3:47: error: unknown key 'glow' in color 'accent'; expected 'light', 'dark' or 'night'",
        ])
    }

    @Test func invalidJSONIsOneErrorWithItsLocation() {
        #expect(read("{\"colors\": {,}}").errors == ["Templates/theme.json:1:13: error: expected a quoted key"])
    }

    @Test func errorsQuoteTheLineWithACaret() {
        let result = ThemeFile.definitions(in: SourceText(path: "Templates/theme.json", text: "{\"colors\": {\"text\": {\"light\": \"#1\", \"dark\": \"#eee\"}}}"))
        #expect(result.errors.first?.description == """
            Templates/theme.json:1:31: error: '#1' is not a color: a hex color has 3, 4, 6 or 8 digits
            {"colors": {"text": {"light": "#1", "dark": "#eee"}}}
                                          ^
            """)
    }
}
