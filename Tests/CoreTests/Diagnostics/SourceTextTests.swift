import Testing
@testable import Core

@Suite struct SourceTextTests {
    @Test func locatesOffsetsOnEachKindOfLineBreak() {
        let source = SourceText(path: "a.md", text: "ab\ncd\r\nef\rgh")
        #expect(source.location(ofOffset: 0) == SourceLocation(path: "a.md", line: 1, column: 1))
        #expect(source.location(ofOffset: 4) == SourceLocation(path: "a.md", line: 2, column: 2))
        #expect(source.location(ofOffset: 7) == SourceLocation(path: "a.md", line: 3, column: 1))
        #expect(source.location(ofOffset: 11) == SourceLocation(path: "a.md", line: 4, column: 2))
    }

    @Test func countsColumnsInCharactersNotBytes() {
        let source = SourceText(path: "a.md", text: "é€x")
        #expect(source.location(ofOffset: 5).column == 3)
    }

    @Test func returnsLinesWithoutTheirBreaks() {
        let source = SourceText(path: "a.md", text: "one\r\ntwo\n")
        #expect(source.line(number: 1) == "one")
        #expect(source.line(number: 2) == "two")
        #expect(source.line(number: 3) == "")
        #expect(source.line(number: 9) == "")
        #expect(source.line(containingOffset: 6) == "two")
    }

    @Test func clampsOffsetsPastTheEnd() {
        let source = SourceText(path: "a.md", text: "ab")
        #expect(source.location(ofOffset: 99) == SourceLocation(path: "a.md", line: 1, column: 3))
    }
}
