import Core
import Testing
import Templates

/// `{% shortcode "name" … %}` renders `shortcodes/NAME.html` with its arguments, the caller's `page` and `site`, and
/// the body up to `{% endshortcode "name" %}` as `inner`.
@Suite struct ShortcodeTests {
    /// `source` rendered with `shortcodes` as `shortcodes/NAME.html` templates.
    func render(_ source: String, shortcodes: [String: String], _ variables: [String: TemplateValue] = [:]) throws(DiagnosticList) -> String {
        var others: [String: String] = [:]
        for (name, text) in shortcodes { others["shortcodes/\(name).html"] = text }
        return try TemplatesTests.render(source, variables, others: others)
    }

    @Test func passesNamedArgumentsAsVariables() throws {
        let figure = #"<img src="{{ src }}" alt="{{ alt }}">"#
        #expect(try render(#"{% shortcode "figure" src="a.png" alt="A <cat>" %}"#, shortcodes: ["figure": figure])
            == #"<img src="a.png" alt="A &lt;cat&gt;">"#)
    }

    @Test func passesPositionalArgumentsAsArgs() throws {
        #expect(try render(#"{% shortcode "pair" "one", 2 %}"#, shortcodes: ["pair": "{{ args[0] }}+{{ args[1] }}={{ args | length }}"]) == "one+2=2")
    }

    @Test func evaluatesArgumentsInTheCallersScope() throws {
        let source = #"{% for p in people %}{% shortcode "name" who=p.name | upper %};{% endfor %}"#
        #expect(try render(source, shortcodes: ["name": "{{ who }}"], ["people": [["name": "ann"], ["name": "bob"]]]) == "ANN;BOB;")
    }

    @Test func seesPageAndSiteButNoOtherVariableOfTheCaller() throws {
        let source = #"{% set secret = "x" %}{% shortcode "show" %}"#
        let result = try renderResult(source, ["page": ["title": "T"], "site": ["title": "S"]], others: ["shortcodes/show.html": "{{ page.title }}/{{ site.title }}/{{ secret }}"])
        #expect(result.output == "T/S/")
        #expect(result.warnings.map(\.message) == ["undefined variable 'secret' (in the shortcode 'show' called at <built-in>/page.html:1:36)"])
    }

    @Test func aWarningItMakesIsAtItsOutermostCall() throws {
        let source = "a\n  {% shortcode \"outer\" %}"
        let others = ["shortcodes/outer.html": #"{% shortcode "inner" what="x" %}"#, "shortcodes/inner.html": #"{% set w = ("no " ~ what) | warn %}[{{ w }}]"#]
        let result = try renderResult(source, others: others)
        #expect(result.output == "a\n  []")
        #expect(result.warnings.map { "\($0.location!.path):\($0.location!.line):\($0.location!.column): \($0.message)" } == ["<built-in>/page.html:2:16: no x"])
    }

    @Test func givesTheBodyAsInner() throws {
        let source = #"{% shortcode "note" kind="tip" %}Use **{{ tool }}**.{% endshortcode "note" %}"#
        #expect(try render(source, shortcodes: ["note": #"<div class="{{ kind }}">{{ inner }}</div>"#], ["tool": "<sitegen>"])
            == #"<div class="tip">Use **&lt;sitegen&gt;**.</div>"#)
    }

    @Test func anEndTagClosesTheNearestShortcodeOfItsNameLeavingTheOneBeforeWithoutBody() throws {
        let source = #"{% shortcode "box" %}a{% shortcode "box" %}b{% endshortcode "box" %}"#
        let output = try render(source, shortcodes: ["box": "[{{ inner | default: 'empty' }}]"])
        #expect(output == "[empty]a[b]")
    }

    @Test func anEndTagClosesTheNearestOpenShortcodeOfItsName() throws {
        let source = #"{% shortcode "outer" %}{% shortcode "inner" %}x{% endshortcode "inner" %}{% endshortcode "outer" %}"#
        #expect(try render(source, shortcodes: ["outer": "<o>{{ inner }}</o>", "inner": "<i>{{ inner }}</i>"]) == "<o><i>x</i></o>")
    }

    @Test func isEscapedForWhereItStands() throws {
        let output = try render(#"<a title="{% shortcode "t" %}">"#, shortcodes: ["t": #"{{ '"quoted"' }}"#])
        #expect(output == #"<a title="&quot;quoted&quot;">"#)
    }

    @Test func anUnknownShortcodeIsAnErrorAtItsNameSuggestingACloseOne() {
        #expect(renderError(#"{% shortcode "figur" %}"#, others: ["shortcodes/figure.html": "f"]) == """
            <built-in>/page.html:1:14: error: unknown shortcode 'figur' (did you mean 'figure'?): there is no built-in shortcode of that name
            {% shortcode "figur" %}
                         ^
            """)
    }

    @Test func anErrorInsideAShortcodeSaysWhichCallItWas() {
        let error = renderError("x\n{% shortcode \"bad\" %}", others: ["shortcodes/bad.html": "{{ 1 ~ [] }}"])
        #expect(error == """
            <built-in>/shortcodes/bad.html:1:8: error: '~' joins text, got an array (in the shortcode 'bad' called at <built-in>/page.html:2:14)
            {{ 1 ~ [] }}
                   ^
            """)
    }

    @Test func reservedNamesCannotBeArguments() {
        #expect(renderError(#"{% shortcode "x" page="p" %}"#)?.hasPrefix(
            "<built-in>/page.html:1:18: error: a shortcode's argument cannot be called 'page': 'args', 'inner', 'page', 'site' are the variables every shortcode has") == true)
    }

    @Test func anArgumentGivenTwiceIsAnError() {
        #expect(renderError(#"{% shortcode "x" a=1 a=2 %}"#)?.hasPrefix("<built-in>/page.html:1:22: error: argument 'a' is given twice") == true)
    }

    @Test func anEndTagWithoutItsShortcodeIsAnError() {
        #expect(renderError(#"{% shortcode "a" %}{% endshortcode %}"#)?.hasPrefix(
            "<built-in>/page.html:1:23: error: unexpected '{% endshortcode %}': no '{% shortcode %}' of the name it gives is open before it") == true)
    }

    @Test func aShortcodeCallingItselfIsACycle() {
        let error = renderError(#"{% shortcode "loop" %}"#, others: ["shortcodes/loop.html": #"{% shortcode "loop" %}"#])
        #expect(error?.hasPrefix(
            "<built-in>/shortcodes/loop.html:1:14: error: shortcode cycle: shortcodes/loop.html → shortcodes/loop.html (in the shortcode 'loop' called at <built-in>/page.html:1:14)") == true)
    }

    @Test func theLibraryNamesTheShortcodesItCalls() throws {
        let library = TemplateLibrary(directory: nil, builtIns: ["page.html": #"{% shortcode "a" %}"#, "shortcodes/a.html": "{% include 'p.html' %}", "p.html": "p"])
        #expect(try library.dependencies(of: "page.html") == ["shortcodes/a.html", "p.html"])
    }
}

