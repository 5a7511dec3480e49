import Core
import Foundation
import Testing
@testable import Theme

@Suite struct ThemeLoaderTests {
    @Test func noTemplatesDirectoryGivesTheDefaults() throws {
        let (palette, warnings) = try ThemeLoader.load(templatesDirectory: nil)
        #expect(palette == .defaults)
        #expect(warnings.isEmpty)
    }

    @Test func missingTemplatesDirectoryGivesTheDefaults() throws {
        let (palette, _) = try ThemeLoader.load(templatesDirectory: "/nonexistent/sitegen/Templates")
        #expect(palette == .defaults)
    }

    @Test func defaultsNameTheTokensTheTemplatesAndHighlighterUse() {
        #expect(Palette.defaults.tokens.map(\.name) == [
            "accent", "background", "background-secondary", "border",
            "code-attribute", "code-background", "code-comment", "code-deleted", "code-function", "code-inserted",
            "code-keyword", "code-number", "code-punctuation", "code-string", "code-type",
            "text", "text-secondary",
        ])
    }

    @Test func themeFileOverridesADefault() throws {
        let directory = Fixtures.directory(["theme.json": ##"{"colors": {"text": {"light": "#222", "dark": "#ddd"}}}"##])
        let (palette, warnings) = try ThemeLoader.load(templatesDirectory: directory.path)
        #expect(palette["text"]?.light.css == "#222222")
        #expect(palette["text"]?.location?.description == "Templates/theme.json:1:13")
        #expect(warnings.isEmpty)
    }

    @Test func catalogColorsAreAddedUnderKebabCaseNames() throws {
        let (palette, _) = try ThemeLoader.load(templatesDirectory: try Fixtures.url("Catalogs").path)
        #expect(palette["background-primary"]?.light.css == "#f2f2f7")
        #expect(palette["brand-highlight"]?.light.css == "#ff8000")
        #expect(palette["label-eight-bit"]?.dark.css == "#f5f5f7")
    }

    @Test func themeFileWinsOverACatalogColorWithAWarning() throws {
        let (palette, warnings) = try ThemeLoader.load(templatesDirectory: try Fixtures.url("Catalogs").path)
        #expect(palette["accent"]?.night.css == "#ff0000")
        #expect(palette["accent"]?.nightIsDerived == false)
        #expect(warnings.map(\.summary) == [
            "Templates/theme.json:3:5: warning: theme.json's 'accent' replaces the color from Templates/Colors.xcassets/AccentColor.colorset/Contents.json",
        ])
    }

    @Test func displayPrefixNamesThePathsInDiagnostics() throws {
        let directory = Fixtures.directory(["theme.json": ##"{"colors": {"text": {"light": "#222"}}}"##])
        #expect(throws: DiagnosticList.self) { try ThemeLoader.load(templatesDirectory: directory.path, displayPrefix: "site/Templates") }
        do throws(DiagnosticList) {
            _ = try ThemeLoader.load(templatesDirectory: directory.path, displayPrefix: "site/Templates")
        } catch {
            #expect(error.diagnostics.map(\.summary) == ["site/Templates/theme.json:1:13: error: color 'text' has no dark value"])
        }
    }

    @Test func errorsFromEveryFileAreReportedTogether() throws {
        let directory = Fixtures.directory([
            "theme.json": ##"{"colors": {"text": {"light": "#222", "dark": "nope"}}}"##,
            "App.xcassets/Tint.colorset/Contents.json": ##"{"colors": []}"##,
        ])
        do throws(DiagnosticList) {
            _ = try ThemeLoader.load(templatesDirectory: directory.path)
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.summary) == [
                "Templates/App.xcassets/Tint.colorset/Contents.json:1:2: error: colorset 'tint' has no Any or Light color",
                "Templates/theme.json:1:47: error: 'nope' is not a color: use #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()",
            ])
        }
    }

    @Test func twoColorsetsWithTheSameTokenNameAreAnError() throws {
        let colorset = ##"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.0", "green": "0", "blue": "0"}}}]}"##
        let directory = Fixtures.directory([
            "A.xcassets/brandRed.colorset/Contents.json": colorset,
            "B.xcassets/BrandRed.colorset/Contents.json": colorset,
        ])
        do throws(DiagnosticList) {
            _ = try ThemeLoader.load(templatesDirectory: directory.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.summary) == [
                "Templates/B.xcassets/BrandRed.colorset/Contents.json:1:2: error: colorset 'BrandRed' becomes the token 'brand-red', which Templates/A.xcassets/brandRed.colorset/Contents.json already defines",
            ])
        }
    }
}
