import Core
import Testing
import Templates

/// `.txt` templates (robots.txt) and `.json` ones: nothing is markup, so values print as they are.
@Suite struct PlainTextContextTests {
    @Test func valuesPrintAsTheyAre() throws {
        #expect(try render("Sitemap: {{ u }}\n<{{ t }}>", ["u": "https://example.org/a?b=1&c=2", "t": "Tom's \"A\""], as: "robots.txt")
            == "Sitemap: https://example.org/a?b=1&c=2\n<Tom's \"A\">")
    }

    @Test func safeHTMLGivesItsTextUnlessMarkedSafe() throws {
        #expect(try render("{{ h }} / {{ h | safe }}", ["h": .html("<em>A</em> &amp; B")], as: "notes.txt") == "A & B / <em>A</em> &amp; B")
    }

    @Test func markupInTheTemplateIsJustText() throws {
        #expect(try render("<a href=\"{{ u }}\" {{ u }}>", ["u": "x y"], as: "notes.txt") == "<a href=\"x y\" x y>")
    }

    @Test func aJSONTemplateIsPlainTextSoAJSONValuePrintsAsJSON() throws {
        #expect(try render("{\"team\": {{ t | json }}, \"note\": \"{{ n }}\"}", ["t": ["Ann <lead>", "Bob"], "n": "a & b"], as: "api/team.json")
            == #"{"team": ["Ann \u003clead\u003e","Bob"], "note": "a & b"}"#)
    }

    @Test func aCapturedBlockPrintsAsItWasWritten() throws {
        #expect(try render("{% set x %}a & {{ t }}{% endset %}{{ x }}", ["t": "<b>"], as: "notes.txt") == "a & <b>")
    }
}
