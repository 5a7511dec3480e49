import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct ThemeCommandTests {
    let folder = TemporaryDirectory()

    /// The path of a site folder with only `Templates/theme.json`.
    func site(themeJSON: String) -> String {
        folder.write("Templates/theme.json", themeJSON)
        return folder.path
    }

    @Test func printsTheNightLevelsOfTheDefaults() {
        let result = sitegen("theme", "--source", site(themeJSON: #"{"colors": {}}"#))
        #expect(result.status == 0)
        #expect(result.output.contains("""

            night                 red        on black  level  role
            accent                #ff0000    5.25:1    2      accent, links, needs 4.5:1
            text                  #f30000    4.81:1    1      body text, needs 4.5:1

            """))
        #expect(result.output.contains("text-secondary        #f30000    4.81:1    1      secondary text, needs 4.5:1\n"))
        #expect(result.output.contains("\nAll 117 checks pass (39 pairs in light, dark and night).\n"))
        #expect(result.output.hasSuffix("""
            Distinct reds: 2 for what is read. Syntax kinds at night: keyword and attribute bold, comment italic, \
            string and number full red on #330000.

            """))
    }

    @Test func aSiteTextColorBelowItsNightMinimumFails() {
        let result = sitegen("theme", "--source", site(themeJSON: ##"{"colors": {"text": {"light": "#000", "dark": "#fff", "night": "#800000"}}}"##))
        #expect(result.status == 1)
        #expect(result.output.contains("text                  #800000    1.92:1    1      body text, needs 4.5:1\n"))
    }
}
