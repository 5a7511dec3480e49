import Testing
import Markdown

/// `RenderOptions.keepsPunctuationWithCode`: a code span and the punctuation right after it share one
/// `<span class="nowrap">`, so a line cannot start with that punctuation; the text itself is unchanged.
@Suite struct CodePunctuationTests {
    private let keeping = RenderOptions(keepsPunctuationWithCode: true)

    @Test func aFullStopAfterCodeGoesWithIt() {
        #expect(html("Run `sitegen build`. Then serve.", options: keeping)
            == "<p>Run <span class=\"nowrap\"><code>sitegen build</code>.</span> Then serve.</p>\n")
    }

    @Test func aRunOfClosingPunctuationGoesWithItWhole() {
        #expect(html("(see `--strict`), or `-q`?!", options: keeping)
            == "<p>(see <span class=\"nowrap\"><code>--strict</code>),</span> or <span class=\"nowrap\"><code>-q</code>?!</span></p>\n")
    }

    @Test func closingQuotesAndEllipsisAreUTF8Punctuation() {
        #expect(html("“`a`” and `b`… and `c`。", options: keeping)
            == "<p>“<span class=\"nowrap\"><code>a</code>”</span> and <span class=\"nowrap\"><code>b</code>…</span> and <span class=\"nowrap\"><code>c</code>。</span></p>\n")
    }

    @Test func codeFollowedByAWordOrASpaceIsLeftAlone() {
        #expect(html("`a`s and `b` .", options: keeping) == "<p><code>a</code>s and <code>b</code> .</p>\n")
    }

    @Test func aLinkEndingInCodeTakesThePunctuationToo() {
        #expect(html("See [`build`](build.md).", options: keeping)
            == "<p>See <span class=\"nowrap\"><a href=\"build.md\"><code>build</code></a>.</span></p>\n")
    }

    @Test func aLinkEndingInTextIsLeftAlone() {
        #expect(html("See [the `build` command](build.md).", options: keeping)
            == "<p>See <a href=\"build.md\">the <code>build</code> command</a>.</p>\n")
    }

    @Test func punctuationThatIsAllOfTheTextIsWrittenOnce() {
        #expect(html("*`a`.*", options: keeping) == "<p><em><span class=\"nowrap\"><code>a</code>.</span></em></p>\n")
    }

    @Test func anAttributeListBetweenCodeAndPunctuationStaysTheCodes() {
        #expect(html("Use `swift`{: .language}.", .kramdownAttributes, options: keeping)
            == "<p>Use <span class=\"nowrap\"><code class=\"language\">swift</code>.</span></p>\n")
    }

    @Test func thePlainTextIsTheSameAsWithoutTheSpan() {
        let rendered = HTMLRenderer(options: keeping).render(Array("Run `sitegen build`. Then `serve`!".utf8), parsing: MarkdownOptions(), collecting: .text)
        #expect(String(decoding: rendered.text.bytes, as: UTF8.self) == "Run sitegen build. Then serve!\n")
    }

    @Test func offByDefaultAsCommonMarkWritesIt() {
        #expect(html("Run `sitegen build`.") == "<p>Run <code>sitegen build</code>.</p>\n")
    }
}
