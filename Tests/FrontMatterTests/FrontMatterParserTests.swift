import Core
import Foundation
import Testing
@testable import FrontMatter

@Suite struct FrontMatterParserTests {
    func parse(_ text: String) throws(Diagnostic) -> FrontMatter {
        try FrontMatterParser.split(SourceText(path: "Content/x.md", text: text)).frontMatter
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    func date(_ text: String) -> Date? {
        CivilDate.parse(text)
    }

    @Test func pageWithoutFrontMatterHasAnEmptyOneAndAllItsBytesAsBody() throws {
        let split = try FrontMatterParser.split(SourceText(path: "a.md", text: "# Hi\n"))
        #expect(split.frontMatter.entries.isEmpty)
        #expect(split.bodyOffset == 0)
    }

    @Test func bodyStartsAfterTheClosingLine() throws {
        let split = try FrontMatterParser.split(SourceText(path: "a.md", text: "---\ntitle: A\n---\n# Hi\n"))
        #expect(split.bodyOffset == 17)
        #expect(split.bodyLineOffset == 3)
    }

    @Test func aFileHeadThatEndsInsideTheFrontMatterAsksForMore() throws {
        for head in ["---\ntitle: A\n", "+++\ntitle = \"A\"\n", "{\"title\": \"A\",\n", "\n\n"] {
            #expect(try FrontMatterParser.split(head: SourceText(path: "a.md", text: head), isWholeFile: false) == nil, "\(head)")
        }
    }

    @Test func aFileHeadThatHoldsTheClosingLineSplitsAsTheWholeFileDoes() throws {
        let file = "---\ntitle: A\n---\n# Hi\nmore body\n"
        let head = try #require(try FrontMatterParser.split(head: SourceText(path: "a.md", text: "---\ntitle: A\n---\n# Hi\n"), isWholeFile: false))
        let whole = try FrontMatterParser.split(SourceText(path: "a.md", text: file))
        #expect(head.frontMatter.entries == whole.frontMatter.entries)
        #expect(head.bodyOffset == whole.bodyOffset && head.bodyLineOffset == whole.bodyLineOffset)
    }

    @Test func aFileHeadWithoutFrontMatterNeedsNoMore() throws {
        let split = try #require(try FrontMatterParser.split(head: SourceText(path: "a.md", text: "# Hi\n"), isWholeFile: false))
        #expect(split.frontMatter.entries.isEmpty && split.bodyOffset == 0)
    }

    @Test func handlesByteOrderMarkAndCRLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: A\r\n---\r\nbody".utf8)
        let split = try FrontMatterParser.split(SourceText(path: "a.md", bytes: bytes))
        #expect(split.frontMatter["title"]?.value == .string("A"))
        #expect(String(decoding: bytes[split.bodyOffset...], as: UTF8.self) == "body")
    }

    @Test func readsPlainSingleAndDoubleQuotedStrings() throws {
        let frontMatter = try parse("""
            ---
            plain: Hello, world:again
            single: 'it''s # not a comment'
            double: "say \\"hi\\"\\n\\u00e9"
            ---
            """)
        #expect(frontMatter["plain"]?.value == .string("Hello, world:again"))
        #expect(frontMatter["single"]?.value == .string("it's # not a comment"))
        #expect(frontMatter["double"]?.value == .string("say \"hi\"\né"))
    }

    @Test func typesNumbersBooleansAndNull() throws {
        let frontMatter = try parse("---\nweight: 10\nratio: -1.5e2\nversion: 1.10\ndraft: true\nempty:\ntilde: ~\nhex: 0x1F\n---\n")
        #expect(frontMatter["weight"]?.value == .number(10, text: "10"))
        #expect(frontMatter["ratio"]?.value == .number(-150, text: "-1.5e2"))
        #expect(frontMatter["version"]?.value.scalarText == "1.10")
        #expect(frontMatter["draft"]?.value == .bool(true))
        #expect(frontMatter["empty"]?.value == .null)
        #expect(frontMatter["tilde"]?.value == .null)
        #expect(frontMatter["hex"]?.value == .string("0x1F"))
    }

