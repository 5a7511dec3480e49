import Testing
@testable import Site

@Suite struct TextExcerptTests {
    @Test func collapsesWhitespace() {
        #expect(TextExcerpt.make("  one\n\n two\tthree  ".utf8, maximumLength: 100) == "one two three")
    }

    @Test func cutsAtAWordBoundaryWithAnEllipsis() {
        #expect(TextExcerpt.make("alpha beta gamma".utf8, maximumLength: 12) == "alpha beta…")
        #expect(TextExcerpt.make("alpha beta gamma".utf8, maximumLength: 16) == "alpha beta gamma")
    }

    @Test func cutsAOneWordTextInsideTheWord() {
        #expect(TextExcerpt.make("abcdefgh".utf8, maximumLength: 4) == "abcd…")
    }

    @Test func countsCharactersNotBytes() {
        #expect(TextExcerpt.make("é é é é".utf8, maximumLength: 5) == "é é…")
        #expect(TextExcerpt.make("😀😀😀".utf8, maximumLength: 2) == "😀😀…")
    }

    @Test func emptyTextStaysEmpty() {
        #expect(TextExcerpt.make(" \n ".utf8, maximumLength: 10) == "")
    }
}
