import Testing
@testable import Core

/// "Did you mean …?": the candidate fewest typing slips away, two at most.
@Suite struct SuggestionTests {
    @Test func twoLettersSwappedAreOneSlip() {
        #expect(Suggestion.closest(to: "endfi", among: ["endfor", "endif", "endblock"]) == "endif")
        #expect(Suggestion.closest(to: "biuld", among: ["serve", "build", "new"]) == "build")
        #expect(Suggestion.closest(to: "page.contnet", among: ["page.content", "page.title"]) == "page.content")
    }

    @Test func aLetterMissingExtraOrWrongIsOneSlip() {
        #expect(Suggestion.closest(to: "endblok", among: ["endfor", "endif", "endblock"]) == "endblock")
        #expect(Suggestion.closest(to: "--ouput", among: ["--output", "--source"]) == "--output")
        #expect(Suggestion.closest(to: "--draft", among: ["--drafts", "--strict"]) == "--drafts")
    }

    @Test func nothingMoreThanTwoSlipsAwayIsSuggested() {
        #expect(Suggestion.closest(to: "publish", among: ["build", "serve", "new"]) == nil)
        #expect(Suggestion.closest(to: "abcd", among: ["badc"]) == "badc", "two swaps")
        #expect(Suggestion.closest(to: "abcdef", among: ["badcfe"]) == nil, "three swaps")
    }
}
