import Testing

@Suite struct MarkdownGrammarTests {
    @Test func headingsAreKeywords() {
        #expect(highlighted("## Title\n#hashtag", "md") == token("keyword", "## Title") + "\n#hashtag")
    }

    @Test func emphasisCodeSpansAndStrikethrough() {
        #expect(highlighted("*a* **b** `c` ~~d~~", "md") == token("type", "*a*") + " " + token("type", "**b**") + " "
            + token("string", "`c`") + " " + token("deleted", "~~d~~"))
    }

    @Test func underscoresInsideWordsAreNotEmphasis() {
        #expect(highlighted("snake_case_name", "md") == "snake_case_name")
    }

    @Test func linksHavePunctuationAndAStringDestination() {
        #expect(highlighted("[a](b)", "md") == token("punctuation", "[") + "a" + token("punctuation", "](")
            + token("string", "b") + token("punctuation", ")"))
    }

    @Test func fencedCodeInAKnownLanguageIsHighlightedInIt() {
        #expect(highlighted("```swift\nlet\n```", "md") == token("punctuation", "```") + token("attribute", "swift") + "\n"
            + token("keyword", "let") + "\n" + token("punctuation", "```"))
    }

    @Test func fencedCodeInAnUnknownLanguageIsAString() {
        #expect(highlighted("```\n*a*\n```", "md") == token("punctuation", "```") + "\n" + token("string", "*a*\n")
            + token("punctuation", "```"))
    }

    @Test func frontMatterIsYAML() {
        #expect(highlighted("---\na: 1\n---\n", "md") == token("punctuation", "---") + "\n" + token("attribute", "a")
            + token("punctuation", ":") + " " + token("number", "1") + "\n" + token("punctuation", "---") + "\n")
    }
}
