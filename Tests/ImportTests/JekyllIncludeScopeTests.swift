import Testing
@testable import Import

/// Jekyll's includes share the page's variables: one that only assigns sets them for the page, and one that prints
/// reads the page's own. sitegen's shortcodes see their arguments alone, so the import makes both explicit.
/// Seen on swift.org: every Linux install page set its builds in an include of assigns and listed them in another,
/// and its download links were empty (158 undefined variables).
struct JekyllIncludeScopeTests {
    func convert(_ text: String) -> String {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil }, expression: LiquidExpression(siteParams: []))
        liquid.includes = ["assigns.html": "assigns", "builds.html": "builds"]
        liquid.includeFiles = [
            "assigns.html": JekyllInclude(text: "{% assign platform = include.platform %}\n{% if include.arm %}\n\t{% assign arm = include.arm | sort %}\n{% endif %}\n"),
            "builds.html": JekyllInclude(text: "<p>{{ platform }} {{ include.arm }} {{ builds | first }} {{ 'release' }} {{ page.title }}</p>"),
        ]
        return liquid.convert(text).text
    }

    @Test func anIncludeOfAssignsAloneSetsItsVariablesInThePage() {
        #expect(convert(#"{% include /assigns.html platform="Debian 12" arm=site.data.arm %}"#) == """
            {% set platform = "Debian 12" %}
            {% if site.data.arm %}
            \t{% set arm = site.data.arm | sort %}
            {% endif %}

            """)
    }

    @Test func aCallPassesThePagesVariablesItsIncludeReads() {
        #expect(convert(#"{% assign builds = site.data.b %}{% include assigns.html platform="Fedora" %}{% include builds.html %}"#)
            .hasSuffix(#"{% shortcode "builds" builds=builds platform=platform %}"#))
        // What the call passes, what the include reads as `include.arm` and strings it prints are not the page's.
        #expect(convert(#"{% assign arm = 1 %}{% assign release = 2 %}{% include builds.html platform="x" %}"#)
            .hasSuffix(#"{% shortcode "builds" platform="x" %}"#))
    }

    @Test func aLoopsVariableIsPassedInTheLoopAlone() {
        #expect(convert("{% for platform in site.data.p %}{% include builds.html %}{% endfor %}{% include builds.html %}")
            == #"{% for platform in site.data.p %}{% shortcode "builds" platform=platform %}{% endfor %}{% shortcode "builds" %}"#)
    }

    @Test func anIncludeThatPrintsIsNoIncludeOfAssigns() {
        func onlyAssigns(_ text: String) -> Bool { JekyllInclude(text: text).onlyAssigns }
        #expect(onlyAssigns("{% assign a = 1 %}\n  {% if a %}{% assign b = 2 %}{% endif %}\n"))
        #expect(!onlyAssigns("{% assign a = 1 %}{{ a }}"))
        #expect(!onlyAssigns("{% assign a = 1 %}text"))
        #expect(!onlyAssigns("{% if a %}{% endif %}"))
        #expect(!onlyAssigns("{% capture a %}x{% endcapture %}"))
    }

    @Test func theNamesAnIncludeReadsAreItsLiquidsWordsOutsideQuotesAndMembers() {
        #expect(JekyllInclude(text: "{{ a.b | join: sep }} {% if c and 'd' %}{{ include.e }}{{ page.f }}{{ 2x }}{% endif %} g")
            .namesRead == ["a", "join", "sep", "if", "c", "and", "endif"])
    }
}
