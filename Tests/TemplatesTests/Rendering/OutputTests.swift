import Core
import Foundation
import Testing
import Templates

@Suite struct OutputTests {
    @Test func printsTextUnchanged() throws {
        #expect(try render("<p>Hello</p>\n") == "<p>Hello</p>\n")
    }

    @Test func printsAVariable() throws {
        #expect(try render("<h1>{{ title }}</h1>", ["title": "Hello"]) == "<h1>Hello</h1>")
    }

    @Test func escapesAScriptTagInATitle() throws {
        #expect(try render("<title>{{ title }}</title>", ["title": "<script>alert(1)</script>"])
            == "<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>")
    }

    @Test func escapesQuotesSoADescriptionCannotBreakOutOfAnAttribute() throws {
        let description: TemplateValue = "x\" onload=\"alert(1)' and 'y"
        #expect(try render("<meta content=\"{{ d }}\"><meta content='{{ d }}'>", ["d": description])
            == "<meta content=\"x&quot; onload=&quot;alert(1)&#39; and &#39;y\"><meta content='x&quot; onload=&quot;alert(1)&#39; and &#39;y'>")
    }

    @Test func printsSafeHTMLWithoutEscaping() throws {
        #expect(try render("{{ content }}", ["content": .html("<p>A &amp; B</p>")]) == "<p>A &amp; B</p>")
    }

    @Test func printsAnObjectsUTF8MarkupAsElementContentAndItsValueElsewhere() throws {
        struct Body: TemplateObject {
            func member(_ name: String) -> TemplateValue? { name == "content" ? .html("value") : nil }
            func markupUTF8(_ name: String) -> [UInt8]? { name == "content" ? Array("<b>bytes</b>".utf8) : nil }
            var memberNames: [String] { ["content"] }
        }
        #expect(try render("<div title=\"{{ page.content }}\">{{ page.content }}</div>", ["page": .object(Body())])
            == "<div title=\"value\"><b>bytes</b></div>")
    }

    @Test func printsIntegralNumbersWithoutAFraction() throws {
        #expect(try render("{{ a }} {{ b }} {{ c }}", ["a": 3, "b": 2.5, "c": -0.25]) == "3 2.5 -0.25")
    }

    @Test func printsBooleansAndNothingForNull() throws {
        #expect(try render("[{{ yes }}|{{ no }}|{{ nothing }}]", ["yes": true, "no": false, "nothing": .null]) == "[true|false|]")
    }

    @Test func printsDatesAsISO8601InUTC() throws {
        #expect(try render("{{ d }}", ["d": .date(Date(timeIntervalSince1970: 86_400 + 3_723))]) == "1970-01-02T01:02:03Z")
    }

    @Test func printsArrayElementsSeparatedByCommasEachEscaped() throws {
        #expect(try render("{{ tags }}", ["tags": ["a<b", .html("<i>c</i>")]]) == "a&lt;b, <i>c</i>")
    }

    @Test func refusesToPrintAnObjectAndNamesSomeMembers() {
        let page = TemplateValue.object(TestObject(members: [("title", "T"), ("url", "/")]))
        #expect(renderError("{{ page }}", ["page": page]) == """
            <built-in>/page.html:1:4: error: 'page' is an object and cannot be printed; print one of its members, such as 'page.title', 'page.url'
            {{ page }}
               ^
            """)
    }

    @Test func readsMembersOfDictionariesAndObjects() throws {
        let page = TemplateValue.object(TestObject(members: [("params", ["repo": "sitegen"])]))
        #expect(try render("{{ page.params.repo }}", ["page": page]) == "sitegen")
    }

    @Test func readsArrayElementsBySubscriptIncludingFromTheEnd() throws {
        #expect(try render("{{ xs[0] }}{{ xs[-1] }}{{ xs.1 }}", ["xs": ["a", "b", "c"]]) == "acb")
    }

    @Test func readsMembersBySubscriptWithAStringOrVariable() throws {
        #expect(try render(#"{{ d["a b"] }}{{ d[k] }}"#, ["d": ["a b": "1", "c": "2"], "k": "c"]) == "12")
    }

    @Test func printsStringLiteralsWithEscapes() throws {
        #expect(try render(#"{{ "say \"hi\"" }}{{ 'it\'s' }}"#) == "say &quot;hi&quot;it&#39;s")
    }

    @Test func findsTheEndOfATagPastAClosingDelimiterInsideAString() throws {
        #expect(try render(#"{{ "}}" }}|{% if "%}" %}yes{% endif %}"#) == "}}|yes")
    }

    @Test func leavesALoneBraceAsText() throws {
        #expect(try render("a { b } {x} {") == "a { b } {x} {")
    }
}
