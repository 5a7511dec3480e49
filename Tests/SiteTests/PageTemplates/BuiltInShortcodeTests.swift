import TestSupport
import Testing
@testable import Site

/// The built-in shortcodes of `Templates/shortcodes/`, for what Hugo's and Jekyll's pages call: each one's exact HTML
/// in a page, and a site's own template of the same name in its place.
@Suite struct BuiltInShortcodeTests {
    /// The HTML of a page whose body is `body`, in a site of a few pages, and the build's warnings.
    func rendered(_ body: String, siteJSON: String = #"{"baseURL": "/proj/", "params": {"color": "blue", "size": "L"}}"#) -> (html: String?, warnings: [String]) {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", siteJSON)
        site.write("Content/docs/guide/setup.md", "# Setup\n\n## Install\n")
        site.write("Content/docs/guide/index.md", "# Guide\n")
        site.write("Content/blog/2016-01-29-hello.md", "# Hello\n")
        site.write("Content/news/2016-01-29-hello.md", "# Hello again\n")
        site.write("Content/images/zion.jpg", "jpg")
        site.write("Content/docs/page.md", "---\ntemplate: true\ncolor: red\n---\n" + body + "\n")
        let warnings = site.buildDiagnostics()
        return (site.read("Public/docs/page/index.html"), warnings)
    }

    @Test func figure() {
        let page = rendered(
            #"{% shortcode "figure" src="../images/zion.jpg" alt="Zion's <cliffs>" link="https://www.nps.gov/zion/" target="_blank" "#
                + #"rel="noopener" class="wide" width=640 height=480 loading="lazy" title="Zion" caption="Zion National Park" "#
                + #"attr="NPS" attrlink="https://www.nps.gov/" %}"#)
        #expect(page.warnings == [])
        #expect(page.html == """
            <figure class="wide"><a href="https://www.nps.gov/zion/" target="_blank" rel="noopener"><img src="/proj/images/zion.jpg" \
            alt="Zion&#39;s &lt;cliffs&gt;" width="640" height="480" loading="lazy"></a><figcaption><h4>Zion</h4><p>Zion National Park \
            <a href="https://www.nps.gov/">NPS</a></p></figcaption></figure>

            """)
    }

    @Test func figureWithAnImageAlone() {
        #expect(rendered(#"{% shortcode "figure" src="/images/zion.jpg" %}"#).html == """
            <figure><img src="/proj/images/zion.jpg"></figure>

            """)
    }

    @Test func highlightWithHugosOptions() {
        let page = rendered("""
            {% shortcode "highlight" "swift" "linenos=table, hl_lines=2 3, linenostart=10" %}
            let a = 1
            let b = a < 2
            {% endshortcode "highlight" %}
            """)
        #expect(page.warnings == [])
        #expect(page.html == """
            <pre data-lines="2,3" data-linenums="10"><code class="language-swift"><span class="tok-keyword">let</span> a \
            <span class="tok-punctuation">=</span> <span class="tok-number">1</span>
            <span class="tok-keyword">let</span> b <span class="tok-punctuation">=</span> a <span class="tok-punctuation">&lt;</span> \
            <span class="tok-number">2</span>
            </code></pre>

            """)
    }

    @Test func highlightWithJekyllsOptions() {
        #expect(rendered("""
            {% shortcode "highlight" "ruby" "linenos mark_lines=\\"1\\"" %}
            puts 1
            {% endshortcode "highlight" %}
            """).html == "<pre data-lines=\"1\" data-linenums=\"1\"><code class=\"language-ruby\">puts 1\n</code></pre>\n")
    }

    @Test func highlightOfCodeHoldingAFence() {
        let html = rendered("""
            {% shortcode "highlight" "markdown" %}
            ```
            x
            ```
            {% endshortcode "highlight" %}
            """).html
        #expect(html == """
            <pre><code class="language-markdown"><span class="tok-punctuation">```</span>
            <span class="tok-string">x
            </span><span class="tok-punctuation">```</span>
            </code></pre>

            """)
    }

    @Test func refAndRelrefLinkToThePage() {
        let page = rendered("""
            [a]({% shortcode "ref" "guide/setup" %}) [b]({% shortcode "relref" "guide/setup.md#install" %}) \
            [c]({% shortcode "ref" "/docs/guide" %}) [d]({% shortcode "relref" path="docs/guide/setup" %})
            """)
        #expect(page.warnings == [])
        #expect(page.html == """
            <p><a href="/proj/docs/guide/setup/">a</a> <a href="/proj/docs/guide/setup/#install">b</a> \
            <a href="/proj/docs/guide/">c</a> <a href="/proj/docs/guide/setup/">d</a></p>

            """)
    }

    @Test func aRefToAPageThatIsNotThereIsABrokenLinkAtTheShortcode() {
        let page = rendered(#"See [it]({% shortcode "ref" "guide/gone" %})."#)
        #expect(page.warnings == ["Content/docs/page.md:5:5: warning: broken link 'guide/gone': no page or file at /docs/guide/gone"])
    }

    @Test func aMissingHeadingOfARefIsReportedAsAnyLinksIs() {
        #expect(rendered(#"[it]({% shortcode "ref" "guide/setup#nowhere" %})"#).warnings
            == ["Content/docs/page.md:5:1: warning: broken link '/docs/guide/setup.md#nowhere': no heading with id 'nowhere' in Content/docs/guide/setup.md"])
    }

    @Test func jekyllsLinkAndPostURL() {
        let page = rendered("""
            [a]({% shortcode "link" "docs/guide/setup.md" %}) [b]({% shortcode "post_url" "2016-01-29-hello" %}) \
            [c]({% shortcode "post_url" "news/2016-01-29-hello" %})
            """)
        #expect(page.warnings == [])
        #expect(page.html == """
            <p><a href="/proj/docs/guide/setup/">a</a> <a href="/proj/blog/hello/">b</a> <a href="/proj/news/hello/">c</a></p>

            """)
    }

    @Test func aPostURLOfNoPostIsABrokenLink() {
        #expect(rendered(#"[a]({% shortcode "post_url" "2020-01-01-gone" %})"#).warnings
            == ["Content/docs/page.md:5:1: warning: broken link '2020-01-01-gone': no page or file at /docs/2020-01-01-gone"])
    }

    @Test func paramReadsThePageThenTheSite() {
        let page = rendered(#"{% shortcode "param" "color" %} {% shortcode "param" "size" %} {% shortcode "param" name="color" %}"#)
        #expect(page.warnings == [])
        #expect(page.html == "<p>red L red</p>\n")
    }

    @Test func aParamNeitherHasIsAnUndefinedVariable() {
        #expect(rendered(#"{% shortcode "param" "weight" %}"#).warnings == [
            "<built-in>/shortcodes/param.html:8:5: warning: undefined variable 'site.params[key]' (in the shortcode 'param' called at Content/docs/page.md:5:14)",
        ])
    }

    @Test func aSitesOwnShortcodeTakesTheBuiltInOnesPlace() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Templates/shortcodes/figure.html", #"<img class="mine" src="{{ src }}">{#- -#}"#)
        site.write("Templates/shortcodes/note.html", #"<div class="note" markdown>{{ inner }}</div>{#- -#}"#)
        site.write("Content/a.md", """
            ---
            template: true
            ---
            {% shortcode "figure" src="a.png" %}

            {% shortcode "note" %}
            Read **this**.
            {% endshortcode "note" %}

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == """
            <img class="mine" src="a.png">
            <div class="note">
            <p>Read <strong>this</strong>.</p>
            </div>

            """)
    }

