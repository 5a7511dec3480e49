import Core
import Testing
@testable import Theme

@Suite struct AssetCatalogTests {
    private func colorset(_ name: String) throws -> TokenDefinition {
        let path = "Catalogs/Colors.xcassets/\(name).colorset/Contents.json"
        let source = SourceText(path: path, text: try Fixtures.text(path))
        return try AssetCatalogColor.definition(named: name, in: source).get()
    }

    private func errors(_ json: String) -> [String] {
        let source = SourceText(path: "Templates/Colors.xcassets/X.colorset/Contents.json", text: json)
        guard case .failure(let list) = AssetCatalogColor.definition(named: "x", in: source) else { return [] }
        return list.diagnostics.map(\.summary)
    }

    @Test func floatComponentsForAnyAndDark() throws {
        let token = try colorset("backgroundPrimary")
        #expect(token.light.css == "#f2f2f7")
        #expect(token.dark.css == "#1c1c1e")
    }

    @Test func eightBitIntegerComponents() throws {
        let token = try colorset("LabelEightBit")
        #expect(token.light.css == "#1d1d1f")
        #expect(token.dark.css == "#f5f5f7")
    }

    @Test func hexComponentsAndExplicitLightWinOverAny() throws {
        let token = try colorset("HexTint")
        #expect(token.light.css == "#0000ff")
        #expect(token.dark.css == "#1c1c1e")
    }

    @Test func highContrastVariantsAreSkipped() throws {
        #expect(try colorset("HexTint").dark.css != "#000000")
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        let token = try colorset("WideGamut")
        #expect(token.light.css == "#ff0000")
        #expect(token.dark.css == "#559bd1")
    }

    @Test func extendedSRGBIsClampedAndExtendedLinearIsEncoded() throws {
        let token = try colorset("ExtendedGlow")
        #expect(token.light.css == "#ff8000")
        #expect(token.dark.css == "#7f7f7f")
    }

    @Test func grayGammaColorSpaces() throws {
        let token = try colorset("GraySurface")
        #expect(token.light.css == "#ffffff")
        #expect(token.dark.css == "#000000")
    }

    @Test func jsonNumberComponentsAndUniversalIdiomPreferred() throws {
        let token = try colorset("Brand/Highlight")
        #expect(token.light.css == "#ff8000")
    }

    @Test func colorsetWithoutDarkUsesAnyInDark() throws {
        let token = try colorset("NoDark")
        #expect(token.dark == token.light)
    }

    @Test func definitionIsLocatedAtTheColorsKey() throws {
        let token = try colorset("backgroundPrimary")
        #expect(token.location?.description == "Catalogs/Colors.xcassets/backgroundPrimary.colorset/Contents.json:2:3")
    }

    @Test func systemColorReferenceIsAnError() {
        let json = ##"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"##
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:45: error: system color 'systemBlueColor' cannot be used on the web; give the color's components instead"])
    }

    @Test func unknownColorSpaceIsAnError() {
        let json = """
        {"colors": [{"color": {"color-space": "cmyk", "components": {"red": "1.0", "green": "0", "blue": "0"}}}]}
        """
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:39: error: unsupported color space 'cmyk'; use srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray"])
    }

    @Test func componentOutOfRangeIsAnErrorAtTheComponent() {
        let json = """
        {"colors": [{"color": {"color-space": "srgb",
          "components": {"red": "300", "green": "0", "blue": "0"}}}]}
        """
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:2:25: error: the red component 300 is outside 0–255"])
    }

    @Test func floatOutsideUnitRangeInPlainSRGBIsAnError() {
        let json = ##"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.2", "green": "0", "blue": "0"}}}]}"##
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:69: error: the red component 1.2 is outside 0–1 (use an extended color space for values beyond it)"])
    }

    @Test func componentThatIsNotANumberIsAnError() {
        let json = ##"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "red", "green": "0", "blue": "0"}}}]}"##
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:69: error: the red component 'red' is not a number; write it as 0.949, 242 or 0xF2"])
    }

    @Test func missingComponentIsAnError() {
        let json = ##"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.0", "green": "0"}}}]}"##
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:61: error: color has no 'blue' component"])
    }

    @Test func onlyADarkEntryIsAnError() {
        let json = ##"{"colors": [{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0"}}}]}"##
        #expect(errors(json) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:2: error: colorset 'x' has no Any or Light color"])
    }

    @Test func missingColorsArrayIsAnError() {
        #expect(errors(##"{"info": {"version": 1}}"##) == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:1: error: a colorset's Contents.json needs a 'colors' array"])
    }

    @Test func malformedJSONIsAnErrorWithItsLocation() {
        #expect(errors("{\"colors\": [}") == ["Templates/Colors.xcassets/X.colorset/Contents.json:1:13: error: expected a value (string, number, object, array, true, false or null)"])
    }
}
