import Testing
import Templates

@Suite struct ConditionalTests {
    @Test func rendersTheFirstTrueBranch() throws {
        let template = "{% if n == 1 %}one{% elif n == 2 %}two{% elif n == 2 %}again{% else %}many{% endif %}"
        #expect(try render(template, ["n": 1]) == "one")
        #expect(try render(template, ["n": 2]) == "two")
        #expect(try render(template, ["n": 5]) == "many")
    }

    @Test func rendersNothingWithoutAnElseWhenFalse() throws {
        #expect(try render("[{% if x %}x{% endif %}]", ["x": false]) == "[]")
    }

    @Test func treatsEmptyZeroNullAndFalseAsFalse() throws {
        let falsy: [TemplateValue] = ["", 0, .null, false, [], [:], .html("")]
        for value in falsy {
            #expect(try render("{% if x %}T{% else %}F{% endif %}", ["x": value]) == "F")
        }
    }

    @Test func treatsTextNonZeroNumbersAndNonEmptyCollectionsAsTrue() throws {
        let truthy: [TemplateValue] = ["a", 1, -0.5, true, ["a"], ["k": 1], .html("<br>"), .object(TestObject(members: []))]
        for value in truthy {
            #expect(try render("{% if x %}T{% else %}F{% endif %}", ["x": value]) == "T")
        }
    }

    @Test func combinesConditionsWithAndOrNot() throws {
        let variables: [String: TemplateValue] = ["a": true, "b": false]
        #expect(try render("{% if a and not b %}1{% endif %}{% if b or a %}2{% endif %}{% if a and b %}3{% endif %}", variables) == "12")
    }

    @Test func bindsAndTighterThanOr() throws {
        #expect(try render("{% if true or false and false %}yes{% endif %}") == "yes")
        #expect(try render("{% if (true or false) and false %}yes{% else %}no{% endif %}") == "no")
    }

    @Test func comparesNumbersStringsAndDates() throws {
        #expect(try render("{{ 2 < 10 }} {{ 'b' > 'a' }} {{ 3 >= 3 }} {{ 2 <= 1 }} {{ 'a' != 'b' }}") == "true true true false true")
    }

    @Test func comparesAMissingValueAsNeitherLessNorGreater() throws {
        #expect(try render("{% if missing < 3 %}less{% elif missing > 3 %}more{% else %}neither{% endif %}") == "neither")
    }

    @Test func comparesSafeHTMLAndStringsByTheirText() throws {
        #expect(try render("{{ a == b }}", ["a": .html("Q&amp;A"), "b": "Q&A"]) == "true")
    }

    @Test func testsMembershipInStringsArraysAndDictionaries() throws {
        let variables: [String: TemplateValue] = ["tags": ["swift", "web"], "title": "Hello world", "params": ["repo": "x"]]
        #expect(try render(#"{{ "swift" in tags }} {{ "go" in tags }} {{ "world" in title }} {{ "repo" in params }} {{ "go" not in tags }}"#, variables)
            == "true false true true true")
    }

    @Test func returnsTheDecidingOperandOfOrForFallbacks() throws {
        #expect(try render("{{ description or 'none' }}|{{ title or 'none' }}", ["description": "", "title": "T"]) == "none|T")
    }
}

@Suite struct ConcatenationTests {
    @Test func joinsTextWithTilde() throws {
        #expect(try render("{{ ('/tags/' ~ tag | slugify ~ '/') | url }}", ["tag": "Swift UI"]) == "/tags/swift-ui/")
    }

    @Test func joinsNumbersAsText() throws {
        #expect(try render("{{ 'Page ' ~ n ~ ' of ' ~ total }}", ["n": 2, "total": 10]) == "Page 2 of 10")
    }

    @Test func escapesPlainPartsAndKeepsSafeParts() throws {
        #expect(try render("{{ '<b>' ~ html }}", ["html": .html("<i>ok</i>")]) == "&lt;b&gt;<i>ok</i>")
        #expect(try render("{{ '<b>' ~ 'x' }}") == "&lt;b&gt;x")
    }

    @Test func rejectsJoiningAnArray() {
        #expect(renderError("{{ 'a' ~ tags }}", ["tags": ["x"]])?.hasPrefix("<built-in>/page.html:1:10: error: '~' joins text, got an array") == true)
    }
}
