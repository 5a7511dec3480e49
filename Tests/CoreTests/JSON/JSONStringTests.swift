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

    @Test func findsEachEscapeAtAnyPositionOfALongText() {
        let escapes: [(String, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1F}", #"\u001f"#), ("<", #"\u003c"#),
                                           (">", #"\u003e"#), ("&", #"\u0026"#), ("\u{2028}", #"\u2028"#)]
        for (character, escape) in escapes {
            for position in 0..<20 {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "é", count: 19 - position)
                #expect(JSONString.quoted(before + character + after) == "\"" + before + escape + after + "\"")
            }
        }
    }

    @Test func escapesEachOfSeveralEscapesInEightBytes() {
        #expect(JSONString.quoted("<>&\"\\\n\r\t\u{0}") == #""\u003c\u003e\u0026\"\\\n\r\t\u0000""#)
    }

    @Test func keepsDashesAndCurlyQuotesThatStartAsLineSeparatorsDo() {
        #expect(JSONString.quoted("a—b’c\u{2029}d………") == "\"a—b’c\\u2029d………\"")
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = "x\"\\\n\t\u{2028}<é>"
        #expect(try JSONParser.parse(SourceText(path: "a", text: JSONString.quoted(text))).string == text)
    }

    @Test func escapesEveryControlCharacter() {
        for code in 0..<0x20 where ![0x09, 0x0A, 0x0D].contains(code) {
            let hex = String(code, radix: 16)
            #expect(JSONString.quoted(String(UnicodeScalar(UInt8(code)))) == "\"\\u00" + (hex.count == 1 ? "0" : "") + hex + "\"")
        }
        #expect(JSONString.quoted("\u{7F}") == "\"\u{7F}\"")
    }

    @Test func escapesLineAndParagraphSeparatorsAtTheEdgesOfTheText() {
        #expect(JSONString.quoted("\u{2028}") == #""\u2028""#)
        #expect(JSONString.quoted("\u{2029}abcdefgh\u{2028}") == #""\u2029abcdefgh\u2028""#)
    }

    @Test func keepsApostrophesUnlessAsked() {
        #expect(JSONString.quoted("it's") == #""it's""#)
        var output: [UInt8] = []
        JSONString.appendQuoted("it's a 'long' text, isn't it", escapingApostrophes: true, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == #""it\u0027s a \u0027long\u0027 text, isn\u0027t it""#)
    }

    @Test func findsAnApostropheAtAnyPositionOfALongText() {
        for position in 0..<20 {
            let before = String(repeating: "a", count: position)
            let after = String(repeating: "b", count: 19 - position)
            var output: [UInt8] = []
            JSONString.appendQuoted(before + "'" + after, escapingApostrophes: true, to: &output)
            #expect(String(decoding: output, as: UTF8.self) == "\"" + before + #"\u0027"# + after + "\"")
        }
    }
}
