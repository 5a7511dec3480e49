import Core
import Testing
import Templates

/// Text, text-only elements, quoted and unquoted attribute values and comments.
@Suite struct AttributeContextTests {
    static let hostile: TemplateValue = "x onerror=alert(1) \"'<b>"

    @Test func ordinaryTextSurvivesByteForByteInEveryQuotedPlace() throws {
        let value: TemplateValue = "Café au lait, 2 × 3 = 6"
        #expect(try render("<p>{{ v }}</p><title>{{ v }}</title><a title=\"{{ v }}\">", ["v": value])
            == "<p>Café au lait, 2 × 3 = 6</p><title>Café au lait, 2 × 3 = 6</title><a title=\"Café au lait, 2 × 3 = 6\">")
    }

    @Test func unquotedAttributeValueStaysOneAttribute() throws {
        #expect(try render("<img alt={{ t }} src=/a.png>", ["t": Self.hostile])
            == "<img alt=x&#32;onerror&#61;alert(1)&#32;&#34;&#39;&lt;b&gt; src=/a.png>")
    }

    @Test func emptyUnquotedValueIsWrittenAsEmptyQuotes() throws {
        #expect(try render("<img alt={{ t }} src=/a.png>", ["t": ""]) == "<img alt=\"\" src=/a.png>")
    }

    @Test func safeHTMLInAnAttributeGivesItsText() throws {
        #expect(try render("<a title=\"{{ t }}\">", ["t": .html("<em>A</em> &amp; \"B\"")]) == "<a title=\"A &amp; &quot;B&quot;\">")
    }

    @Test func safeHTMLInATitleGivesItsText() throws {
        #expect(try render("<title>{{ t }}</title>", ["t": .html("<em>A</em> &lt;b&gt;")]) == "<title>A &lt;b&gt;</title>")
    }

    @Test func valueInsideACommentIsDropped() throws {
        #expect(try render("<!-- {{ t }} --><p>{{ t }}</p>", ["t": "--><script>"]) == "<!--  --><p>--&gt;&lt;script&gt;</p>")
    }

    // Found by the long fuzz run: `<!-->` is a whole comment to a browser, and the escaper read a comment on to the `-->`
    // in the next tag's attribute, where a value it took for text stood among the attribute names.
    @Test func aCommentEndsWhereBrowsersEndIt() throws {
        #expect(try render("<!--><p title=\"-->\">{{ t }}</p>", ["t": "<b>"]) == "<!--><p title=\"-->\">&lt;b&gt;</p>")
        #expect(renderError("<!--><t s=\"-->\"{{ t }}>", ["t": "x onclick=alert(1)"])?.contains("error:") == true)
        #expect(try render("<!---><p>{{ t }}</p>", ["t": "<b>"]) == "<!---><p>&lt;b&gt;</p>")
        #expect(try render("<!-- a --!><p>{{ t }}</p>", ["t": "<b>"]) == "<!-- a --!><p>&lt;b&gt;</p>")
        #expect(try render("<!---->{{ t }}", ["t": "<b>"]) == "<!---->&lt;b&gt;")
        #expect(try render("<!--{{ t }}-->{{ t }}", ["t": "<b>"]) == "<!---->&lt;b&gt;")
    }

    @Test func trustedAttributesMarkedSafePrintAsIs() throws {
        #expect(try render("<html lang=\"en\"{{ a | safe }}>", ["a": .html(" data-theme=\"dark\"")]) == "<html lang=\"en\" data-theme=\"dark\">")
    }

    @Test func valueInATagNameIsACompileErrorWithItsLocation() {
        let error = renderError("<p>\n<h{{ level }}>")
        #expect(error?.hasPrefix("<built-in>/page.html:2:6: error: a value cannot be printed inside a tag name") == true)
    }

    @Test func valueBuildingAnAttributeNameIsACompileError() {
        #expect(renderError("<a data-{{ name }}=\"x\">")?.contains("1:12: error: a value cannot build an attribute name") == true)
    }

    @Test func valueBetweenAttributesIsACompileError() {
        #expect(renderError("<a {{ attributes }}>")?.contains("1:7: error: a value cannot be printed between attributes") == true)
    }

    @Test func ifBranchThatOpensAnAttributeIsACompileError() {
        let error = renderError("<a {% if x %}href=\"{% endif %}/\">")
        #expect(error?.contains("1:7: error: the context changes inside this '{% if %}'") == true)
    }

    @Test func ifBranchesThatEndAlikeAreAccepted() throws {
        #expect(try render("{% if x %}<a href=\"/a\">{% else %}<a href=\"/b\">{% endif %}{{ x }}</a>", ["x": "1"]) == "<a href=\"/a\">1</a>")
    }

    @Test func optionalAttributeInsideATagIsAccepted() throws {
        #expect(try render("<a href=\"/\"{% if x %} aria-current=\"page\"{% endif %} title=\"{{ x }}\">", ["x": "1"])
            == "<a href=\"/\" aria-current=\"page\" title=\"1\">")
    }

    @Test func loopBodyThatLeavesAStringOpenIsACompileError() {
        #expect(renderError("<script>{% for x in xs %}\"{% endfor %}</script>")?.contains("1:12: error: the context changes inside this '{% for %}'") == true)
    }

    @Test func blockPlacedInAnAttributeIsCompiledForIt() throws {
        let base = "<body class=\"{% block c %}plain{% endblock %}\">"
        #expect(try render("{% extends \"base.html\" %}{% block c %}{{ x }}{% endblock %}", ["x": "a\" onload=\"b"], others: ["base.html": base])
            == "<body class=\"a&quot; onload=&quot;b\">")
    }

    @Test func superInsideAnAttributeBlockKeepsTheParentText() throws {
        let base = "<body class=\"{% block c %}plain{% endblock %}\">"
        #expect(try render("{% extends \"base.html\" %}{% block c %}{{ super() }} more{% endblock %}", others: ["base.html": base])
            == "<body class=\"plain more\">")
    }

    @Test func partialIncludedInAnAttributeIsCompiledForIt() throws {
        #expect(try render("<a title=\"{% include \"t.html\" %}\">", ["x": "\"><script>"], others: ["t.html": "{{ x }}"])
            == "<a title=\"&quot;&gt;&lt;script&gt;\">")
    }

    @Test func partialThatEndsInAnotherContextIsAnError() {
        let error = renderError("{% include \"open.html\" %}", others: ["open.html": "<a href=\""])
        #expect(error?.contains("1:12: error: 'open.html' is included in text context but ends in url attribute value context") == true)
    }

    @Test func blockThatEndsInAnotherContextIsAnError() {
        #expect(renderError("{% block b %}<a href=\"{% endblock %}\">")?.contains("1:10: error: block 'b' starts in text context and ends in url attribute value context") == true)
    }
}