    @Test func readsTheThreeDateForms() throws {
        let frontMatter = try parse("---\na: 2023-09-14\nb: 2023-09-14 10:30\nc: 2026-11-22T10:00:00Z\n---\n")
        #expect(frontMatter["a"]?.value == .date(Date(timeIntervalSince1970: 1_694_649_600), text: "2023-09-14"))
        #expect(frontMatter["b"]?.value == .date(Date(timeIntervalSince1970: 1_694_687_400), text: "2023-09-14 10:30"))
        #expect(frontMatter["c"]?.value == .date(Date(timeIntervalSince1970: 1_795_341_600), text: "2026-11-22T10:00:00Z"))
    }

    @Test func appliesTimeZoneOffsetsAndFractions() {
        #expect(date("2026-11-22T12:00:00+02:00") == date("2026-11-22T10:00:00Z"))
        #expect(date("2026-11-22 10:00:00.5") == Date(timeIntervalSince1970: 1_795_341_600.5))
        #expect(date("2024-02-29") != nil)
        #expect(date("2023-02-29") == nil)
        #expect(date("2023-09-14 24:00") == nil)
    }

    @Test func readsInlineLists() throws {
        let frontMatter = try parse("---\ntags: [swift, \"web dev\", 'a, b', 3]\nnested: [[a], []]\n---\n")
        #expect(frontMatter["tags"]?.value == .list([.string("swift"), .string("web dev"), .string("a, b"), .number(3, text: "3")]))
        #expect(frontMatter["nested"]?.value == .list([.list([.string("a")]), .list([])]))
    }

    @Test func readsBlockListsIndentedOrNot() throws {
        let frontMatter = try parse("---\ntags:\n  - swift\n  - \"web dev\"\naliases:\n- /old/\n- /older/\n---\n")
        #expect(frontMatter["tags"]?.value == .list([.string("swift"), .string("web dev")]))
        #expect(frontMatter["aliases"]?.value == .list([.string("/old/"), .string("/older/")]))
    }

    @Test func readsNestedBlocksAndListsOfBlocks() throws {
        let frontMatter = try parse("""
            ---
            cover:
              image: photo.png
              alt: A photo
            links:
              - name: Swift
                url: https://swift.org
              - name: Docs
            ---
            """)
        guard case .map(let cover) = frontMatter["cover"]?.value else {
            Issue.record("cover is not a block of keys")
            return
        }
        #expect(cover.map(\.key) == ["image", "alt"])
        #expect(cover[1].value == .string("A photo"))
        #expect(cover[1].keyLocation == SourceLocation(path: "Content/x.md", line: 4, column: 3))
        guard case .list(let links) = frontMatter["links"]?.value, case .map(let first) = links.first else {
            Issue.record("links is not a list of blocks")
            return
        }
        #expect(links.count == 2)
        #expect(first.map(\.key) == ["name", "url"])
        #expect(first[1].value == .string("https://swift.org"))
    }

    @Test func readsLiteralAndFoldedBlockText() throws {
        let frontMatter = try parse("---\nliteral: |\n  one\n  two\n\nfolded: >-\n  one\n  two\n\n  three\nnext: x\n---\n")
        #expect(frontMatter["literal"]?.value == .string("one\ntwo\n"))
        #expect(frontMatter["folded"]?.value == .string("one two\nthree"))
        #expect(frontMatter["next"]?.value == .string("x"))
    }

    @Test func ignoresCommentsAndBlankLines() throws {
        let frontMatter = try parse("---\n# a comment\n\ntitle: Hi # trailing\ncolor: '#fff' # quoted hash\nanchor: a#b\n---\n")
        #expect(frontMatter.entries.map(\.key) == ["title", "color", "anchor"])
        #expect(frontMatter["title"]?.value == .string("Hi"))
        #expect(frontMatter["color"]?.value == .string("#fff"))
        #expect(frontMatter["anchor"]?.value == .string("a#b"))
    }

    @Test func recordsKeyAndValueLocations() throws {
        let entry = try parse("---\n\ntitle:   Hello\n---\n")["title"]
        #expect(entry?.keyLocation == SourceLocation(path: "Content/x.md", line: 3, column: 1))
        #expect(entry?.valueLocation == SourceLocation(path: "Content/x.md", line: 3, column: 10))
    }

