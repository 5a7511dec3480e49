import Testing
@testable import Theme

@Suite struct ColorParsingTests {
    @Test func threeDigitHexRepeatsEachDigit() throws {
        #expect(try Color(css: "#1af").css == "#11aaff")
    }

    @Test func fourDigitHexCarriesAlpha() throws {
        #expect(try Color(css: "#1af8").css == "#11aaff88")
    }

    @Test func sixDigitHexIsCaseInsensitive() throws {
        #expect(try Color(css: "#0A66D8").css == "#0a66d8")
    }

    @Test func eightDigitHexCarriesAlpha() throws {
        let color = try Color(css: "#0a66d880")
        #expect(color.css == "#0a66d880")
        #expect(abs(color.alpha - 128.0 / 255) < 1e-9)
    }

    @Test func opaqueEightDigitHexSerialisesAsSix() throws {
        #expect(try Color(css: "#0a66d8ff").css == "#0a66d8")
    }

    @Test func surroundingWhitespaceIsIgnored() throws {
        #expect(try Color(css: "  #fff\n").css == "#ffffff")
    }

    @Test func rgbWithCommas() throws {
        #expect(try Color(css: "rgb(10, 102, 216)").css == "#0a66d8")
    }

    @Test func rgbaWithCommasAndAlpha() throws {
        #expect(try Color(css: "rgba(10,102,216,0.5)").css == "#0a66d880")
    }

    @Test func rgbWithSpacesAndSlashAlpha() throws {
        #expect(try Color(css: "rgb(10 102 216 / 50%)").css == "#0a66d880")
    }

    @Test func rgbWithPercentages() throws {
        #expect(try Color(css: "rgb(100%, 50%, 0%)").css == "#ff8000")
    }

    @Test func functionNamesAreCaseInsensitive() throws {
        #expect(try Color(css: "RGB(0, 0, 0)").css == "#000000")
    }

    @Test func hslWithCommas() throws {
        #expect(try Color(css: "hsl(120, 100%, 25%)").css == "#008000")
    }

    @Test func hslaWithSpacesAngleUnitAndAlpha() throws {
        #expect(try Color(css: "hsla(0.5turn 100% 50% / 0.25)").css == "#00ffff40")
    }

    @Test func hslNegativeHueWrapsAround() throws {
        #expect(try Color(css: "hsl(-120deg, 100%, 50%)").css == "#0000ff")
    }

    @Test func hslWithZeroSaturationIsGray() throws {
        #expect(try Color(css: "hsl(200, 0%, 50%)").css == "#808080")
    }

    @Test func hexWithWrongDigitCountIsAnError() {
        #expect(throws: ThemeSyntaxError("'#12345' is not a color: a hex color has 3, 4, 6 or 8 digits")) {
            try Color(css: "#12345")
        }
    }

    @Test func hexWithNonHexDigitIsAnError() {
        #expect(throws: ThemeSyntaxError("'#12g' is not a color: '#' must be followed by hex digits only")) {
            try Color(css: "#12g")
        }
    }

    @Test func namedColorsAreNotAccepted() {
        #expect(throws: ThemeSyntaxError("'red' is not a color: use #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()")) {
            try Color(css: "red")
        }
    }

    @Test func unknownFunctionIsAnError() {
        #expect(throws: ThemeSyntaxError("'lab(50 20 30)' is not a color: unknown function 'lab()'; use rgb(), rgba(), hsl() or hsla()")) {
            try Color(css: "lab(50 20 30)")
        }
    }

    @Test func rgbWithTwoComponentsIsAnError() {
        #expect(throws: ThemeSyntaxError("'rgb(1, 2)' is not a color: expected three components and an optional alpha")) {
            try Color(css: "rgb(1, 2)")
        }
    }

    @Test func mixedSeparatorsAreAnError() {
        #expect(throws: ThemeSyntaxError("'rgb(1, 2 3)' is not a color: separate the components either all with commas, or with spaces and '/' before the alpha")) {
            try Color(css: "rgb(1, 2 3)")
        }
    }

    @Test func outOfRangeChannelIsAnError() {
        #expect(throws: ThemeSyntaxError("'rgb(300, 0, 0)' is not a color: the red 300 is outside 0–255")) {
            try Color(css: "rgb(300, 0, 0)")
        }
    }

    @Test func outOfRangeAlphaIsAnError() {
        #expect(throws: ThemeSyntaxError("'rgba(0, 0, 0, 2)' is not a color: the alpha 2 is outside 0–1")) {
            try Color(css: "rgba(0, 0, 0, 2)")
        }
    }

    @Test func componentThatIsNotANumberIsAnError() {
        #expect(throws: ThemeSyntaxError("'rgb(a, 0, 0)' is not a color: 'a' is not a number")) {
            try Color(css: "rgb(a, 0, 0)")
        }
    }

    @Test func hslSaturationWithAngleUnitIsAnError() {
        #expect(throws: ThemeSyntaxError("'hsl(0, 50deg, 50%)' is not a color: the saturation must be a percentage")) {
            try Color(css: "hsl(0, 50deg, 50%)")
        }
    }

    @Test func unclosedFunctionIsAnError() {
        #expect(throws: ThemeSyntaxError.self) {
            try Color(css: "rgb(0, 0, 0")
        }
    }

    @Test func hugeMalformedInputEndsWithAnError() {
        let input = "rgb(" + String(repeating: ",", count: 200_000) + ")"
        #expect(throws: ThemeSyntaxError.self) {
            try Color(css: input)
        }
    }
}
