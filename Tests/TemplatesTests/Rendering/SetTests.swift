import Testing
import Templates

@Suite struct SetTests {
    @Test func bindsAVariable() throws {
        #expect(try render("{% set greeting = 'Hi ' %}{{ greeting }}{{ name }}", ["name": "Ann"]) == "Hi Ann")
    }

    @Test func shadowsACallersVariable() throws {
        #expect(try render("{{ x }}{% set x = 2 %}{{ x }}", ["x": 1]) == "12")
    }

    @Test func shadowsACallersVariableOnlyInsideAnInclude() throws {
        #expect(try render("{% include 'p.html' %}{{ x }}", ["x": 1], others: ["p.html": "{% set x = 2 %}{{ x }}"]) == "21")
    }

    @Test func doesNotLeakOutOfAForLoop() throws {
        #expect(try render("{% set x = 'before' %}{% for i in [1, 2] %}{% set x = i %}{{ x }}{% endfor %}{{ x }}") == "12before")
    }

    @Test func startsEachLoopIterationWithoutTheLastIterationsSets() throws {
        #expect(try render("{% for i in [1, 2] %}[{{ seen | default: 'none' }}]{% set seen = i %}{% endfor %}") == "[none][none]")
    }

    @Test func persistsAcrossAnIfBlock() throws {
        #expect(try render("{% if true %}{% set x = 'set' %}{% endif %}{{ x }}") == "set")
    }

    @Test func capturesABlockAsSafeHTML() throws {
        #expect(try render("{% set link %}<a href=\"/\">{{ t }}</a>{% endset %}{{ link }}{{ link }}", ["t": "<b>"])
            == "<a href=\"/\">&lt;b&gt;</a><a href=\"/\">&lt;b&gt;</a>")
    }

    @Test func appliesFiltersToTheValue() throws {
        #expect(try render("{% set t = title | upper %}{{ t }}", ["title": "abc"]) == "ABC")
    }
}
