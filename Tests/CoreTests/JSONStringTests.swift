import Testing
@testable import Core

@Suite struct JSONStringTests {
    @Test func escapesQuotesBackslashesAndControls() {
        #expect(JSONString.quoted("a\"b\\c\nd\u{01}") == #""a\"b\\c\nd\u0001""#)
    }

    @Test func escapesWhatCouldEndAScriptElement() {
        #expect(JSONString.quoted("</script>&") == #""\u003c/script\u003e\u0026""#)
    }

    @Test func keepsUnicode() {
        #expect(JSONString.quoted("café 😀") == "\"café 😀\"")
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = "x\"\\\n\t\u{2028}<é>"
        #expect(try JSONParser.parse(SourceText(path: "a", text: JSONString.quoted(text))).string == text)
    }
}
