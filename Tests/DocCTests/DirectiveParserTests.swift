@testable import DocC
import Testing

@Suite struct DirectiveParserTests {
    /// `@Name(arguments)` with its children, on `line`.
    func directive(_ name: String, _ arguments: [(String, String)] = [], line: Int, _ children: [DocCNode] = []) -> DocCNode {
        .directive(Directive(
            name: name, arguments: arguments.map { Directive.Argument(label: $0.0, value: $0.1) }, children: children, line: line))
    }

    func problem(line: Int, column: Int, _ message: String) -> DocCNode {
        .problem(DirectiveProblem(line: line, column: column, message: message))
    }

    @Test func aDirectiveWithBracesHoldsItsLinesWithoutTheirIndentation() {
        let nodes = DirectiveParser.parse("Intro\n\n@Row {\n    @Column(size: 2) {\n        Text\n    }\n}\n")
        guard case .directive(let row) = nodes[1] else { Issue.record("no directive"); return }
        #expect(row.name == "Row")
        #expect(row.line == 3)
        #expect(row.children(named: "Column").first?.argument("size") == "2")
        #expect(row.children(named: "Column").first?.children == [.markdown("Text", line: 5)])
    }

    @Test func linesInFencedCodeAreNeverDirectives() {
        let text = "```\n@Row {\n}\n```"
        #expect(DirectiveParser.parse(text) == [.markdown(text, line: 1)])
    }

    @Test func quotedArgumentsKeepCommasAndColons() {
        guard case .directive(let image)? = DirectiveParser.parse("@Image(source: \"a, b\", alt: \"x: y\")").first else {
            Issue.record("no directive"); return
        }
        #expect(image.argument("source") == "a, b")
        #expect(image.argument("alt") == "x: y")
    }

    @Test func anUnlabelledArgumentHasAnEmptyLabel() {
        guard case .directive(let tab)? = DirectiveParser.parse("@Tab(\"Swift\") { Body }").first else { Issue.record("no directive"); return }
        #expect(tab.argument("") == "Swift")
        #expect(tab.children == [.markdown("Body", line: 1)])
    }

    @Test func aLowercaseAtWordIsText() {
        #expect(DirectiveParser.parse("@available(iOS 13, *)") == [.markdown("@available(iOS 13, *)", line: 1)])
    }

    // MARK: Arguments over several lines

