import Testing
@testable import Core

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(Diagnostic) -> JSONValue {
        try JSONParser.parse(SourceText(path: "site.json", text: text))
    }

    func error(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesScalars() throws {
        #expect(try parse("true").bool == true)
        #expect(try parse("false").bool == false)
        #expect(try parse(" -12.5e1 ").number == -125)
        #expect(try parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#).string == "a\"b\\c\né😀")
        if case .null = try parse("null").kind {} else { Issue.record("null did not parse as null") }
    }

    @Test func keepsMemberOrderAndLocations() throws {
        let value = try parse("{\n  \"title\": \"Docs\",\n  \"baseURL\": \"/\"\n}")
        #expect(value.members?.map(\.key) == ["title", "baseURL"])
        #expect(value.members?[1].keyLocation == SourceLocation(path: "site.json", line: 3, column: 3))
        #expect(value["title"]?.location == SourceLocation(path: "site.json", line: 2, column: 12))
        #expect(value["title"]?.sourceLine == "  \"title\": \"Docs\",")
    }

    @Test func locatesValuesOnOneLineByCharactersAndAcrossLineBreaksOfEveryKind() throws {
        let value = try parse("{\"é\": \"ü\", \"list\": [1, {\"x\": true}],\r\n\"a\":\r1,\n \"b\": 2}")
        let list = try #require(value["list"]?.array)
        #expect(value["é"]?.location == SourceLocation(path: "site.json", line: 1, column: 7))
        #expect(list[1].members?[0].keyLocation == SourceLocation(path: "site.json", line: 1, column: 25))
        #expect(list[1]["x"]?.location == SourceLocation(path: "site.json", line: 1, column: 30))
        #expect(value["a"]?.location == SourceLocation(path: "site.json", line: 3, column: 1))
        #expect(value.members?[3].keyLocation == SourceLocation(path: "site.json", line: 4, column: 2))
        #expect(value["b"]?.sourceLine == " \"b\": 2}")
    }

    @Test func locatesMembersDeepInAMinifiedLineAfterCharactersOfManyBytes() throws {
        let members = (0..<3_000).map { "\"k\($0)\":[\"é€😀\",\($0)]" }.joined(separator: ",")
        let line = "{\"title\":\"Ünïcödé\",\"map\":{\(members)}}"
        let map = try #require(try parse("\n" + line)["map"]?.members)
        for member in [1, 1_234, 2_999] {
            let key = try #require(line.range(of: ",\"k\(member)\":"))
            let keyColumn = line.unicodeScalars[..<key.lowerBound].count + 2
            #expect(map[member].keyLocation == SourceLocation(path: "site.json", line: 2, column: keyColumn))
            #expect(map[member].value.array?[1].location == SourceLocation(path: "site.json", line: 2, column: keyColumn + "\"k\(member)\":[\"é€😀\",".unicodeScalars.count))
            #expect(map[member].value.sourceLine == line)
        }
    }

    @Test func parsesNestedArrays() throws {
        let value = try parse(#"{"a": [1, [2, {"b": []}]]}"#)
        #expect(value["a"]?.array?.count == 2)
        #expect(value["a"]?.array?[1].array?[1]["b"]?.array?.isEmpty == true)
    }

    @Test func reportsMissingCommaWithLineAndColumn() {
        let diagnostic = error("{\n  \"a\": 1\n  \"b\": 2\n}")
        #expect(diagnostic?.summary == "site.json:3:3: error: expected ',' or '}' after an object member")
    }

    @Test func reportsDuplicateKeyAtTheSecondKey() {
        #expect(error("{\"a\": 1, \"a\": 2}")?.summary == "site.json:1:10: error: duplicate key 'a'")
    }

    @Test func reportsAStringThatIsNotUTF8AtItsStart() {
        let bytes = Array("{\"a\": \"caf".utf8) + [0xE9] + Array("\"}".utf8)
        do {
            _ = try JSONParser.parse(SourceText(path: "site.json", bytes: bytes))
            Issue.record("a string that is not UTF-8 was parsed")
        } catch {
            #expect(error.summary == "site.json:1:7: error: string is not valid UTF-8")
        }
    }

    @Test func reportsUnterminatedStringAtItsStart() {
        #expect(error("{\"a\": \"oops}")?.summary == "site.json:1:7: error: unterminated string")
    }

    @Test func rejectsTrailingCommaAndTrailingText() {
        #expect(error("[1, ]")?.summary == "site.json:1:5: error: expected a value (string, number, object, array, true, false or null)")
        #expect(error("{} x")?.summary == "site.json:1:4: error: unexpected text after the JSON value")
    }

    @Test func rejectsBadNumbersAndEscapes() {
        #expect(error("01") != nil)
        #expect(error("1.") != nil)
        #expect(error("-") != nil)
        #expect(error(#""\x""#)?.message == "invalid escape sequence in string")
        #expect(error(#""\ud800""#)?.message == "unpaired surrogate in \\u escape")
        #expect(error("\"a\tb\"")?.message == "control character in string (write it as an escape such as \\n)")
    }

    @Test func boundsNestingDepthInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(error(deep)?.message == "JSON nested more than 256 levels deep")
    }

    @Test func skipsAByteOrderMark() throws {
        let source = SourceText(path: "a.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(try JSONParser.parse(source).members?.isEmpty == true)
    }
}
