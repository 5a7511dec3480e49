import Testing
@testable import Theme

/// theme.js's logic, run under node with a fake DOM (skipped where node is missing).
@Suite(.enabled(if: ScriptHarness.node != nil, "needs node"))
struct ThemeScriptTests {
    typealias Scenario = ScriptHarness.Scenario
    private let night = ThemeSettings(nightSchedule: NightSchedule(start: 22 * 60, end: 6 * 60))

    private func run(_ configure: (inout Scenario) -> Void, settings: ThemeSettings = ThemeSettings()) throws -> ScriptHarness.State {
        var scenario = Scenario()
        configure(&scenario)
        return try ScriptHarness.run(scenario, settings: settings)
    }

    // MARK: The stored choice

    @Test func firstVisitFollowsTheSystemWithoutStoringAnything() throws {
        let state = try run { _ in }
        #expect(state.html == ["data-theme-choice": "system"])
        #expect(state.pressed == ["system": "true", "light": "false", "dark": "false", "night": "false"])
        #expect(state.stored == nil)
    }

    @Test func storedChoiceIsAppliedBeforeTheBodyIsParsed() throws {
        let state = try run { $0.stored = "dark"; $0.steps = [] }
        #expect(state.html == ["data-theme": "dark", "data-theme-choice": "dark"])
    }

    @Test func clickingAChoiceAppliesAndStoresIt() throws {
        let state = try run { $0.steps += [.click("night")] }
        #expect(state.html == ["data-theme": "night", "data-theme-choice": "night"])
        #expect(state.pressed == ["system": "false", "light": "false", "dark": "false", "night": "true"])
        #expect(state.stored == "night")
    }

    @Test func choosingSystemRemovesDataTheme() throws {
        let state = try run { $0.stored = "dark"; $0.steps += [.click("system")] }
        #expect(state.html == ["data-theme-choice": "system"])
        #expect(state.stored == "system")
    }

    @Test func unknownStoredValueMeansSystem() throws {
        let state = try run { $0.stored = "purple" }
        #expect(state.html == ["data-theme-choice": "system"])
    }

    @Test func unavailableStorageStillAppliesAChoice() throws {
        let state = try run { $0.storageThrows = true; $0.steps += [.click("dark")] }
        #expect(state.html == ["data-theme": "dark", "data-theme-choice": "dark"])
    }

    @Test func choiceMadeInAnotherTabIsFollowed() throws {
        let state = try run { $0.stored = "dark"; $0.steps += [.otherTab("light")] }
        #expect(state.html == ["data-theme": "light", "data-theme-choice": "light"])
        #expect(state.pressed["light"] == "true")
    }

    @Test func pageRestoredFromTheBackForwardCacheRereadsTheChoice() throws {
        let state = try run { $0.stored = "light"; $0.steps += [.pageshow(persisted: true, stored: "dark")] }
        #expect(state.html == ["data-theme": "dark", "data-theme-choice": "dark"])
    }

    // MARK: The appearance control