    @Test func unclosedQuoteIsAnErrorAtTheQuote() {
        #expect(error("---\ntitle: \"Hello\n---\n") == """
            Content/x.md:2:8: error: unclosed double quote: expected a closing " before the end of the front matter
            title: "Hello
                   ^
            """)
        #expect(error("---\ntitle: 'Hello\n---\n")?.hasPrefix("Content/x.md:2:8: error: unclosed single quote: expected a closing ' before the end of the front matter") == true)
    }

    @Test func aDateThatNamesNoRealDayIsText() throws {
        #expect(try parse("---\ndate: 2023-13-01\n---\n")["date"]?.value == .string("2023-13-01"))
    }

    @Test func tabIndentationIsAnError() {
        #expect(error("---\ntags:\n\t- swift\n---\n")?.hasPrefix(
            "Content/x.md:3:1: error: tab used for indentation: indent front matter with spaces") == true)
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValueWithAWarningAtTheSecondKey() throws {
        let split = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\ntitle: A\ndraft: false\ntitle: B\n---\n"))
        #expect(split.frontMatter.entries.map(\.key) == ["title", "draft"])
        #expect(split.frontMatter["title"]?.value == .string("B"))
        #expect(split.warnings.map(\.summary) == ["Content/x.md:4:1: warning: duplicate key 'title' (first set on line 2): the last value is used"])
    }

    @Test func unclosedFrontMatterIsAnErrorAtTheOpeningLine() {
        #expect(error("---\ntitle: A\n")?.hasPrefix(
            "Content/x.md:1:1: error: front matter is not closed: expected a line with '---' after the last key") == true)
    }

    @Test func lineWithoutAKeyIsAnError() {
        #expect(error("---\ntitle: A\njust words\n---\n")?.hasPrefix("Content/x.md:3:1: error: expected 'key: value'") == true)
    }

    @Test func unexpectedIndentationIsAnError() {
        #expect(error("---\ntitle: A\n  extra: B\n---\n")?.hasPrefix(
            "Content/x.md:3:3: error: unexpected indentation: expected 'key: value' at the indentation of the keys above") == true)
    }

    @Test func textAfterAQuotedValueIsAnError() {
        #expect(error("---\ntitle: \"A\" B\n---\n")?.hasPrefix(
            "Content/x.md:2:12: error: unexpected text after the value: quote the whole value or put a '#' before a comment") == true)
    }

    // Seen in swift.org's _data: `owner: "Robb B\xF6hnke"`, which YAML reads as "Robb Böhnke".
    @Test func doubleQuotedStringsTakeEveryEscapeYAMLAndJSONHave() throws {
        let frontMatter = try parse(#"""
            ---
            x: "B\xF6hnke"
            u: "\u00F6 \U0001F600 \ud83d\ude00"
            c: "\a\b\e\f\v\0\N\_\L\P\/\ \	."
            ---

            """#)
        #expect(frontMatter["x"]?.value == .string("Böhnke"))
        #expect(frontMatter["u"]?.value == .string("ö 😀 😀"))
        #expect(frontMatter["c"]?.value == .string("\u{07}\u{08}\u{1B}\u{0C}\u{0B}\0\u{85}\u{A0}\u{2028}\u{2029}/ \t."))
        #expect(error("---\na: \"\\xG1\"\n---\n")?.contains("expected 2 hex digits after '\\x'") == true)
        #expect(error("---\na: \"\\ud83d\\u0041\"\n---\n")?.contains("expected a low surrogate") == true)
        #expect(error("---\na: \"\\U00110000\"\n---\n")?.contains("'\\U' names no character") == true)
    }

    @Test func whatNoYAMLReaderAcceptsIsAnError() {
        #expect(error("---\na: *ref\n---\n")?.hasPrefix("Content/x.md:2:4: error: unknown alias '*ref': name a value '&ref' before using it") == true)
        #expect(error("---\na: [1, 2\n---\n")?.hasPrefix("Content/x.md:2:4: error: unclosed list: expected ']'") == true)
        #expect(error("---\na: \"\\q\"\n---\n")?.contains("unknown escape '\\q'") == true)
        #expect(error("---\ntitle: Swift: the language\n---\n")?.hasPrefix(
            "Content/x.md:2:13: error: a value without quotes cannot contain ': ': put the whole value in quotes") == true)
    }

    @Test func neverHangsOnHugeMalformedInput() {
        let huge = "---\n" + String(repeating: "a: [[[[\"", count: 20_000) + "\n" + String(repeating: "- ", count: 50_000)
        #expect(error(huge) != nil)
    }
}
