import Testing
import Markdown

/// pymdownx.superfences' fence attributes: titles, marked lines and line numbers, no stray classes.
struct FenceAttributeTests {
    @Test func attributeListGivesLanguageTitleLinesAndNumbers() {
        #expect(html("``` { .yaml title=\"mkdocs.yml\" linenums=\"1\" hl_lines=\"2 3\" }\na: 1\n```", .fenceAttributes)
            == "<pre data-title=\"mkdocs.yml\" data-lines=\"2,3\" data-linenums=\"1\"><code class=\"language-yaml\">a: 1\n</code></pre>\n")
    }

    @Test func attributeListWithoutSpacesOrLanguage() {
        #expect(html("```{title='A b' #id .x .y}\nc\n```", .fenceAttributes)
            == "<pre data-title=\"A b\"><code class=\"language-x\">c\n</code></pre>\n")
        #expect(html("```{ linenums=\"5\" }\nc\n```", .fenceAttributes) == "<pre data-linenums=\"5\"><code>c\n</code></pre>\n")
    }

    @Test func aLanguageWrittenAsAClass() {
        #expect(html("``` .sh\nls\n```", .fenceAttributes) == "<pre><code class=\"language-sh\">ls\n</code></pre>\n")
        #expect(html("``` .sh\nls\n```") == "<pre><code class=\"language-.sh\">ls\n</code></pre>\n")
    }

    @Test func optionsAfterTheLanguage() {
        #expect(html("``` py title=\"a.py\" hl_lines=\"1-2 4\"\nc\n```")
            == "<pre data-title=\"a.py\" data-lines=\"1-2,4\"><code class=\"language-py\">c\n</code></pre>\n")
    }

    @Test func titleWithoutLanguageGivesNoLanguage() {
        #expect(html("``` title=\"Notes\"\nc\n```", .fenceAttributes) == "<pre data-title=\"Notes\"><code>c\n</code></pre>\n")
    }

    @Test func badLineListsAndUnknownKeysAreIgnored() {
        #expect(html("```sh hl_lines=\"a\" foo=bar linenums=x\nc\n```") == "<pre><code class=\"language-sh\">c\n</code></pre>\n")
    }

    @Test func withoutTheExtensionTheFirstWordIsTheLanguage() {
        #expect(html("```{.yaml}\nc\n```") == "<pre><code class=\"language-{.yaml}\">c\n</code></pre>\n")
    }
}
