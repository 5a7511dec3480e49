import Testing

@Suite struct MarkupGrammarTests {
    @Test func tagNamesAreKeywordsAndAttributesAttributes() {
        #expect(highlighted(#"<a href="/x">go</a>"#, "html") == token("punctuation", "&lt;") + token("keyword", "a") + " "
            + token("attribute", "href") + token("punctuation", "=") + token("string", "&quot;/x&quot;")
            + token("punctuation", "&gt;") + "go" + token("punctuation", "&lt;/") + token("keyword", "a")
            + token("punctuation", "&gt;"))
    }

    @Test func entitiesAreNumbersAndALooseAmpersandStaysPlain() {
        #expect(highlighted("a &amp; b & c", "html") == "a " + token("number", "&amp;amp;") + " b &amp; c")
    }

    @Test func commentsSpanLines() {
        #expect(highlighted("<!-- a\n<b> -->x", "xml") == token("comment", "&lt;!-- a\n&lt;b&gt; --&gt;") + "x")
    }

    @Test func scriptBodyIsJavaScriptAndStyleBodyCSS() {
        #expect(highlighted("<script>let a</script>", "html") == token("punctuation", "&lt;") + token("keyword", "script")
            + token("punctuation", "&gt;") + token("keyword", "let") + " a" + token("punctuation", "&lt;/")
            + token("keyword", "script") + token("punctuation", "&gt;"))
        #expect(highlighted("<style>p{}</style>", "html") == token("punctuation", "&lt;") + token("keyword", "style")
            + token("punctuation", "&gt;") + token("type", "p") + token("punctuation", "{}&lt;/") + token("keyword", "style")
            + token("punctuation", "&gt;"))
    }

    @Test func scriptOfAnotherTypeStaysPlain() {
        #expect(highlighted(#"<script type="text/x-template">let a</script>"#, "html") == token("punctuation", "&lt;")
            + token("keyword", "script") + " " + token("attribute", "type") + token("punctuation", "=")
            + token("string", "&quot;text/x-template&quot;") + token("punctuation", "&gt;") + "let a"
            + token("punctuation", "&lt;/") + token("keyword", "script") + token("punctuation", "&gt;"))
    }
}

@Suite struct CSSGrammarTests {
    @Test func selectorsAreTypesAndPropertiesAttributes() {
        #expect(highlighted("a.b:hover { color: red; }", "css") == token("type", "a.b:hover") + " "
            + token("punctuation", "{") + " " + token("attribute", "color") + token("punctuation", ":") + " red"
            + token("punctuation", ";") + " " + token("punctuation", "}"))
    }

    @Test func numbersKeepTheirUnitsAndColoursAreNumbers() {
        #expect(highlighted("margin: -1.5rem 50% #fff", "css") == token("attribute", "margin") + token("punctuation", ":")
            + " " + token("number", "-1.5rem") + " " + token("number", "50%") + " " + token("number", "#fff"))
    }

    @Test func atRulesAreKeywordsAndMediaFeaturesAttributes() {
        #expect(highlighted("@media (min-width: 1px) {}", "css") == token("keyword", "@media") + " "
            + token("punctuation", "(") + token("attribute", "min-width") + token("punctuation", ":") + " "
            + token("number", "1px") + token("punctuation", ")") + " " + token("punctuation", "{}"))
    }

    @Test func nestedRuleInsideABlockIsASelector() {
        #expect(highlighted("a { &:hover { x: 1 } }", "css") == token("type", "a") + " " + token("punctuation", "{") + " "
            + token("type", "&amp;:hover") + " " + token("punctuation", "{") + " " + token("attribute", "x")
            + token("punctuation", ":") + " " + token("number", "1") + " " + token("punctuation", "}") + " "
            + token("punctuation", "}"))
    }
}

@Suite struct JavaScriptGrammarTests {
    @Test func slashAfterAValueDivides() {
        #expect(highlighted("a / b / 2", "js") == "a " + token("punctuation", "/") + " b " + token("punctuation", "/") + " "
            + token("number", "2"))
    }

    @Test func slashWhereAValueIsExpectedStartsARegularExpression() {
        #expect(highlighted("x = /a[/]b/g.test(s)", "js") == "x " + token("punctuation", "=") + " "
            + token("string", "/a[/]b/g") + token("punctuation", ".") + token("function", "test")
            + token("punctuation", "(") + "s" + token("punctuation", ")"))
        #expect(highlighted("return /x/", "js") == token("keyword", "return") + " " + token("string", "/x/"))
    }

    @Test func templateSubstitutionsAreCodeAndNest() {
        #expect(highlighted("`a${b + `c${d}`}`", "js") == token("string", "`a") + token("punctuation", "${") + "b "
            + token("punctuation", "+") + " " + token("string", "`c") + token("punctuation", "${") + "d"
            + token("punctuation", "}") + token("string", "`") + token("punctuation", "}") + token("string", "`"))
    }

    @Test func objectKeysThatAreKeywordsStayPlain() {
        #expect(highlighted("{ default: 1 }", "js") == token("punctuation", "{") + " default" + token("punctuation", ":")
            + " " + token("number", "1") + " " + token("punctuation", "}"))
    }

    @Test func typeScriptBuiltInTypesAreKeywordsOnlyInTypeScript() {
        #expect(highlighted("let a: string", "ts") == token("keyword", "let") + " a" + token("punctuation", ":") + " "
            + token("keyword", "string"))
        #expect(highlighted("let a: string", "js") == token("keyword", "let") + " a" + token("punctuation", ":") + " string")
    }

    @Test func contextualKeywordsCalledAsFunctionsAreFunctions() {
        #expect(highlighted("get(x); async function f() {}", "js") == token("function", "get") + token("punctuation", "(")
            + "x" + token("punctuation", ");") + " " + token("keyword", "async") + " " + token("keyword", "function") + " "
            + token("function", "f") + token("punctuation", "()") + " " + token("punctuation", "{}"))
    }
}
