import Foundation
import Testing
@testable import Theme

@Suite struct NightLadderTests {
    @Test func onBlackTextTakesTheDimmestRedAtFourAndAHalfWithAMargin() {
        let ladder = NightLadder(brightestBackground: 0)
        #expect(ladder.text.css == "#ed0000")
        #expect(NightLadder.accent.css == "#ff0000")
    }

    @Test func aBrighterBackgroundLiftsTheTextLevel() throws {
        let background = try Color(css: "#190000").relativeLuminance
        #expect(NightLadder(brightestBackground: background).text.css == "#f30000")
    }

    @Test func textMeetsFourAndAHalfOnEveryBackgroundUpToTheCeiling() {
        for level in stride(from: 0, through: 25, by: 5) {
            let background = Color(red: Double(level) / 255, green: 0, blue: 0)
            let text = NightLadder(brightestBackground: background.relativeLuminance).text
            let contrast = text.contrastRatio(on: background)
            #expect(contrast >= 4.6 && contrast < 4.7, "text \(text.css) on \(background.css): \(contrast)")
        }
    }

    @Test func fullRedOnALiteralsTintStillReadsAtFourAndAHalf() {
        let tint = NightLadder.literalTint
        #expect(tint.css == "#330000")
        #expect(NightLadder.accent.contrastRatio(on: tint) >= 4.6)
        let oneLevelBrighter = Color(red: tint.red + 1 / 255, green: 0, blue: 0)
        #expect(NightLadder.accent.contrastRatio(on: oneLevelBrighter) < 4.6)
    }
}