    @Test func theControlGetsItsButtonsAsThePageIsParsedWithTheStoredChoicePressed() throws {
        let state = try run { $0.stored = "dark"; $0.steps = [.parseBody] }
        #expect(state.appearance == [
            "<sitegen-appearance><div class=\"sitegen-theme-toggle\" role=\"group\" aria-label=\"Appearance\" hidden>"
                + "<button type=\"button\" class=\"sitegen-theme-menu\" popovertarget=\"sitegen-theme-choices\" aria-label=\"Appearance\" title=\"Appearance\"></button>"
                + "<div id=\"sitegen-theme-choices\" class=\"sitegen-theme-choices\" popover>"
                + "<button type=\"button\" data-theme-choice=\"system\" aria-pressed=\"false\">System</button>"
                + "<button type=\"button\" data-theme-choice=\"light\" aria-pressed=\"false\">Light</button>"
                + "<button type=\"button\" data-theme-choice=\"dark\" aria-pressed=\"true\">Dark</button>"
                + "<button type=\"button\" data-theme-choice=\"night\" aria-pressed=\"false\">Night</button>"
                + "<div class=\"sitegen-night-brightness\" role=\"group\" aria-labelledby=\"sitegen-night-brightness\">"
                + "<span id=\"sitegen-night-brightness\">Night brightness</span><div>"
                + "<button type=\"button\" data-brightness-choice=\"100\" aria-pressed=\"true\">100%</button>"
                + "<button type=\"button\" data-brightness-choice=\"75\" aria-pressed=\"false\">75%</button>"
                + "<button type=\"button\" data-brightness-choice=\"50\" aria-pressed=\"false\">50%</button>"
                + "</div></div></div></div></sitegen-appearance>",
        ])
    }

    @Test func theControlsWordsAreItsAttributesInThePagesLanguage() throws {
        let german = ["data-label": "Darstellung", "data-system": "System", "data-light": "Hell", "data-dark": "Dunkel", "data-night": "Nacht"]
        let state = try run { $0.body = [ScriptHarness.Node(tag: "sitegen-appearance", attrs: german)]; $0.steps = [.parseBody] }
        let control = try #require(state.appearance.first)
        #expect(control.contains("role=\"group\" aria-label=\"Darstellung\" hidden>"))
        #expect(control.contains("aria-label=\"Darstellung\" title=\"Darstellung\"></button>"))
        #expect(control.contains(
            ">System</button><button type=\"button\" data-theme-choice=\"light\" aria-pressed=\"false\">Hell</button>"
                + "<button type=\"button\" data-theme-choice=\"dark\" aria-pressed=\"false\">Dunkel</button>"
                + "<button type=\"button\" data-theme-choice=\"night\" aria-pressed=\"false\">Nacht</button>"))
    }

    @Test func theControlsButtonsChooseAnAppearance() throws {
        let state = try run { $0.steps += [.click("night")] }
        #expect(state.html == ["data-theme": "night", "data-theme-choice": "night"])
        #expect(state.pressed == ["system": "false", "light": "false", "dark": "false", "night": "true"])
    }

    @Test func aHandWrittenControlStillWorks() throws {
        let state = try run { $0.body = [ScriptHarness.handWrittenToggle]; $0.stored = "light"; $0.steps += [.click("dark")] }
        #expect(state.pressed == ["system": "false", "light": "false", "dark": "true", "night": "false"])
        #expect(state.stored == "dark")
    }

    @Test func withoutCustomElementsTheControlStaysEmptyAndTheChoiceStillApplies() throws {
        let state = try run { $0.customElements = false; $0.stored = "dark" }
        #expect(state.appearance == ["<sitegen-appearance></sitegen-appearance>"])
        #expect(state.html == ["data-theme": "dark", "data-theme-choice": "dark"])
    }

    // MARK: Night's brightness

    @Test func storedBrightnessDimsNightBeforeTheBodyIsParsed() throws {
        let state = try run { $0.stored = "night"; $0.storedBrightness = "50"; $0.steps = [] }
        #expect(state.html == ["data-theme": "night", "data-theme-choice": "night", "data-night-brightness": "50"])
    }

    @Test func choosingAStepAppliesStoresAndPressesIt() throws {
        let state = try run { $0.stored = "night"; $0.steps += [.clickBrightness("75")] }
        #expect(state.html["data-night-brightness"] == "75")
        #expect(state.brightnessPressed == ["100": "false", "75": "true", "50": "false"])
        #expect(state.storedBrightness == "75")
        #expect(state.stored == "night")
    }

    @Test func theDefaultStepLeavesNoAttribute() throws {
        let state = try run { $0.stored = "night"; $0.storedBrightness = "50"; $0.steps += [.clickBrightness("100")] }
        #expect(state.html["data-night-brightness"] == nil)
        #expect(state.storedBrightness == "100")
    }

    @Test func aStoredValueThatIsNoStepIsTheDefault() throws {
        let state = try run { $0.stored = "night"; $0.storedBrightness = "10" }
        #expect(state.html["data-night-brightness"] == nil)
        #expect(state.brightnessPressed["100"] == "true")
    }

    @Test func previewFramesShowNightAtTheDefaultBrightness() throws {
        let state = try run { $0.search = "?sitegen-appearance=night"; $0.storedBrightness = "50" }
        #expect(state.html["data-theme"] == "night")
        #expect(state.html["data-night-brightness"] == nil)
    }

    // MARK: Forced pages

    @Test func forcedPageKeepsItsSchemeWhateverTheChoice() throws {
        let state = try run { $0.forced = "dark"; $0.stored = "light" }
        #expect(state.html == ["data-theme": "dark", "data-theme-forced": "dark", "data-theme-choice": "light"])
        #expect(state.pressed["light"] == "true")
    }

    @Test func forcedPageKeepsItsSchemeOnSystem() throws {
        let state = try run { $0.forced = "light" }
        #expect(state.html == ["data-theme": "light", "data-theme-forced": "light", "data-theme-choice": "system"])
    }

    @Test func forcedPageKeepsItsSchemeAtNight() throws {
        let atNight = try run { $0.forced = "dark"; $0.stored = "night" }
        #expect(atNight.html == ["data-theme": "dark", "data-theme-forced": "dark", "data-theme-choice": "night"])
        #expect(atNight.pressed["night"] == "true")
    }

    // MARK: Preview frames

    @Test func previewAppearanceWinsOverTheStoredChoice() throws {
        let state = try run { $0.search = "?sitegen-appearance=night"; $0.stored = "light" }
        #expect(state.html == ["data-theme": "night", "data-theme-choice": "night"])
    }

    @Test func previewFrameNeverWritesTheStoredChoice() throws {
        let state = try run { $0.search = "?sitegen-appearance=dark"; $0.stored = "light"; $0.steps += [.click("night")] }
        #expect(state.html["data-theme"] == "night")
        #expect(state.stored == "light")
    }

    @Test func previewFrameIgnoresOtherTabs() throws {
        let state = try run { $0.search = "?sitegen-appearance=dark"; $0.steps += [.otherTab("light"), .pageshow(persisted: true, stored: "night")] }
        #expect(state.html["data-theme"] == "dark")
    }

    @Test func unknownPreviewAppearanceFallsBackToTheStoredChoice() throws {
        let state = try run { $0.search = "?sitegen-appearance=blue"; $0.stored = "dark" }
        #expect(state.html["data-theme"] == "dark")
    }

    // MARK: Night schedule

    @Test func scheduleTurnsSystemToNightWithinItsHours() throws {
        let state = try run({ $0.now = "23:30" }, settings: night)
        #expect(state.html == ["data-theme": "night", "data-theme-choice": "system"])
        #expect(state.pressed["system"] == "true")
    }

    @Test func scheduleLeavesSystemAloneOutsideItsHours() throws {
        let state = try run({ $0.now = "12:00" }, settings: night)
        #expect(state.html == ["data-theme-choice": "system"])
    }

    @Test func openPageTurnsNightWhenTheScheduleStartsAndBackWhenItEnds() throws {
        let started = try run({ $0.now = "21:59"; $0.steps += [.clock("22:00")] }, settings: night)
        #expect(started.html["data-theme"] == "night")
        let ended = try run({ $0.now = "05:59"; $0.steps += [.clock("06:00")] }, settings: night)
        #expect(ended.html["data-theme"] == nil)
        #expect(ended.intervals == [60_000])
    }

    @Test func explicitChoiceWinsOverTheSchedule() throws {
        let state = try run({ $0.now = "23:30"; $0.stored = "light" }, settings: night)
        #expect(state.html["data-theme"] == "light")
    }

    @Test func withoutAScheduleNoTimerRuns() throws {
        #expect(try run { _ in }.intervals == [])
    }

    // MARK: theme-color

    @Test func themeColorFollowsTheOSOnSystem() throws {
        #expect(try run { _ in }.themeColors == ["#ffffff", "#1b1b1f"])
    }

    @Test func themeColorFollowsAnExplicitChoice() throws {
        #expect(try run { $0.stored = "dark" }.themeColors == ["#1b1b1f", "#1b1b1f"])
        #expect(try run { $0.stored = "night" }.themeColors == ["#000000", "#000000"])
        #expect(try run { $0.stored = "light" }.themeColors == ["#ffffff", "#ffffff"])
    }

    // MARK: Image variants

    @Test func picturesFollowTheOSOnSystem() throws {
        let state = try run { $0.body = [ScriptHarness.picture(variants: ["dark", "night"])] }
        #expect(state.sources == ["(prefers-color-scheme: dark)", "not all"])
    }

    @Test func explicitDarkShowsTheDarkVariant() throws {
        let state = try run { $0.stored = "dark"; $0.body = [ScriptHarness.picture(variants: ["dark", "night"])] }
        #expect(state.sources == ["all", "not all"])
    }

    @Test func explicitLightShowsThePlainImage() throws {
        let state = try run { $0.stored = "light"; $0.body = [ScriptHarness.picture(variants: ["dark", "night"])] }
        #expect(state.sources == ["not all", "not all"])
    }

    @Test func nightShowsTheNightVariant() throws {
        let state = try run { $0.stored = "night"; $0.body = [ScriptHarness.picture(variants: ["dark", "night"])] }
        #expect(state.sources == ["not all", "all"])
    }

    @Test func nightWithoutANightVariantShowsTheDarkOne() throws {
        let state = try run { $0.stored = "night"; $0.body = [ScriptHarness.picture(variants: ["dark"])] }
        #expect(state.sources == ["all"])
    }

    @Test func pictureInsideADarkSectionFollowsTheSection() throws {
        let section = ScriptHarness.Node(tag: "div", attrs: ["data-theme": "dark"], children: [ScriptHarness.picture(variants: ["dark"])])
        #expect(try run { $0.body = [section] }.sources == ["all"])
        #expect(try run { $0.stored = "light"; $0.body = [section] }.sources == ["all"])
    }

    @Test func pictureInsideALightSectionOfADarkPageShowsThePlainImage() throws {
        let section = ScriptHarness.Node(tag: "div", attrs: ["data-theme": "light"], children: [ScriptHarness.picture(variants: ["dark"])])
        #expect(try run { $0.stored = "dark"; $0.body = [section] }.sources == ["not all"])
    }

    @Test func nightWinsOverASectionsScheme() throws {
        let section = ScriptHarness.Node(tag: "div", attrs: ["data-theme": "light"], children: [ScriptHarness.picture(variants: ["dark", "night"])])
        #expect(try run { $0.stored = "night"; $0.body = [section] }.sources == ["not all", "all"])
    }

    @Test func picturesAreFixedAsTheParserAddsThemBeforeDOMContentLoaded() throws {
        let state = try run { $0.stored = "dark"; $0.body = [ScriptHarness.picture(variants: ["dark", "night"])]; $0.steps = [.parseBody] }
        #expect(state.sources == ["all", "not all"])
    }

    @Test func choosingUpdatesPicturesAlreadyOnThePage() throws {
        let state = try run { $0.body = [ScriptHarness.appearance, ScriptHarness.picture(variants: ["dark", "night"])]; $0.steps += [.click("light")] }
        #expect(state.sources == ["not all", "not all"])
    }
}
