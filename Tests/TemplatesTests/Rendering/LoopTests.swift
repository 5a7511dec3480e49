import Testing
import Templates

@Suite struct LoopTests {
    @Test func repeatsTheBodyForEachElement() throws {
        #expect(try render("{% for t in tags %}<li>{{ t }}</li>{% endfor %}", ["tags": ["a", "b"]]) == "<li>a</li><li>b</li>")
    }

    @Test func rendersEmptyWhenThereIsNothingToIterate() throws {
        let template = "{% for t in tags %}{{ t }}{% empty %}none{% endfor %}"
        #expect(try render(template, ["tags": []]) == "none")
        #expect(try render(template, ["tags": .null]) == "none")
    }

    @Test func acceptsElseInPlaceOfEmpty() throws {
        #expect(try render("{% for t in tags %}{{ t }}{% else %}none{% endfor %}", ["tags": []]) == "none")
    }

    @Test func exposesLoopIndexFirstLastAndLength() throws {
        let template = "{% for x in xs %}{{ loop.index }}/{{ loop.length }}:{{ loop.index0 }}{% if loop.first %}F{% endif %}{% if loop.last %}L{% endif %} {% endfor %}"
        #expect(try render(template, ["xs": ["a", "b", "c"]]) == "1/3:0F 2/3:1 3/3:2L ")
    }

    @Test func exposesReverseIndexes() throws {
        #expect(try render("{% for x in xs %}{{ loop.revindex }}{{ loop.revindex0 }} {% endfor %}", ["xs": ["a", "b"]]) == "21 10 ")
    }

    @Test func givesNestedLoopsTheirOwnLoopVariable() throws {
        let template = "{% for a in xs %}{% for b in xs %}{{ loop.index }}{% endfor %}{{ loop.index }};{% endfor %}"
        #expect(try render(template, ["xs": [1, 2]]) == "121;122;")
    }

    @Test func iteratesDictionaryKeysInOrder() throws {
        #expect(try render("{% for k in d %}{{ k }}{% endfor %}", ["d": ["b": 1, "a": 2, "c": 3]]) == "abc")
    }

    @Test func iteratesKeysAndValuesOfADictionary() throws {
        #expect(try render("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", ["d": ["b": 1, "a": 2]]) == "a=2;b=1;")
    }

    @Test func iteratesObjectMembersInTheirOwnOrder() throws {
        let object = TemplateValue.object(TestObject(members: [("z", 1), ("a", 2)]))
        #expect(try render("{% for k, v in o %}{{ k }}{{ v }}{% endfor %}", ["o": object]) == "z1a2")
    }

    @Test func restoresAnOuterVariableTheLoopVariableShadowed() throws {
        #expect(try render("{% for x in xs %}{{ x }}{% endfor %}{{ x }}", ["x": "outer", "xs": ["1", "2"]]) == "12outer")
    }

    @Test func iteratesAnArrayLiteral() throws {
        #expect(try render("{% for n in [1, 'two', 3] %}{{ n }}{% endfor %}") == "1two3")
    }

    @Test func refusesToLoopOverAString() {
        #expect(renderError("{% for c in title %}{% endfor %}", ["title": "abc"]) == """
            <built-in>/page.html:1:13: error: cannot loop over a string
            {% for c in title %}{% endfor %}
                        ^
            """)
    }

    @Test func continueSkipsTheRestOfTheBodyAndBreakEndsTheLoop() throws {
        let template = "{% for n in xs %}{% if n == 2 %}{% continue %}{% endif %}{% if n == 4 %}{% break %}{% endif %}[{{ n }}]{% endfor %}"
        #expect(try render(template, ["xs": [1, 2, 3, 4, 5]]) == "[1][3]")
    }

    @Test func loopControlsBelongToTheInnermostLoop() throws {
        let template = "{% for a in xs %}{% for b in xs %}{% if b > a %}{% break %}{% endif %}{{ b }}{% endfor %};{% endfor %}"
        #expect(try render(template, ["xs": [1, 2, 3]]) == "1;12;123;")
    }

    @Test func aLoopControlOutsideALoopsBodyIsAnError() {
        #expect(renderError("a{% continue %}") == """
            <built-in>/page.html:1:5: error: '{% continue %}' outside a '{% for %}' loop's body
            a{% continue %}
                ^
            """)
        #expect(renderError("{% for x in xs %}{% set y %}{% break %}{% endset %}{% endfor %}")?.contains("'{% break %}' outside a '{% for %}' loop's body") == true)
    }

    @Test func aLoopControlInAnotherContextThanTheLoopStartedInIsRefused() {
        let error = renderError(#"{% for x in xs %}<a title="{% if x %}{% continue %}{% endif %}">{% endfor %}"#, ["xs": [1]])
        #expect(error?.contains("the context changes inside this '{% for %}'") == true)
    }

    @Test func loopsOverTenThousandElements() throws {
        let elements = (0..<10_000).map { TemplateValue.number(Double($0)) }
        let output = try render("{% for n in xs %}{% if loop.last %}{{ n }}{% endif %}{% endfor %}", ["xs": .array(elements)])
        #expect(output == "9999")
    }
}
