import Testing

@Suite struct JSONGrammarTests {
    @Test func keysAreAttributesAndValuesStrings() {
        #expect(highlighted(#"{"a": "b"}"#, "json") == token("punctuation", "{") + token("attribute", "&quot;a&quot;")
            + token("punctuation", ":") + " " + token("string", "&quot;b&quot;") + token("punctuation", "}"))
    }

    @Test func literalsAndSignedNumbers() {
        #expect(highlighted("[true, null, -1.5e3]", "json") == token("punctuation", "[") + token("keyword", "true")
            + token("punctuation", ",") + " " + token("keyword", "null") + token("punctuation", ",") + " "
            + token("number", "-1.5e3") + token("punctuation", "]"))
    }
}

@Suite struct YAMLGrammarTests {
    @Test func keysAreAttributesAndPlainValuesStrings() {
        #expect(highlighted("name: My Site", "yaml") == token("attribute", "name") + token("punctuation", ":") + " "
            + token("string", "My Site"))
    }

    @Test func valuesThatAreNumbersOrConstantsAreSo() {
        #expect(highlighted("a: 8080\nb: true\nc: 1.2.3", "yml") == token("attribute", "a") + token("punctuation", ":") + " "
            + token("number", "8080") + "\n" + token("attribute", "b") + token("punctuation", ":") + " "
            + token("keyword", "true") + "\n" + token("attribute", "c") + token("punctuation", ":") + " "
            + token("string", "1.2.3"))
    }

    @Test func anchorsAliasesAndTags() {
        #expect(highlighted("a: &x !!str v\nb: *x", "yaml") == token("attribute", "a") + token("punctuation", ":") + " "
            + token("function", "&amp;x") + " " + token("type", "!!str") + " " + token("string", "v") + "\n"
            + token("attribute", "b") + token("punctuation", ":") + " " + token("function", "*x"))
    }

    @Test func blockScalarBodyIsAStringUntilTheIndentationReturns() {
        #expect(highlighted("a: |\n  # not a comment\nb: 1", "yaml") == token("attribute", "a") + token("punctuation", ":")
            + " " + token("punctuation", "|") + "\n  " + token("string", "# not a comment") + "\n" + token("attribute", "b")
            + token("punctuation", ":") + " " + token("number", "1"))
    }

    @Test func hashInsideAValueIsNotAComment() {
        #expect(highlighted("url: a#b # c", "yaml") == token("attribute", "url") + token("punctuation", ":") + " "
            + token("string", "a#b") + " " + token("comment", "# c"))
    }
}
