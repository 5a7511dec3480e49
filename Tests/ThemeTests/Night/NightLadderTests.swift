import Foundation
import Testing
@testable import Theme

@Suite struct NightLadderTests {
    @Test func rungsOnBlackRunFromThreeToFourAndAHalfThenFullRed() {
        let ladder = NightLadder(brightestBackground: 0)
        #expect(ladder.rungs.map(\.css) == ["#bb0000", "#cc0000", "#dc0000", "#ed0000", "#ff0000"])
    }

    @Test func aBrighterBackgroundLiftsEveryTextRung() throws {
        let background = try Color(css: "#190000").relativeLuminance
        #expect(NightLadder(brightestBackground: background).rungs.map(\.css) == ["#c00000", "#d10000", "#e20000", "#f30000", "#ff0000"])
    }

    @Test func secondaryAndBodyRungsMeetTheirMinimumsWithAMargin() {
        for level in stride(from: 0, through: 40, by: 5) {
            let background = Color(red: Double(level) / 255, green: 0, blue: 0)
            let ladder = NightLadder(brightestBackground: background.relativeLuminance)
            let secondary = ladder.secondary.contrastRatio(on: background), body = ladder.body.contrastRatio(on: background)
            #expect(secondary >= 3.1 && secondary < 3.2, "secondary \(ladder.secondary.css) on \(background.css): \(secondary)")
            #expect(body >= 4.6 && body < 4.7, "body \(ladder.body.css) on \(background.css): \(body)")
        }
    }

    @Test func textRungsAreEvenlySpacedInPerceivedLightness() {
        let lightness = NightLadder(brightestBackground: 0).rungs.prefix(NightLadder.textRungCount).map { 116 * cbrt($0.relativeLuminance) - 16 }
        let steps = zip(lightness.dropFirst(), lightness).map { $0 - $1 }
        #expect(steps.count == 3)
        #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.5 && $0 > 3 }, "\(steps)")
    }

    @Test func tenItemsSpreadFromTheFirstRungToBodyTexts() {
        let ladder = NightLadder(brightestBackground: 0)
        let rungs = (0..<10).map { ladder.textRung(rank: $0, of: 10) }
        #expect(rungs.map { ladder.rungs.firstIndex(of: $0)! } == [0, 0, 1, 1, 1, 2, 2, 2, 3, 3])
    }

    @Test func aSingleItemTakesTheFirstRung() {
        let ladder = NightLadder(brightestBackground: 0)
        #expect(ladder.textRung(rank: 0, of: 1) == ladder.secondary)
    }
}
