import Testing
@testable import Theme

/// How theme.js gets the site's values: each `SITEGEN_` word it names is replaced whole, anything else is kept.
@Suite struct ThemeScriptFillingTests {
    @Test func eachPlaceholderIsReplacedByItsWholeName() {
        let filled = ThemeScript.filled("const a = SITEGEN_NIGHT_SCHEDULE, b = SITEGEN_NIGHT;\nf(SITEGEN_NIGHT_SCHEDULE)",
                                        with: ["SITEGEN_NIGHT_SCHEDULE": "[1,2]", "SITEGEN_NIGHT": "n"])
        #expect(filled == "const a = [1,2], b = n;\nf([1,2])")
    }

    @Test func otherWordsAndTextAroundThemStayAsWritten() {
        #expect(ThemeScript.filled("SITEGEN_OTHER sitegen_night “é” SITEGEN_", with: ["SITEGEN_NIGHT": "n"])
            == "SITEGEN_OTHER sitegen_night “é” SITEGEN_")
    }

    @Test func theScriptHasNoPlaceholderLeft() {
        let script = ThemeScript.source(palette: .defaults, settings: ThemeSettings(nightSchedule: nil))
        #expect(!script.contains("SITEGEN_"))
        #expect(script.contains("const nightSchedule = null;"))
    }
}
