import Testing
import Templates

/// Each error names the file, line and column, quotes the line and puts a caret under the problem.
@Suite struct ParseErrorTests {
    @Test func reportsAnUnknownTagAtItsName() {
        #expect(renderError("<p>\n  {% frobnicate x %}\n</p>") == """
            <built-in>/page.html:2:6: error: unknown tag 'frobnicate'
              {% frobnicate x %}
                 ^
            """)
    }

    @Test func suggestsTheTagAMisspellingLikelyMeant() {
        #expect(renderError("{% block main %}x{% endblok %}")?.hasPrefix("<built-in>/page.html:1:21: error: unknown tag 'endblok' (did you mean 'endblock'?)\n") == true)
        #expect(renderError("{% includ \"a.html\" %}")?.hasPrefix("<built-in>/page.html:1:4: error: unknown tag 'includ' (did you mean 'include'?)\n") == true)
        #expect(renderError("{% shortcod \"figure\" %}")?.hasPrefix("<built-in>/page.html:1:4: error: unknown tag 'shortcod' (did you mean 'shortcode'?)\n") == true)
        #expect(renderError("{% endshortcod \"figure\" %}")?.hasPrefix("<built-in>/page.html:1:4: error: unknown tag 'endshortcod' (did you mean 'endshortcode'?)\n") == true)
    }

    @Test func aShortcodeTagLeftUnclosedIsReportedWhereItsLineEnds() {
        #expect(renderError("{% shortcode \"figure\" src=\"a.png\"\n<p>next</p>\n{% if x %}y{% endif %}") == """
            <built-in>/page.html:1:34: error: expected the end of the tag after the shortcode's arguments; it runs on to '{%' on a later line
            {% shortcode "figure" src="a.png"
                                             ^
            """)
    }

    @Test func aTagLeftUnclosedIsReportedWhereItsLineEnds() {
        #expect(renderError("{% include \"a.html\"\n<p>next</p>\n{% if x %}y{% endif %}") == """
            <built-in>/page.html:1:20: error: expected the end of the tag after the template name; it runs on to '<' on a later line
            {% include "a.html"
                               ^
            """)
    }

    @Test func suggestsElifForElsif() {
        #expect(renderError("{% if a %}{% elsif b %}{% endif %}") == """
            <built-in>/page.html:1:14: error: unknown tag 'elsif' (did you mean 'elif'?)
            {% if a %}{% elsif b %}{% endif %}
                         ^
            """)
    }

    @Test func reportsAnUnknownFilterWithASuggestion() {
        #expect(renderError("<h1>{{ title | uper }}</h1>") == """
            <built-in>/page.html:1:16: error: unknown filter 'uper' (did you mean 'upper'?)
            <h1>{{ title | uper }}</h1>
                           ^
            """)
    }

    @Test func reportsAnUnknownFilterEvenInABranchNotTaken() {
        #expect(renderError("{% if false %}{{ x | nosuchfilter }}{% endif %}")?.hasPrefix("<built-in>/page.html:1:22: error: unknown filter 'nosuchfilter'") == true)
    }

    @Test func reportsAnUnclosedBlockAtItsOpeningTag() {
        #expect(renderError("<ul>\n{% for p in pages %}\n<li></li>\n") == """
            <built-in>/page.html:2:4: error: unclosed '{% for %}': expected '{% endfor %}'
            {% for p in pages %}
               ^
            """)
    }

    @Test func reportsAMismatchedEndTagWhereItIs() {
        #expect(renderError("{% if a %}\n  {% for x in xs %}\n  {% endif %}\n{% endfor %}") == """
            <built-in>/page.html:3:6: error: unexpected '{% endif %}': the '{% for %}' on line 2 must be closed first with '{% endfor %}'
              {% endif %}
                 ^
            """)
    }

    @Test func reportsAnEndTagWithNothingOpen() {
        #expect(renderError("text {% endif %}") == """
            <built-in>/page.html:1:9: error: unexpected '{% endif %}' outside '{% if %}'
            text {% endif %}
                    ^
            """)
    }

    @Test func reportsElseOutsideIfOrFor() {
        #expect(renderError("{% else %}")?.hasPrefix("<built-in>/page.html:1:4: error: unexpected '{% else %}' outside '{% if %}' or '{% for %}'") == true)
    }

    @Test func reportsAnEndblockWithTheWrongName() {
        #expect(renderError("{% block main %}{% endblock side %}") == """
            <built-in>/page.html:1:29: error: '{% endblock side %}' does not match '{% block main %}'
            {% block main %}{% endblock side %}
                                        ^
            """)
    }

    @Test func reportsABlockDefinedTwice() {
        #expect(renderError("{% block a %}{% endblock %}\n{% block a %}{% endblock %}")?.hasPrefix(
            "<built-in>/page.html:2:10: error: block 'a' is already defined on line 1") == true)
    }

    @Test func reportsAnUnclosedOutputTag() {
        #expect(renderError("<p>{{ title </p>") == """
            <built-in>/page.html:1:4: error: unclosed '{{': expected '}}'
            <p>{{ title </p>
               ^
            """)
    }

    // Seen by a new user: `{% include "…"` without its `%}` before the next tag was reported in that tag, on the next line.
    @Test func aTagLeftUnclosedBeforeTheNextTagIsReportedWhereItsLineEnds() {
        #expect(renderError("{% block content %}{% include \"partials/x.html\"\n{% endblock %}") == """
            <built-in>/page.html:1:48: error: expected the end of the tag after the template name; it runs on to '{%' on a later line
            {% block content %}{% include "partials/x.html"
                                                           ^
            """)
    }

    @Test func reportsAnUnclosedComment() {
        #expect(renderError("a {# note")?.hasPrefix("<built-in>/page.html:1:3: error: unclosed comment: expected '#}'") == true)
    }

    @Test func reportsAnUnclosedRawBlock() {
        #expect(renderError("{% raw %}{{ x }}")?.hasPrefix("<built-in>/page.html:1:4: error: unclosed 'raw' block: expected '{% endraw %}'") == true)
    }

    @Test func reportsAnEmptyExpression() {
        #expect(renderError("a {{ }} b") == """
            <built-in>/page.html:1:6: error: expected an expression, found the end of the tag
            a {{ }} b
                 ^
            """)
    }

    @Test func reportsTextLeftAfterAnExpression() {
        #expect(renderError("{{ page.title page.date }}") == """
            <built-in>/page.html:1:15: error: unexpected 'page' after the expression
            {{ page.title page.date }}
                          ^
            """)
    }

    @Test func reportsArithmeticAsUnsupported() {
        #expect(renderError("{{ a + 1 }}")?.hasPrefix("<built-in>/page.html:1:6: error: unexpected character '+' in expression (templates have no arithmetic operators; use a filter such as 'plus' or 'modulo', or '~' to join text)") == true)
    }

    @Test func reportsAnUnterminatedString() {
        #expect(renderError("{{ \"abc }}") == """
            <built-in>/page.html:1:4: error: unterminated string
            {{ "abc }}
               ^
            """)
    }

    @Test func reportsAMissingClosingParenthesis() {
        #expect(renderError("{% if (a or b %}{% endif %}")?.hasPrefix("<built-in>/page.html:1:15: error: expected ')' to close '(', found the end of the tag") == true)
    }

    @Test func reportsAFilterGivenTheWrongNumberOfArguments() {
        #expect(renderError("{{ t | truncate }}") == """
            <built-in>/page.html:1:8: error: filter 'truncate' takes 1 or 2 arguments, got 0
            {{ t | truncate }}
                   ^
            """)
    }

    @Test func reportsAForWithoutIn() {
        #expect(renderError("{% for p pages %}{% endfor %}")?.hasPrefix("<built-in>/page.html:1:10: error: expected 'in' after the loop variable, found 'pages'") == true)
    }

    @Test func reportsAnIfWithoutACondition() {
        #expect(renderError("{% if %}{% endif %}")?.hasPrefix("<built-in>/page.html:1:7: error: expected a condition after 'if'") == true)
    }

    @Test func reportsSuperOutsideABlock() {
        #expect(renderError("{{ super() }}")?.hasPrefix("<built-in>/page.html:1:4: error: super() is only allowed inside a {% block %}") == true)
    }

    @Test func reportsExtendsAfterOtherContent() {
        #expect(renderError("<p>hi</p>\n{% extends \"base.html\" %}", others: ["base.html": ""])?.hasPrefix(
            "<built-in>/page.html:2:4: error: '{% extends %}' must come before any other content") == true)
    }

    @Test func reportsContentOutsideBlocksInAnExtendingTemplate() {
        #expect(renderError("{% extends \"base.html\" %}\nstray text\n", others: ["base.html": ""])?.hasPrefix(
            "<built-in>/page.html:2:1: error: only {% block %} and {% set %} may appear outside blocks in a template that extends another") == true)
    }

    @Test func reportsErrorsInAnIncludedFileInThatFile() {
        let error = renderError("line one\n{% include \"partials/nav.html\" %}", others: ["partials/nav.html": "<nav>\n{% if %}\n</nav>"])
        #expect(error == """
            <built-in>/partials/nav.html:2:7: error: expected a condition after 'if'
            {% if %}
                  ^
            """)
    }

    @Test func countsColumnsInCharactersNotBytes() {
        #expect(renderError("Ünïcödé {% bogus %}")?.hasPrefix("<built-in>/page.html:1:12: error: unknown tag 'bogus'") == true)
    }
}