    @Test func unconvertedShowsNothingAndWarnsAtTheCall() {
        let page = rendered(#"Built {% shortcode "unconverted" "Liquid '{{ site.time }}'" "'site.time', which sitegen's site has no value for" %}."#)
        #expect(page.html == "<p>Built .</p>\n")
        #expect(page.warnings == [
            "Content/docs/page.md:5:20: warning: Liquid '{{ site.time }}' was not converted by 'sitegen import' ('site.time', which sitegen's site has no value for): nothing is shown in its place",
        ])
    }

    @Test func unconvertedBlockShowsItsBodyAndWarnsAtTheCall() {
        let page = rendered("""
            {% shortcode "unconverted_block" "Hugo shortcode 'tabs'" "no template" %}
            Tab **one**
            {% endshortcode "unconverted_block" %}
            """)
        #expect(page.html == "<p>Tab <strong>one</strong></p>\n")
        #expect(page.warnings == [
            "Content/docs/page.md:5:14: warning: Hugo shortcode 'tabs' was not converted by 'sitegen import' (no template): its body is shown without it",
        ])
    }

    @Test func unconvertedWarnsOnceWhetherOrNotItsBranchOrLoopRuns() {
        let page = rendered("""
            {% for item in site.data.none | default([]) %}{% shortcode "unconverted" "Liquid '{% tabs %}'" "a plugin's tag" %}{% endfor %}
            {% if true %}{% shortcode "unconverted_block" "Liquid '{% details %}'" "a plugin's tag" %}Shown{% endshortcode "unconverted_block" %}{% endif %}
            """)
        #expect(page.html == "<p>Shown</p>\n")
        #expect(page.warnings == [
            "Content/docs/page.md:5:60: warning: Liquid '{% tabs %}' was not converted by 'sitegen import' (a plugin's tag): nothing is shown in its place",
            "Content/docs/page.md:6:27: warning: Liquid '{% details %}' was not converted by 'sitegen import' (a plugin's tag): its body is shown without it",
        ])
    }

    @Test func anUnknownShortcodeIsAnErrorAtItsName() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", "---\ntemplate: true\n---\n\n{% shortcode \"hightlight\" \"go\" %}\n")
        #expect(site.buildDiagnostics() == [
            "Content/a.md:5:14: error: unknown shortcode 'hightlight' (did you mean 'highlight'?): there is no Templates/shortcodes/hightlight.html or built-in shortcode of that name",
        ])
    }
}
