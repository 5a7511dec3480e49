import Testing
import Markdown

/// A template escapes the values it prints into a page's Markdown as HTML text; code shows its text as written, so
/// there the references of those values, and only theirs, are read back to the value's characters.
@Suite struct EscapedTemplateValueTests {
    /// Renders `markdown` with each `[…]` marking a value the template printed (the brackets themselves removed).
    func rendered(_ marked: String, _ extensions: MarkdownExtensions = []) -> String {
        var markdown = ""
        var ranges: [Range<Int>] = []
        var start = 0
        for character in marked {
            switch character {
            case "[": start = markdown.utf8.count
            case "]": ranges.append(start..<markdown.utf8.count)
            default: markdown.append(character)
            }
        }
        var options = RenderOptions()
        options.escapedTemplateValues = ranges
        return html(markdown, extensions, options: options)
    }

    @Test func aValueInFencedCodeShowsItsCharacters() {
        #expect(rendered("```\nlet s = [&quot;a&lt;b&amp;&#39;c&gt;&quot;]\n```\n") == "<pre><code>let s = &quot;a&lt;b&amp;'c&gt;&quot;\n</code></pre>\n")
    }

    @Test func aValueInIndentedCodeAndInACodeSpanShowsItsCharacters() {
        #expect(rendered("    [x &lt; y]\n") == "<pre><code>x &lt; y\n</code></pre>\n")
        #expect(rendered("a `[x &lt;\ny]` b\n") == "<p>a <code>x &lt; y</code> b</p>\n")
    }

    @Test func referencesTheAuthorWroteInCodeStayAsWritten() {
        #expect(rendered("```\n&lt; [&lt;] &lt;\n```\n") == "<pre><code>&amp;lt; &lt; &amp;lt;\n</code></pre>\n")
    }

    @Test func aReferenceThatAValueOnlyPartlyHoldsStaysAsWritten() {
        #expect(rendered("`&[lt;]` `[&l]t;`\n") == "<p><code>&amp;lt;</code> <code>&amp;lt;</code></p>\n")
    }

    @Test func outsideCodeAValueReadsAsAnyText() {
        #expect(rendered("[&lt;b&gt;] *[&amp;]*\n") == "<p>&lt;b&gt; <em>&amp;</em></p>\n")
    }

    @Test func aValueInCodeOfAListItemOrAQuoteShowsItsCharacters() {
        #expect(rendered("- ```\n  [&lt;T&gt;]\n  ```\n") == "<ul>\n<li>\n<pre><code>&lt;T&gt;\n</code></pre>\n</li>\n</ul>\n")
        #expect(rendered("> `[&quot;]`\n") == "<blockquote>\n<p><code>&quot;</code></p>\n</blockquote>\n")
    }

    @Test func aBlankLineOfAValueDoesNotEndTheHTMLBlockItStandsIn() {
        #expect(rendered("<div class=\"box\">\n<pre><code>[a\n\n    *b* &lt;c&gt;]</code></pre>\n</div>\n")
            == "<div class=\"box\">\n<pre><code>a\n\n    *b* &lt;c&gt;</code></pre>\n</div>\n")
        #expect(rendered("<div title=\"[a\n \nb]\">\n\nc\n") == "<div title=\"a\n \nb\">\n<p>c</p>\n</div>\n")
    }

    @Test func aBlankLineTheTemplateWroteAroundAValueEndsTheHTMLBlock() {
        #expect(rendered("<div>\n[a]\n\n*b*\n") == "<div>\na\n<p><em>b</em></p>\n</div>\n")
        #expect(rendered("<div>\n[a\n]\n*b*\n") == "<div>\na\n<p><em>b</em></p>\n</div>\n")
    }
}
