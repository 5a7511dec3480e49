import Testing
import Templates

@Suite struct SyntaxTests {
    @Test func dropsComments() throws {
        #expect(try render("a{# a comment with {{ tags }} and {% tags %} #}b") == "ab")
    }

    @Test func passesRawBlocksThroughUnparsed() throws {
        #expect(try render("{% raw %}{{ not parsed }} {% nor this %}{% endraw %}") == "{{ not parsed }} {% nor this %}")
    }

    @Test func trimsWhitespaceBeforeATagWithALeadingDash() throws {
        #expect(try render("<ul>\n  {%- for x in xs %}<li>{{ x }}</li>{% endfor %}", ["xs": [1]]) == "<ul><li>1</li>")
    }

    @Test func trimsWhitespaceAfterATagWithATrailingDash() throws {
        #expect(try render("{% for x in xs -%}\n  <li>{{ x }}</li>\n{% endfor %}", ["xs": [1, 2]]) == "<li>1</li>\n<li>2</li>\n")
    }

    @Test func trimsWhitespaceAroundOutputWithDashes() throws {
        #expect(try render("a  \n {{- x -}} \n  b", ["x": "X"]) == "aXb")
    }

    @Test func trimsWhitespaceAroundCommentsWithDashes() throws {
        #expect(try render("a \n{#- note -#}\n b") == "ab")
    }

    @Test func trimsWhitespaceAroundRawBlocksWithDashes() throws {
        #expect(try render("a {%- raw -%} {{ x }} {%- endraw -%} b") == "a{{ x }}b")
    }

    @Test func keepsWhitespaceWithoutDashes() throws {
        #expect(try render("a {% if true %} b {% endif %} c") == "a  b  c")
    }

    @Test func allowsTagsToSpanLines() throws {
        #expect(try render("{% if a\n   and b %}yes{% endif %}", ["a": true, "b": true]) == "yes")
    }
}
