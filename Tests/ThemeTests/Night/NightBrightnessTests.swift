import Testing
@testable import Theme

/// The steps a reader may dim Night to: each gives its share of the default's light.
@Suite struct NightBrightnessTests {
    @Test func theStepsAreTheDefaultThenThreeQuartersAndHalf() {
        #expect(NightBrightness.steps == [100, 75, 50])
    }

    @Test func aStepScalesAColoursLightNotItsEncodedValue() {
        let text = Color(red: 0xf3 / 255, green: 0, blue: 0)
        #expect(NightBrightness.dimmed(text, to: 50).css == "#b30000")
        #expect(NightBrightness.dimmed(text, to: 75).css == "#d60000")
        #expect(NightBrightness.dimmed(text, to: 100).css == "#f30000")
        #expect(NightBrightness.dimmed(Color(red: 0, green: 0, blue: 0), to: 50).css == "#000000")
    }

    /// The tokens already hold the step's reds, so the page filter passes red as it is and scales only what green
    /// and blue add (emoji, inline SVG).
    @Test func thePageFilterKeepsRedAndScalesWhatGreenAndBlueAdd() {
        #expect(NightBrightness.pageMatrix(percent: 100) == NightFilter.pageMatrix)
        #expect(NightBrightness.pageMatrix(percent: 50) == [1, 0.3576, 0.0361])
    }

    @Test func nightCSSDimsEachStepOnlyUnderNight() {
        let css = ThemeStylesheet.nightCSS(.defaults)
        #expect(css.contains("\n[data-theme=night][data-night-brightness=\"50\"],[data-theme=night][data-night-brightness=\"50\"] [data-theme]{"
            + "--color-accent:#bc0000;--color-background:#000000;"))
        #expect(css.contains(";--color-text:#b30000;"))
        #expect(!css.contains("data-night-brightness=\"100\""), "the default needs no rule of its own")
    }

    @Test func theScriptKnowsTheSteps() {
        let script = ThemeScript.source(palette: .defaults, settings: ThemeSettings(nightSchedule: nil))
        #expect(script.contains("const brightnessSteps = [100,75,50].map(String);"))
    }
}
