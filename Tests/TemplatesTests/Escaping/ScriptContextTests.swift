import Core
import Testing
import Templates

@Suite struct ScriptContextTests {
    @Test func valueInCodeIsAJSONLiteral() throws {
        #expect(try render("<script>var v = {{ v }};</script>", ["v": "alert(1)"]) == "<script>var v = \"alert(1)\";</script>")
    }

    @Test func numbersBooleansNullAndArraysAreJSON() throws {
        #expect(try render("<script>f({{ n }}, {{ b }}, {{ x }}, {{ a }})</script>", ["n": 2.5, "b": true, "x": .null, "a": ["a", 1]])
            == "<script>f(2.5, true, null, [\"a\",1])</script>")
    }

    @Test func stringCannotCloseTheScriptOrTheLine() throws {
        #expect(try render("<script>var v = {{ v }};</script>", ["v": "</script><script>x\u{2028}'&"])
            == "<script>var v = \"\\u003c/script\\u003e\\u003cscript\\u003ex\\u2028\\u0027\\u0026\";</script>")
    }

    @Test func valueInsideAStringIsEscapedForTheString() throws {
        #expect(try render("<script>var s = \"a{{ v }}\", t = 'b{{ v }}';</script>", ["v": "\"';</script>\\\n"])
            == "<script>var s = \"a\\u0022\\u0027;\\u003c\\u002fscript\\u003e\\\\\\n\", t = 'b\\u0022\\u0027;\\u003c\\u002fscript\\u003e\\\\\\n';</script>")
    }

    @Test func valueInATemplateLiteralCannotInterpolate() throws {
        #expect(try render("<script>`{{ v }}`</script>", ["v": "${alert(1)}`"]) == "<script>`\\u0024\\u007balert(1)\\u007d\\u0060`</script>")
    }

    @Test func valueInARegularExpressionMatchesItself() throws {
        #expect(try render("<script>x = /{{ v }}/;</script>", ["v": "a.b/"]) == "<script>x = /a\\u002eb\\u002f/;</script>")
    }

    @Test func slashAfterAValueDividesInsteadOfStartingARegularExpression() throws {
        #expect(try render("<script>x = a / {{ v }};</script>", ["v": 2]) == "<script>x = a / 2;</script>")
    }

    @Test func valueInAScriptCommentIsDropped() throws {
        #expect(try render("<script>// {{ v }}\n/* {{ v }} */</script>", ["v": "x"]) == "<script>// \n/*  */</script>")
    }

    @Test func eventHandlerValueIsJSONThenAttributeEscaped() throws {
        #expect(try render("<button onclick=\"go({{ v }})\">", ["v": "a\"b"]) == "<button onclick=\"go(&quot;a\\&quot;b&quot;)\">")
    }

    @Test func jsonFilterOutputIsTrustedCode() throws {
        #expect(try render("<script>var d = {{ d | json }};</script>", ["d": ["k": "</script>"]])
            == "<script>var d = {\"k\":\"\\u003c/script\\u003e\"};</script>")
    }

    @Test func scriptElementEndsWhateverStateItsCodeIsIn() throws {
        #expect(try render("<script>var s = \"</script><p>{{ v }}</p>", ["v": "<b>"]) == "<script>var s = \"</script><p>&lt;b&gt;</p>")
    }
}

@Suite struct JSONLineSeparatorTests {
    @Test func lineSeparatorsAreEscapedAndOtherAccentsKept() throws {
        #expect(try render("{{ v | json }}", ["v": "è\u{2028}é\u{2029}"]) == "\"è\\u2028é\\u2029\"")
    }
}
