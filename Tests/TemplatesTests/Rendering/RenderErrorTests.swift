import Core
import Testing
import Templates

@Suite struct RenderErrorTests {
    @Test func reportsAMissingIncludeAtItsName() {
        #expect(renderError("<body>\n  {% include \"partials/nav.html\" %}\n</body>") == """
            <built-in>/page.html:2:14: error: no template named 'partials/nav.html' (there is no Templates/ folder and no built-in template of that name)
              {% include "partials/nav.html" %}
                         ^
            """)
    }

    @Test func reportsAMissingParentTemplate() {
        #expect(renderError("{% extends \"base.html\" %}")?.hasPrefix("<built-in>/page.html:1:12: error: no template named 'base.html'") == true)
    }

    @Test func reportsAnIncludeCycleWithItsPath() {
        let others = ["a.html": "{% include \"b.html\" %}", "b.html": "x\n{% include \"a.html\" %}"]
        #expect(renderError("{% include \"a.html\" %}", others: others) == """
            <built-in>/b.html:2:12: error: include cycle: a.html → b.html → a.html
            {% include "a.html" %}
                       ^
            """)
    }

    @Test func reportsATemplateThatIncludesItself() {
        #expect(renderError("{% include \"page.html\" %}")?.hasPrefix("<built-in>/page.html:1:12: error: include cycle: page.html → page.html") == true)
    }

    @Test func reportsAnExtendsCycle() {
        let others = ["a.html": "{% extends \"b.html\" %}", "b.html": "{% extends \"a.html\" %}"]
        #expect(renderError("{% extends \"a.html\" %}", others: others)?.hasPrefix(
            "<built-in>/b.html:1:12: error: extends cycle: a.html → b.html → a.html") == true)
    }

    @Test func reportsATemplateNameOutsideTheFolder() {
        #expect(renderError("{% include \"../secret.html\" %}")?.hasPrefix(
            "<built-in>/page.html:1:12: error: template name '../secret.html' must be a relative path inside Templates/") == true)
    }

    @Test func reportsSuperWithoutAParentDefinition() {
        #expect(renderError("{% block main %}{{ super() }}{% endblock %}")?.hasPrefix(
            "<built-in>/page.html:1:20: error: super() has nothing to render: no template this one extends defines block 'main'") == true)
    }

    @Test func reportsComparingDifferentKindsOfValue() {
        #expect(renderError("{% if page.date > 3 %}{% endif %}", ["page": ["date": "2024"]]) == """
            <built-in>/page.html:1:17: error: cannot compare a string with a number using '>'
            {% if page.date > 3 %}{% endif %}
                            ^
            """)
    }

    @Test func reportsInWithSomethingThatCannotContain() {
        #expect(renderError("{{ 1 in 2 }}")?.hasPrefix("<built-in>/page.html:1:6: error: 'in' needs a string, array or dictionary on its right, got a number") == true)
    }

    @Test func reportsAFilterErrorFromTheEnvironmentAtTheFilter() {
        let failing: TemplateFilter = { _, _ throws(TemplateFilterError) in throw TemplateFilterError("input is not Markdown") }
        let environment = RenderEnvironment(filters: ["markdown": failing])
        #expect(renderError("\n  {{ body | markdown }}", environment: environment) == """
            <built-in>/page.html:2:13: error: filter 'markdown': input is not Markdown
              {{ body | markdown }}
                        ^
            """)
    }

    @Test func reportsAMissingTopLevelTemplateByName() {
        let library = TemplateLibrary(directory: "/nonexistent-sitegen-dir", builtIns: [:])
        #expect(throws: DiagnosticList.self) { try library.render("post.html", variables: [:], environment: RenderEnvironment()) }
        do {
            _ = try library.template(named: "post.html")
        } catch {
            #expect(error.description == "error: no template named 'post.html' (looked for Templates/post.html and a built-in template of that name)")
        }
    }
}

@Suite struct UndefinedVariableTests {
    @Test func printsEmptyAndWarnsWithTheLocation() throws {
        let result = try renderResult("<h1>{{ page.titel }}</h1>", ["page": ["title": "T"]])
        #expect(result.output == "<h1></h1>")
        #expect(result.warnings.map(\.description) == ["""
            <built-in>/page.html:1:8: warning: undefined variable 'page.titel' (did you mean 'page.title'?)
            <h1>{{ page.titel }}</h1>
                   ^
            """])
    }

    @Test func suggestsTheVariableOrMemberAMisspellingLikelyMeant() throws {
        let site: TemplateValue = ["title": "T", "pages": []]
        let result = try renderResult("{{ stie.title }} {{ site.titel }} {{ site.pages.x }} {{ site.colour }}", ["site": site])
        #expect(result.warnings.map(\.summary) == [
            "<built-in>/page.html:1:4: warning: undefined variable 'stie.title' (did you mean 'site.title'?)",
            "<built-in>/page.html:1:21: warning: undefined variable 'site.titel' (did you mean 'site.title'?)",
            "<built-in>/page.html:1:38: warning: undefined variable 'site.pages.x'",
            "<built-in>/page.html:1:57: warning: undefined variable 'site.colour'",
        ])
    }

    @Test func warnsForAMissingMemberOfAnExistingDictionary() throws {
        let result = try renderResult("{{ site.params.repo }}", ["site": ["params": [:]]])
        #expect(result.warnings.map(\.summary) == ["<built-in>/page.html:1:4: warning: undefined variable 'site.params.repo'"])
    }

    @Test func warnsOncePerLocationPerRender() throws {
        let result = try renderResult("{% for i in [1, 2, 3] %}{{ nope }}{% endfor %}{{ nope }}")
        #expect(result.warnings.map(\.summary) == [
            "<built-in>/page.html:1:28: warning: undefined variable 'nope'",
            "<built-in>/page.html:1:50: warning: undefined variable 'nope'",
        ])
    }

    @Test func aMisspeltMemberInALoopWarnsOnceWithItsSuggestion() throws {
        let result = try renderResult("{% for p in pages %}{{ p.titel }}{% endfor %}", ["pages": [["title": "A"], ["title": "B"]]])
        #expect(result.output == "")
        #expect(result.warnings.map(\.summary) == ["<built-in>/page.html:1:24: warning: undefined variable 'p.titel' (did you mean 'p.title'?)"])
    }

    @Test func whenStrictTheErrorStillSuggests() {
        #expect(renderError("{{ page.titel }}", ["page": ["title": "T"]], environment: RenderEnvironment(strictUndefined: true))?
            .hasPrefix("<built-in>/page.html:1:4: error: undefined variable 'page.titel' (did you mean 'page.title'?)") == true)
    }

    @Test func doesNotWarnInConditions() throws {
        let result = try renderResult("{% if page.params.toc %}x{% elif not missing or other and third %}y{% endif %}", ["page": ["params": [:]]])
        #expect(result.output == "y")
        #expect(result.warnings.isEmpty)
    }

    @Test func doesNotWarnForTheInputOfDefault() throws {
        let result = try renderResult("{{ page.description | default: 'none' }}", ["page": [:]])
        #expect(result.output == "none")
        #expect(result.warnings.isEmpty)
    }

    @Test func warnsForTheInputOfOtherFilters() throws {
        let result = try renderResult("{{ missing | upper }}")
        #expect(result.warnings.map(\.summary) == ["<built-in>/page.html:1:4: warning: undefined variable 'missing'"])
    }

    @Test func warnsForLoopingOverSomethingUndefined() throws {
        let result = try renderResult("{% for p in paegs %}{% endfor %}")
        #expect(result.warnings.map(\.summary) == ["<built-in>/page.html:1:13: warning: undefined variable 'paegs'"])
    }

    @Test func doesNotWarnForNull() throws {
        #expect(try renderResult("{{ x }}", ["x": .null]).warnings.isEmpty)
    }

    @Test func warnsInsideAnIncludedFileAtThatFile() throws {
        let result = try renderResult("{% include \"p.html\" %}", others: ["p.html": "\n {{ gone }}"])
        #expect(result.warnings.map(\.summary) == ["<built-in>/p.html:2:5: warning: undefined variable 'gone'"])
    }

    @Test func isAnErrorWhenStrict() {
        #expect(renderError("a\n{{ page.titel }}", ["page": [:]], environment: RenderEnvironment(strictUndefined: true)) == """
            <built-in>/page.html:2:4: error: undefined variable 'page.titel'
            {{ page.titel }}
               ^
            """)
    }

    @Test func strictModeStillAllowsConditionsAndDefault() throws {
        let environment = RenderEnvironment(strictUndefined: true)
        #expect(try render("{% if missing %}x{% endif %}{{ missing | default: 'd' }}", environment: environment) == "d")
    }
}
