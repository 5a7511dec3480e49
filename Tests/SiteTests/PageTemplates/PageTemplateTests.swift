import TestSupport
import Testing
@testable import Site

/// A page with `template: true` has its body rendered by the template language before its Markdown, values escaped
/// as in layouts; any other page's `{{` is text.
@Suite struct PageTemplateTests {
    @Test func theBodyIsRenderedBeforeItsMarkdown() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"{"title": "Docs", "params": {"repo": "sitegen"}}"#)
        site.write("Data/team.yml", "- name: Ann\n  role: lead\n- name: Bob\n  role: dev\n")
        site.write("Content/docs/team.md", """
            ---
            title: Team
            template: true
            ---
            **{{ page.title }}** of {{ site.title }} ({{ site.params.repo }}), at {{ page.url }}:
            {% for person in site.data.team %}
            - {{ person.name }}, *{{ person.role }}*
            {%- endfor %}

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/docs/team/index.html") == """
            <p><strong>Team</strong> of Docs (sitegen), at /docs/team/:</p>
            <ul>
            <li>Ann, <em>lead</em></li>
            <li>Bob, <em>dev</em></li>
            </ul>

            """)
    }

    @Test func aHostileDataValueStaysText() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/people.json", #"[{"name": "<script>alert(1)</script>", "site": "\"><img src=x onerror=alert(1)>"}]"#)
        site.write("Content/a.md", """
            ---
            template: true
            ---
            {% for p in site.data.people %}{{ p.name }} <a href="https://example.com/?q={{ p.site }}">site</a>{% endfor %}

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == """
            <p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://example.com/?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E">site</a></p>

            """)
    }

    @Test func aValueInCodeShowsItsCharactersAsTheDataHasThem() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/sample.yml", "code: 'print(\"a < b && c\")'\n")
        site.write("Templates/shortcodes/sample.html", "<div markdown=\"1\">\n~~~\n{{ code }}\n~~~\n</div>\n")
        site.write("Content/a.md", """
            ---
            template: true
            ---
            ```
            {{ site.data.sample.code }}
            ```
            `{{ site.data.sample.code }}` {{ site.data.sample.code }}
            {% shortcode "sample" code=site.data.sample.code %}

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == """
            <pre><code>print(&quot;a &lt; b &amp;&amp; c&quot;)
            </code></pre>
            <p><code>print(&quot;a &lt; b &amp;&amp; c&quot;)</code> print(&quot;a &lt; b &amp;&amp; c&quot;)</p>
            <div>
            <pre><code>print(&quot;a &lt; b &amp;&amp; c&quot;)
            </code></pre>
            </div>

            """)
    }

    // Seen on swift.org: a shortcode shows a data file's terminal session in a `<pre>` inside a `<div>`; the session's
    // blank lines ended the block of HTML, and its next lines became paragraphs inside the `<pre>`.
    @Test func aValuesBlankLinesStayInTheHTMLItStandsIn() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/session.yml", "code: |\n  $ swift run\n\n      Hello, *world*!\n")
        site.write("Templates/shortcodes/session.html", "<div class=\"session\">\n<pre><code>{{ code }}</code></pre>\n</div>\n")
        site.write("Content/a.md", """
            ---
            template: true
            ---
            {% shortcode "session" code=site.data.session.code %}

            After.

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == """
            <div class="session">
            <pre><code>$ swift run

                Hello, *world*!
            </code></pre>
            </div>
            <p>After.</p>

            """)
    }

    @Test func safeHTMLIsRawHTMLOfTheMarkdownWhichSafeModeStillFilters() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", "---\ntemplate: true\n---\nx {{ \"<kbd>K</kbd><script>alert(1)</script>\" | safe }}\n")
        let keep = " (set \"markdown\": {\"unsafe\": true} in site.json to keep raw HTML as written)"
        #expect(site.buildDiagnostics() == ["Content/a.md:4:6: warning: raw HTML <script> removed: it can run script" + keep])
        #expect(site.read("Public/a/index.html") == "<p>x <kbd>K</kbd></p>\n")
    }

    @Test func aPageWithoutTheKeyKeepsItsBracesAsText() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", "---\ntitle: A\n---\n{{ page.title }} {% if x %}\n")
        #expect(site.buildDiagnostics() == [
            "Content/a.md:4:18: warning: the page still holds '{% ' outside code: an unconverted shortcode or Liquid tag (see 'sitegen import')",
        ])
        #expect(site.read("Public/a/index.html") == "<p>{{ page.title }} {% if x %}</p>\n")
    }

    @Test func aTemplateErrorIsAtItsLineAndColumnInThePagesFile() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", "---\ntitle: A\ntemplate: true\n---\nText.\n\n  {% for x in %}\n")
        #expect(site.buildDiagnostics() == ["Content/a.md:7:15: error: expected what to loop over after 'in'"])
        #expect(!site.exists("Public"))
    }

    @Test func aTemplateErrorInAPageAnotherLanguageFallsBackOnIsReportedOnce() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"{"languages": {"en": {"default": true}, "de": {"fallback": true}}}"#)
        site.write("Content/a.md", "---\ntemplate: true\n---\n{% if %}\n")
        #expect(site.buildDiagnostics() == ["Content/a.md:4:7: error: expected a condition after 'if'"])
    }

    @Test func anUndefinedVariableWarnsAtItsPlaceOrFailsAStrictBuild() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", "---\ntemplate: true\n---\nA {{ page.nothing }}\n")
        #expect(site.buildDiagnostics() == ["Content/a.md:4:6: warning: undefined variable 'page.nothing'"])
        #expect(site.buildDiagnostics(strict: true) == ["Content/a.md:4:6: error: undefined variable 'page.nothing'"])
    }

    @Test func aBrokenLinkInTheRenderedMarkdownIsWhereThePageWritesIt() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Content/a.md", """
            ---
            template: true
            ---
            {% for n in [1, 2, 3] %}
            Item {{ n }}.
            {% endfor %}
            See [{{ "the guide" | upper }}](guide.md) and {{ "x" }} [again](gone.md).

            """)
        #expect(site.buildDiagnostics() == [
            "Content/a.md:7:5: warning: broken link 'guide.md': no page or file at /guide.md",
            "Content/a.md:7:57: warning: broken link 'gone.md': no page or file at /gone.md",
        ])
    }

    @Test func pageAndSiteAreWhatIsKnownBeforeTheBodyIsRendered() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"{"title": "S", "baseURL": "https://example.com/docs/"}"#)
        site.write("Content/guide/setup.md", """
            ---
            template: true
            date: 2024-05-06
            tags: [swift]
            weight: 3
            color: red
            ---
            {{ page.url }} `{{ page.permalink }}` {{ page.date | date: "%Y" }} {{ page.tags[0] }} {{ page.weight }} \
            {{ page.params.color }} {{ page.source }} {{ page.section }} {{ page.is_index }} {{ page.language }} `{{ site.baseURL }}`

            """)
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/guide/setup/index.html")
            == "<p>/guide/setup/ <code>https://example.com/docs/guide/setup/</code> 2024 swift 3 red Content/guide/setup.md guide false en <code>https://example.com/docs/</code></p>\n")
    }
}
