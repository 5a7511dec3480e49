import Testing
@testable import Core

@Suite struct SourceLocatorTests {
    /// Every kind of line break, characters of two, three and four bytes, and bytes that are not UTF-8: a
    /// lone continuation byte, a sequence cut short by ASCII, by a line break and by the end of the text.
    let text: [UInt8] = Array("\u{FEFF}aé€😀b\r\nc\rd\n\né".utf8) + [0x80, 0x41, 0xE2, 0x82, 0x42, 0xF0, 0x9F, 0x0A, 0x43, 0xE2, 0x82, 0x20, 0x0D]
        + Array("€x\r".utf8) + [0xE2]

    func expectLocatedAsSourceTextLocates(offsets: some Sequence<Int>, in text: [UInt8]? = nil) {
        let source = SourceText(path: "a.md", bytes: text ?? self.text)
        var locator = SourceLocator(source)
        for offset in offsets {
            let location = locator.location(ofOffset: offset)
            #expect(location == source.location(ofOffset: offset), "offset \(offset)")
            #expect(source.line(number: location.line) == source.line(containingOffset: offset), "offset \(offset)")
        }
    }

    @Test func locatesEveryOffsetAskedForInOrderAsSourceTextDoes() {
        expectLocatedAsSourceTextLocates(offsets: -1...(text.count + 1))
    }

    @Test func locatesTheEndAfterAFinalLineBreakAsSourceTextDoes() {
        for text in ["a\r", "a\r\n", "a\n", "é\r\r"] {
            expectLocatedAsSourceTextLocates(offsets: 0...text.utf8.count, in: Array(text.utf8))
            expectLocatedAsSourceTextLocates(offsets: [text.utf8.count], in: Array(text.utf8))
        }
    }

    @Test func locatesOffsetsFarApartAsSourceTextDoes() {
        for step in 2...7 {
            for start in 0..<step {
                expectLocatedAsSourceTextLocates(offsets: stride(from: start, through: text.count, by: step))
            }
        }
    }

    @Test func locatesAnOffsetBeforeTheLastAskedForAsSourceTextDoes() {
        expectLocatedAsSourceTextLocates(offsets: [30, 4, 12, 11, text.count, 0, 31])
    }

    @Test func countsTheColumnsOfALongLineInCharacters() {
        let line = String(repeating: "é€😀, ", count: 2_000)
        var locator = SourceLocator(SourceText(path: "a.md", text: "first\n" + line))
        for entry in stride(from: 0, to: 2_000, by: 97) {
            let location = locator.location(ofOffset: 6 + entry * 11 + 9)
            #expect(location == SourceLocation(path: "a.md", line: 2, column: entry * 5 + 4))
        }
    }
}
