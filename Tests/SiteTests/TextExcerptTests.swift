import Testing
@testable import Site

@Suite struct TextExcerptTests {
    @Test func collapsesWhitespace() {
        #expect(TextExcerpt.make("  one\n\n two\tthree  ", maximumLength: 100) == "one two three")
    }

    @Test func cutsAtAWordBoundaryWithAnEllipsis() {
        #expect(TextExcerpt.make("alpha beta gamma", maximumLength: 12) == "alpha beta…")
        #expect(TextExcerpt.make("alpha beta gamma", maximumLength: 16) == "alpha beta gamma")
    }

    @Test func cutsAOneWordTextInsideTheWord() {
        #expect(TextExcerpt.make("abcdefgh", maximumLength: 4) == "abcd…")
    }

    @Test func countsCharactersNotBytes() {
        #expect(TextExcerpt.make("é é é é", maximumLength: 5) == "é é…")
        #expect(TextExcerpt.make("😀😀😀", maximumLength: 2) == "😀😀…")
    }

    @Test func emptyTextStaysEmpty() {
        #expect(TextExcerpt.make(" \n ", maximumLength: 10) == "")
    }
}
