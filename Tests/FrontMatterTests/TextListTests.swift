import Testing
@testable import FrontMatter

@Suite struct TextListTests {
    @Test func readsBackTheTextsInOrder() {
        #expect(TextList(["swift", "web dev", "café"]).texts == ["swift", "web dev", "café"])
    }

    @Test func keepsEmptyTexts() {
        #expect(TextList(["", "a", ""]).texts == ["", "a", ""])
    }

    @Test func anEmptyListHasNoTexts() {
        #expect(TextList([]).texts == [])
    }

    @Test func keepsTextsHoldingTheSeparatorOrTheEscape() {
        let texts = ["a\u{1F}b", "\u{1E}", "\u{1E}\u{1F}", "\u{1F}", ""]
        #expect(TextList(texts).texts == texts)
    }

    @Test func listsOfTheSameTextsAreEqual() {
        #expect(TextList(["a", "b"]) == TextList(["a", "b"]))
        #expect(TextList(["a", "b"]) != TextList(["ab"]))
    }

    @Test func fitsInTheSizeOfAString() {
        #expect(MemoryLayout<TextList>.size == MemoryLayout<String>.size)
    }
}
