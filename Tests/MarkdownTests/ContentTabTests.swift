import Testing
import Markdown

/// pymdownx.tabbed's content tabs as MkDocs Material writes them: radio inputs, labels, blocks.
struct ContentTabTests {
    @Test func consecutiveTabsFormOneSetWithTheFirstChecked() {
        #expect(html("=== \"C\"\n    a\n\n=== \"C++\"\n    b", .contentTabs) == """
            <div class="tabbed-set">
            <input class="tabbed-input" type="radio" name="tabs-1" id="tabs-1-1" checked>
            <label class="tabbed-label" for="tabs-1-1">C</label>
            <div class="tabbed-block">
            <p>a</p>
            </div>
            <input class="tabbed-input" type="radio" name="tabs-1" id="tabs-1-2">
            <label class="tabbed-label" for="tabs-1-2">C++</label>
            <div class="tabbed-block">
            <p>b</p>
            </div>
            </div>

            """)
    }

    @Test func plusMarksTheTabShownFirst() {
        let output = html("=== \"A\"\n    a\n===+ \"B\"\n    b", .contentTabs)
        #expect(output.contains("id=\"tabs-1-1\">\n"))
        #expect(output.contains("id=\"tabs-1-2\" checked>\n"))
    }

    @Test func textBetweenTabsStartsANewSetWithItsOwnName() {
        let output = html("=== \"A\"\n    a\n\nText.\n\n=== \"B\"\n    b", .contentTabs)
        #expect(output.contains("<label class=\"tabbed-label\" for=\"tabs-1-1\">A</label>"))
        #expect(output.contains("</div>\n</div>\n<p>Text.</p>\n<div class=\"tabbed-set\">"))
        #expect(output.contains("<label class=\"tabbed-label\" for=\"tabs-2-1\">B</label>"))
    }

    @Test func exclamationMarkStartsANewSet() {
        let output = html("=== \"A\"\n    a\n===! \"B\"\n    b", .contentTabs)
        #expect(output.components(separatedBy: "<div class=\"tabbed-set\">").count == 3)
    }

    @Test func tabsHoldBlocksAndNestInAdmonitions() {
        #expect(html("!!! note\n    === \"A\"\n        ```swift\n        let a = 1\n        ```", [.contentTabs, .admonitions])
            .contains("<div class=\"tabbed-block\">\n<pre><code class=\"language-swift\">let a = 1\n</code></pre>\n</div>"))
    }

    @Test func labelIsMarkdown() {
        #expect(html("=== \":smile: `mkdocs.yml`\"\n    a", [.contentTabs, .shortcodes]).contains(
            "<label class=\"tabbed-label\" for=\"tabs-1-1\"><span class=\"emoji\" role=\"img\" aria-label=\"smile\">😄</span> "
            + "<code>mkdocs.yml</code></label>"))
    }

    @Test func rawHTMLInALabelIsSanitized() {
        #expect(html("=== \"<script>x</script>\"\n    a", .contentTabs).contains("<label class=\"tabbed-label\" for=\"tabs-1-1\"></label>"))
    }

    @Test func markerWithoutAQuotedLabelStaysText() {
        #expect(html("=== Tab\n    a", .contentTabs) == "<p>=== Tab\na</p>\n")
    }

    @Test func contentTabsAreOffByDefault() {
        #expect(html("=== \"A\"\n    a") == "<p>=== &quot;A&quot;\na</p>\n")
    }
}
