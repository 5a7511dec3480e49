import Testing

@Suite struct PythonGrammarTests {
    @Test func triplQuotedStringsSpanLines() {
        #expect(highlighted("'''a\n'b'\n''' x", "py") == token("string", "'''a\n'b'\n'''") + " x")
    }

    @Test func fStringFieldsAreCodeAndDoubledBracesText() {
        #expect(highlighted("f\"{{a}} {b + 1}\"", "python") == token("string", "f&quot;{{a}} ") + token("punctuation", "{")
            + "b " + token("punctuation", "+") + " " + token("number", "1") + token("punctuation", "}")
            + token("string", "&quot;"))
    }

    @Test func stringPrefixesBelongToTheString() {
        #expect(highlighted("rb'\\d' u\"x\"", "python") == token("string", "rb'\\d'") + " " + token("string", "u&quot;x&quot;"))
    }

    @Test func decoratorsAtALineStartAreAttributesAndMatrixProductIsNot() {
        #expect(highlighted("@app.route\na @ b", "python") == token("attribute", "@app.route") + "\na "
            + token("punctuation", "@") + " b")
    }

    @Test func softKeywordsOnlyStartingAStatement() {
        #expect(highlighted("match x:\nmatch = 1", "python") == token("keyword", "match") + " x" + token("punctuation", ":")
            + "\nmatch " + token("punctuation", "=") + " " + token("number", "1"))
    }

    @Test func definedNamesAreFunctionsAndClasses() {
        #expect(highlighted("def run(): class page:", "python") == token("keyword", "def") + " " + token("function", "run")
            + token("punctuation", "():") + " " + token("keyword", "class") + " " + token("type", "page") + token("punctuation", ":"))
    }
}