    @Test func argumentsOverSeveralLinesOpenOneDirectiveThatKeepsItsSectionOpen() {
        let text = """
            @Resources {
              Explore more.

              @Forums(
                destination: "https://example.com/forums"
              ) {
                Discuss.
              }

              @SampleCode(destination: "https://example.com/code") {
                Download.
              }
            }
            """
        #expect(DirectiveParser.parse(text) == [
            directive("Resources", line: 1, [
                .markdown("Explore more.\n", line: 2),
                directive("Forums", [("destination", "https://example.com/forums")], line: 4, [.markdown("Discuss.", line: 7)]),
                directive("SampleCode", [("destination", "https://example.com/code")], line: 10, [.markdown("Download.", line: 11)]),
            ]),
        ])
    }

    @Test func argumentsMayEndWithTheirParenthesisAloneOnALine() {
        let text = "@Image(\n  source: \"a.png\",\n  alt: \"A\"\n)\nText"
        #expect(DirectiveParser.parse(text) == [
            directive("Image", [("source", "a.png"), ("alt", "A")], line: 1),
            .markdown("Text", line: 5),
        ])
    }

    @Test func aBraceAtTheStartOfTheNextLineOpensTheContent() {
        #expect(DirectiveParser.parse("@Metadata\n{\n  @PageKind(article)\n}") == [
            directive("Metadata", line: 1, [directive("PageKind", [("", "article")], line: 3)]),
        ])
    }

    // MARK: Directive syntax that cannot be read as written

    @Test func anExtraParenthesisIsReportedAndTheDirectiveKept() {
        #expect(DirectiveParser.parse("@Code(name: \"x.swift\", file: y.swift))") == [
            problem(line: 1, column: 38, "')' after '@Code(…)' is ignored; DocC expects '{' or the end of the line after a directive's arguments"),
            directive("Code", [("name", "x.swift"), ("file", "y.swift")], line: 1),
        ])
    }

    @Test func anExtraParenthesisBeforeABraceStillOpensTheContent() {
        #expect(DirectiveParser.parse("@Step {\n  @Code(file: a.swift)) {\n    @Image(source: a.png)\n  }\n  Text\n}") == [
            directive("Step", line: 1, [
                problem(line: 2, column: 23, "')' after '@Code(…)' is ignored; DocC expects '{' or the end of the line after a directive's arguments"),
                directive("Code", [("file", "a.swift")], line: 2, [directive("Image", [("source", "a.png")], line: 3)]),
                .markdown("Text", line: 5),
            ]),
        ])
    }

    @Test func wordsAfterTheNameAreReportedAndLeftOut() {
        #expect(DirectiveParser.parse("@Row garbage {\n  @Column {\n    Text\n  }\n}") == [
            problem(line: 1, column: 6, "'garbage' after '@Row' is ignored; DocC expects '(', '{' or the end of the line after a directive's name"),
            directive("Row", line: 1, [directive("Column", line: 2, [.markdown("Text", line: 3)])]),
        ])
    }

    @Test func textAfterAnOpeningBraceIsReportedAndLeftOut() {
        #expect(DirectiveParser.parse("@Step { Do this\n  Text\n}") == [
            problem(line: 1, column: 9, "'Do this' after the '{' of '@Step' is ignored; DocC expects a directive's content "
                + "on the lines after its '{', or before a '}' that ends the line"),
            directive("Step", line: 1, [.markdown("Text", line: 2)]),
        ])
    }

    @Test func anUnclosedParenthesisKeepsTheArgumentsUpToABlankLine() {
        #expect(DirectiveParser.parse("@Image(source: a.png, alt: \"A\"\n\nText") == [
            problem(line: 1, column: 7, "'(' of '@Image' is not closed; DocC expects ')' after a directive's arguments "
                + "(without it, DocC reads the lines that follow as arguments, up to a blank line)"),
            directive("Image", [("source", "a.png"), ("alt", "A")], line: 1),
            .markdown("\nText", line: 2),
        ])
    }

    @Test func anUnclosedParenthesisBeforeABraceStillOpensTheContent() {
        #expect(DirectiveParser.parse("@Section(title: \"One\" {\n  Text\n}") == [
            problem(line: 1, column: 9, "'(' of '@Section' is not closed; DocC expects ')' after a directive's arguments "
                + "(without it, DocC reads the lines that follow as arguments, up to a blank line)"),
            directive("Section", [("title", "One")], line: 1, [.markdown("Text", line: 2)]),
        ])
    }

    @Test func anUnclosedQuoteIsNamed() {
        #expect(DirectiveParser.parse("@Image(source: \"a.png)")[0] == problem(
            line: 1, column: 7, "a quoted argument of '@Image' is not closed; DocC expects ')' after a directive's arguments "
                + "(without it, DocC reads the lines that follow as arguments, up to a blank line)"))
    }

    @Test func anUnclosedBraceRunsToTheEndOfThePage() {
        #expect(DirectiveParser.parse("@Row {\n  Text") == [
            problem(line: 1, column: 6, "'{' of '@Row' is not closed, so its content runs to the end of the page; "
                + "DocC expects a line starting with '}' to end a directive's content"),
            directive("Row", line: 1, [.markdown("Text", line: 2)]),
        ])
    }

    @Test func aBraceThatClosesNothingIsReportedAndLeftOut() {
        #expect(DirectiveParser.parse("Text\n}\nMore") == [
            .markdown("Text", line: 1),
            problem(line: 2, column: 1, "'}' closes no directive and is left out (DocC would show it as text); "
                + "DocC expects '}' only to end a directive's content"),
            .markdown("More", line: 3),
        ])
    }

    @Test func textAfterAClosingBraceIsReportedAndLeftOut() {
        #expect(DirectiveParser.parse("@Row {\n  Text\n} )") == [
            directive("Row", line: 1, [
                .markdown("Text", line: 2),
                problem(line: 3, column: 3, "')' after the '}' that closes '@Row' is ignored; DocC expects '}' alone on its line"),
            ]),
        ])
    }

    @Test func aDirectiveInOneLineBracesIsReadAndReported() {
        #expect(DirectiveParser.parse("@Column { @Image(source: a.png) }") == [
            problem(line: 1, column: 11, "a directive between the braces of a one-line '@Column { … }' is read as one here, "
                + "but DocC shows it as text; DocC expects a directive inside another on the lines after its '{'"),
            directive("Column", line: 1, [directive("Image", [("source", "a.png")], line: 1)]),
        ])
    }

    // MARK: Arguments DocC reads otherwise

    @Test func aSecondColonInAValueIsReported() {
        #expect(DirectiveParser.parse("@Code(file: a.swift, previousFile: file: b.swift)") == [
            problem(line: 1, column: 40, "unexpected ':' in the value of 'previousFile' of '@Code', where DocC ends the value; "
                + "DocC expects quotes around a value that holds ':' or spaces, and ',' between arguments"),
            directive("Code", [("file", "a.swift"), ("previousFile", "file: b.swift")], line: 1),
        ])
    }

    @Test func anUnquotedValueWithSpacesIsReported() {
        #expect(DirectiveParser.parse("@Image(source: a.png, alt: A sloth)") == [
            problem(line: 1, column: 30, "unexpected text after 'A' in the arguments of '@Image', where DocC ends the value; "
                + "DocC expects quotes around a value that holds spaces, and ',' between arguments"),
            directive("Image", [("source", "a.png"), ("alt", "A sloth")], line: 1),
        ])
    }

    @Test func anArgumentGivenTwiceIsReportedAndTheLastIsRead() {
        let nodes = DirectiveParser.parse("@Image(source: a.png, source: b.png)")
        #expect(nodes[0] == problem(line: 1, column: 23, "'source' is given twice to '@Image'; DocC expects each argument once, and reads the last"))
        guard case .directive(let image) = nodes[1] else { Issue.record("no directive"); return }
        #expect(image.argument("source") == "b.png")
    }

    // MARK: Indentation

    @Test func anIndentedCodeBlockShowingADirectiveIsCode() {
        let text = "Intro\n\n    @Tutorial(time: 30) {\n        @Intro(title: \"Sloths\") {\n        }\n    }\n\nAfter"
        #expect(DirectiveParser.parse(text) == [.markdown(text, line: 1)])
    }

    @Test func indentedCodeInADirectiveIsCodeRelativeToItsContent() {
        let text = "@Step {\n    Text\n\n        @Image(source: a.png)\n        }\n}"
        #expect(DirectiveParser.parse(text) == [
            directive("Step", line: 1, [.markdown("Text\n\n    @Image(source: a.png)\n    }", line: 2)]),
        ])
    }

    @Test func aBodyLosesTheIndentationOfItsFirstLine() {
        let text = "@Step {\n    Text\n    ```\nlet x = 1\n    ```\n}"
        #expect(DirectiveParser.parse(text) == [directive("Step", line: 1, [.markdown("Text\n```\nlet x = 1\n```", line: 2)])])
    }

    @Test func aTabIndentsToTheNextMultipleOfFour() {
        #expect(DirectiveParser.parse("@Row {\n\t@Column {\n\t\tText\n\t}\n}") == [
            directive("Row", line: 1, [directive("Column", line: 2, [.markdown("Text", line: 3)])]),
        ])
    }

    @Test func aDirectiveIndentedLessThanFourInAListEndsTheList() {
        #expect(DirectiveParser.parse("- Item\n  @Image(source: a.png)\n- Other") == [
            .markdown("- Item", line: 1),
            directive("Image", [("source", "a.png")], line: 2),
            .markdown("- Other", line: 3),
        ])
    }

    @Test func aDirectiveInABlockQuoteIsText() {
        #expect(DirectiveParser.parse("> @Image(source: a.png)") == [.markdown("> @Image(source: a.png)", line: 1)])
    }

    @Test func linesInAnHTMLCommentAreNeverDirectivesOrBraces() {
        let text = "<!--\n@Image(source: a.png)\n  struct S {\n  }\n}\n-->"
        #expect(DirectiveParser.parse(text) == [.markdown(text, line: 1)])
    }

    @Test func windowsLineEndsSeparateLines() {
        #expect(DirectiveParser.parse("@Row {\r\n  Text\r\n}\r\n") == [directive("Row", line: 1, [.markdown("Text", line: 2)])])
    }

    // Found by the long fuzz run: with lines ended by a CR alone, a page's abstract ran on through its headings, and a
    // link to the page showed them, ids and all, beside the page's own.
    @Test func aCarriageReturnAloneEndsALineAsInCommonMark() {
        #expect(DirectiveParser.parse("@Row {\r  Text\r}\r# Title\rAbstract.\r") == [
            directive("Row", line: 1, [.markdown("Text", line: 2)]), .markdown("# Title\nAbstract.\n", line: 4),
        ])
    }

    // MARK: Malformed input

    @Test func malformedInputOfAnySizeIsReadToItsEnd() {
        let repeated = "@A(x: \"\n}\n@B) ) {\n}\n"
        let nodes = DirectiveParser.parse(String(repeating: repeated, count: 20_000) + "@C" + String(repeating: "(", count: 100_000))
        // Each repetition: the unclosed quote, @A, the stray `}`, the extra `)`, @B; then the unclosed `(` and @C.
        #expect(nodes.count == 5 * 20_000 + 2)
    }

    @Test func directivesNestedPastTheCapAreReadAsTheirParentsContent() {
        let cap = DirectiveReader.maximumDepth
        let nodes = DirectiveParser.parse(String(repeating: "@Row {\n", count: cap + 1) + "Text\n")
        var levels: [[DocCNode]] = [nodes]
        while case .directive(let row)? = levels.last?.last(where: { if case .directive = $0 { true } else { false } }) {
            levels.append(row.children)
        }
        #expect(levels.count == cap + 2)
        #expect(levels[cap] == [
            problem(line: cap + 1, column: 6, "'@Row' is nested more than \(cap) directives deep, so its content is read as its "
                + "parent's, and its '}' ends its parent; DocC's own directives nest at most six deep"),
            directive("Row", line: cap + 1),
            .markdown("Text\n", line: cap + 2),
        ])
    }
}