@Suite struct TagOpeningTests {
    @Test func valueRightAfterALessThanSignIsACompileError() {
        #expect(renderError("a <{{ name }}>")?.contains("1:7: error: a value cannot be printed inside a tag name") == true)
    }
}

@Suite struct UnquotedValueTests {
    @Test func emptyValueFollowedByTextInTheSameValueGetsNoQuotes() throws {
        #expect(try render("<a title={{ t }}x>", ["t": ""]) == "<a title=x>")
    }
}

@Suite struct UnquotedQuoteTests {
    @Test func quoteRightAfterAValueStartingAnUnquotedValueIsACompileError() {
        #expect(renderError("<a title={{ t }}\"x\">")?.contains("1:17: error: a quote right after a value that starts an unquoted attribute value") == true)
    }
}

@Suite struct TextOnlyElementTests {
    @Test func onlyItsOwnEndTagEndsATitle() throws {
        #expect(try render("<title></script><a href=\"{{ u }}\"></title><a href=\"{{ u }}\">", ["u": "javascript:x"])
            == "<title></script><a href=\"javascript:x\"></title><a href=\"#\">")
    }
}

@Suite struct BogusCommentTests {
    @Test func anEndTagWithoutANameIsACommentUpToTheNextGreaterThanSign() throws {
        #expect(try render("</ x<title>{{ u }}</p><a href=\"{{ u }}\">", ["u": "javascript:x"]) == "</ x<title>javascript:x</p><a href=\"#\">")
    }
}

@Suite struct UnquotedValueOfManyPartsTests {
    @Test func onlyTheLastOfAdjacentValuesQuotesAnEmptyValue() throws {
        #expect(try render("<a title={{ a }}{{ b }} x>", ["a": "", "b": ""]) == "<a title=\"\" x>")
        #expect(try render("<a title={{ a }}{{ b }} x>", ["a": "1", "b": ""]) == "<a title=1\"\" x>")
    }
}

@Suite struct ConditionalAttributeTests {
    @Test func attributeAddedRightAfterTheTagNameIsAccepted() throws {
        #expect(try render("<li{% if x %} class=\"active\"{% endif %}><a href=\"{{ u }}\">", ["x": true, "u": "javascript:x"])
            == "<li class=\"active\"><a href=\"#\">")
    }
}
