import Testing
@testable import Theme

@Suite struct ColorContrastTests {
    @Test func whiteHasLuminanceOneAndBlackZero() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
    }

    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(Color.black.contrastRatio(on: .white) == 21)
    }

    @Test func gray777OnWhiteIsJustBelowTheTextMinimum() throws {
        let ratio = try Color(css: "#777").contrastRatio(on: .white)
        #expect(ContrastReport.ratio(ratio) == "4.48:1")
        #expect(ratio < 4.5)
    }

    @Test func gray767676OnWhiteIsTheLightestPassingGray() throws {
        #expect(ContrastReport.ratio(try Color(css: "#767676").contrastRatio(on: .white)) == "4.54:1")
    }

    @Test func contrastIsSymmetric() throws {
        let blue = try Color(css: "#0a66d8")
        #expect(blue.contrastRatio(on: .white) == Color.white.contrastRatio(on: blue))
    }

    @Test func pureRedOnBlackIsFivePointTwoFive() throws {
        #expect(ContrastReport.ratio(try Color(css: "#f00").contrastRatio(on: .black)) == "5.25:1")
    }

    @Test func pureGreenLuminanceIsItsWCAGCoefficient() throws {
        #expect(abs(try Color(css: "#00ff00").relativeLuminance - 0.7152) < 1e-12)
    }

    @Test func translucentForegroundIsCompositedBeforeMeasuring() throws {
        let halfBlack = try Color(css: "#00000080")
        #expect(halfBlack.composited(over: .white).css == "#7f7f7f")
        #expect(halfBlack.contrastRatio(on: .white) == halfBlack.composited(over: .white).contrastRatio(on: .white))
    }

    @Test func componentsOutsideTheUnitRangeAreClamped() {
        #expect(Color(red: 1.5, green: -1, blue: 0.5).css == "#ff0080")
    }
}
