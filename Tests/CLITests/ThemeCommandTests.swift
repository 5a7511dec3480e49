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
            accent                #ff0000    5.25:1    5      accent, links, needs 3:1
            text                  #f30000    4.81:1    4      body text, needs 4.5:1

            """))
        #expect(result.output.contains("text-secondary        #c00000    3.24:1    1      secondary text, needs 3:1\n"))
        #expect(result.output.hasSuffix("Distinct reds: 5 for what is read, 4 among the 10 syntax colors.\n"))
    }

    @Test func aSiteTextColorBelowItsNightMinimumFails() {
        let result = sitegen("theme", "--source", site(themeJSON: ##"{"colors": {"text": {"light": "#000", "dark": "#fff", "night": "#800000"}}}"##))
        #expect(result.status == 1)
        #expect(result.output.contains("text                  #800000    1.92:1    1      body text, needs 4.5:1\n"))
    }
}
