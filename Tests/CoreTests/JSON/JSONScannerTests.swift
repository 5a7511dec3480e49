import Testing
@testable import Core

@Suite struct JSONScannerTests {
    struct Point: Equatable {
        var x: Int
        var label: String?
    }

    func points(_ text: String) throws(Diagnostic) -> [Point] {
        var json = JSONScanner(SourceText(path: "points.json", text: text))
        let points = try json.array { json throws(Diagnostic) in
            let start = json.offset
            var x: Int?, label: String?
            try json.readObject { json, key throws(Diagnostic) in
                switch key {
                case "x": x = try json.readInt()
                case "label": label = try json.optional { json throws(Diagnostic) in try json.readString() }
                default: try json.skipValue()
                }
            }
            return Point(x: try json.required(x, "x", inObjectAt: start), label: label)
        }
        try json.finish()
        return points
    }

    func error(_ text: String) -> Diagnostic? {
        do {
            _ = try points(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsMembersItAsksForAndSkipsTheRest() throws {
        let text = #" [ {"x": 1, "skip": {"deep": [1, "two", null, true, {"a": -2.5e3}]}, "label": "caf\u00e9"}, {"label": null, "x": -7} ] "#
        #expect(try points(text) == [Point(x: 1, label: "café"), Point(x: -7, label: nil)])
        #expect(try points("[]") == [])
    }

    @Test func stringsWithAndWithoutEscapesReadTheSame() throws {
        #expect(try points(#"[{"x": 0, "label": "plain ✓"}]"#) == [Point(x: 0, label: "plain ✓")])
        #expect(try points(#"[{"x": 0, "label": "a\"b\\c\n\ud83d\ude00 ✓"}]"#) == [Point(x: 0, label: "a\"b\\c\n😀 ✓")])
    }

    @Test func aMissingMemberIsReportedAtItsObject() {
        let problem = error("[{\"x\": 1},\n  {\"label\": \"no x\"}]")
        #expect(problem?.message == #"expected a member "x" in this object"#)
        #expect(problem?.location == SourceLocation(path: "points.json", line: 2, column: 3))
    }

    @Test func skippedValuesAreCheckedAsStrictlyAsReadOnes() {
        #expect(error(#"[{"x": 1, "skip": [1, 2,]}]"#) != nil)
        #expect(error("[{\"x\": 1, \"skip\": \"tab\tinside\"}]")?.message.contains("control character") == true)
        #expect(error(#"[{"x": 1, "skip": tru}]"#) != nil)
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(error(#"[{"x": 1, "skip": "# + deep + "}]")?.message.contains("nested more than") == true)
    }

    @Test func wrongTypesAndTrailingTextAreLocatedErrors() {
        #expect(error(#"[{"x": "1"}]"#)?.message == "expected a number")
        #expect(error(#"[{"x": 1.5}]"#)?.message == "expected a whole number")
        #expect(error(#"[{"x": 1}] ["#)?.message == "unexpected text after the JSON value")
        #expect(error(#"[{"x": 1} {"x": 2}]"#)?.location == SourceLocation(path: "points.json", line: 1, column: 11))
        var invalidUTF8 = JSONScanner(SourceText(path: "points.json", bytes: [UInt8](#""caf"#.utf8) + [0xE9, 0x22]))
        #expect(throws: Diagnostic.self) { try invalidUTF8.readString() }
    }
}
