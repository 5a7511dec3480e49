import DocC
import Testing

@Suite struct DirectiveParserTests {
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
}
