import Testing
@testable import Import

/// Each Liquid conversion on its own: to sitegen's template language, to Markdown, or to a call of the
/// `unconverted` shortcodes that says why.
@Suite struct LiquidTagsTests {
    func converted(_ text: String) -> TemplateText {
        var liquid = LiquidTags(
            postLink: { $0 == "2016-01-29-hello" ? "/posts/2016-01-29-hello.md" : nil },
            fileLink: { $0 == "about.md" ? "/about.md" : nil },
            expression: LiquidExpression(siteParams: ["repository", "show-news"]))
        liquid.includes = ["note.html": "note", "code.html": "code"]
        liquid.includesStartingCode = ["code.html"]
        liquid.untranslatable = ["feed.html": "_includes/feed.html holds a Liquid tag seo at its line 2 that does not convert"]
        return liquid.convert(text)
    }

    func convert(_ text: String) -> String { converted(text).text }

    @Test func postURLBecomesALinkToThePostsFile() {
        #expect(convert("[p]({% post_url 2016-01-29-hello %})") == "[p](/posts/2016-01-29-hello.md)")
    }

    // Seen on poole/hyde: jekyll-gist's tag, which embeds the gist with a script.
    @Test func gistBecomesALinkToTheGist() {
        #expect(convert("{% gist 5555251 gist.md %}") == "[Gist 5555251](https://gist.github.com/5555251)")
        #expect(convert("{% gist parkr/931c1c8d465a04042403 %}") == "[Gist parkr/931c1c8d465a04042403](https://gist.github.com/parkr/931c1c8d465a04042403)")
        #expect(converted("{% gist {{ id }} %}").unconverted.map(\.kind) == ["Liquid tag gist"])
    }

    @Test func linkBecomesALinkToTheFile() {
        #expect(convert("[a]({% link about.md %})") == "[a](/about.md)")
    }

    // Seen on swift.org: `<a href="{% link packages/showcase.md %}">` linked to the page's file, which raw HTML keeps.
    @Test func aLinkInAnAttributeOfRawHTMLIsThePagesURL() {
        #expect(convert(#"<a class="x" href="{% link about.md %}">About</a> [p]({% post_url 2016-01-29-hello %})"#)
            == #"<a class="x" href="{{ "/about.md" | resolve_url }}">About</a> [p](/posts/2016-01-29-hello.md)"#)
        // A start tag over lines, a value unquoted, and a `>` inside a quoted value are read as CommonMark reads them.
        #expect(convert("<a class=\"x\"\nhref=\"{% link about.md %}\">") == "<a class=\"x\"\nhref=\"{{ \"/about.md\" | resolve_url }}\">")
        #expect(convert("<a href={% link about.md %}>") == #"<a href={{ "/about.md" | resolve_url }}>"#)
        #expect(convert(#"<a title="1 > 0" href="{% link about.md %}">"#) == #"<a title="1 > 0" href="{{ "/about.md" | resolve_url }}">"#)
        // Outside a tag it is Markdown's: in an element's text, after a `<` that starts no tag.
        #expect(convert("<b>[a]({% link about.md %})</b>") == "<b>[a](/about.md)</b>")
        #expect(convert("1 < 2 [a]({% link about.md %})") == "1 < 2 [a](/about.md)")
        // Found by the long fuzz run: a `{{` or `{%` at the paragraph's end, opening nothing, stopped the import.
        #expect(convert("<a href=\"{% link about.md %}\">{{") == "<a href=\"{{ \"/about.md\" | resolve_url }}\">{% raw %}{{{% endraw %}")
        #expect(convert("<a href=\"{% link about.md %}\">{%") == "<a href=\"{{ \"/about.md\" | resolve_url }}\">{% raw %}{%{% endraw %}")
    }

    // Seen on swift.org: `{% link {{ url }} %}`, a path made as the page is built, is found as the page is built.
    @Test func aLinkToAPathMadeAsThePageIsBuiltFindsThePageThen() {
        #expect(convert(#"{% assign url = "packages/" | append: slug %}<a href="{% link {{ url }} %}">"#)
            == #"{% set url = ("packages/") ~ slug %}<a href="{{ url | page_ref | resolve_url }}">"#)
        #expect(convert("[a]({% link {{ url }} %})") == "[a]({{ url | page_ref }})")
        #expect(convert("{% link {{ a }}/{{ b }} %}")
            == #"{% shortcode "unconverted" "Liquid '{% link %}'" "its path '{{ a }}/{{ b }}' is not one value" %}"#)
    }

    @Test func baseurlGoesSoLinksAreRootRelative() {
        #expect(convert("![x]({{ site.baseurl }}/a.png)") == "![x](/a.png)")
        // Seen on poole/lanyon and hyde: a link to the home page alone, and a path written after a baseurl of `/`.
        #expect(convert("[Home]({{ site.url }}) <a href=\"{{ site.baseurl }}\">") == "[Home](/) <a href=\"/\">")
        #expect(convert("<link href=\"{{ site.baseurl }}public/css/poole.css\">") == "<link href=\"/public/css/poole.css\">")
        #expect(convert("{{ site.url }}{{ site.baseurl }}/a/ at {{ site.url }}") == "/a/ at ")
    }

    @Test func relativeURLFilterBecomesThePath() {
        #expect(convert(#"![x]({{ "a.png" | relative_url }})"#) == "![x](/a.png)")
    }

    // Seen on swift.org: each distribution's commands, an include of a highlight inside <details>, showed their fence
    // as text; Jekyll writes highlighted HTML there, and sitegen's fenced code must end the HTML block to be code.
    @Test func codeAnIncludeOrHighlightStartsInsideAnElementIsSetApart() {
        #expect(convert("<details>\n  <summary>A</summary>\n  {% include code.html %}\n  {% include note.html %}\n</details>")
            == "<details>\n <summary>A</summary>\n\n{% shortcode \"code\" %}\n {% shortcode \"note\" %}\n</details>")
        #expect(convert("<div>\n{% highlight sh %}\nls\n{% endhighlight %}\n</div>") == "<div>\n\n```sh\nls\n```\n</div>")
    }

    @Test func highlightBecomesFencedCode() {
        #expect(convert("{% highlight ruby linenos %}\nputs 1\n{% endhighlight %}") == "```ruby\nputs 1\n```")
    }

    @Test func rawBecomesItsTextInAPageThatIsNoTemplate() {
        let text = converted("{% raw %}{{ page.title }}{% endraw %}")
        #expect(!text.isTemplate)
        #expect(text.text == "{{ page.title }}")
    }

    @Test func rawStaysRawInAPageThatIsATemplate() {
        #expect(convert("{{ page.title }}: {% raw %}{{ page.title }}{% endraw %}") == "{{ page.title | safe }}: {% raw %}{{ page.title }}{% endraw %}")
    }

    @Test func aTagWhoseMarksShareTheirPercentSignStaysAsWritten() {
        #expect(convert("{%} and {%}%}") == "{%} and {%}%}")
    }

    @Test func configurationValuesAreSiteParams() {
        #expect(convert("[#1]({{ site.repository }}/issues/1) {{ site.show-news }}")
            == #"[#1]({{ site.params.repository | safe }}/issues/1) {{ site.params["show-news"] | safe }}"#)
    }

    @Test func siteAndPageValuesTakeSitegensNames() {
        #expect(convert("{{ site.title }} {{ site.lang }} {{ site.data.team[0].name }} {{ page.title }} {{ page.version }}")
            == "{{ site.title | safe }} {{ site.language | safe }} {{ site.data.team[0].name | safe }} {{ page.title | safe }} {{ page.params.version | safe }}")
    }

    // Seen on swift.org: a license header's `{{ site.time | date: "%Y" }}`, the year of the build.
    @Test func siteTimeIsTheImportsTimeWhereTheImportGivesOne() {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil },
                                expression: LiquidExpression(siteParams: [], importTime: "2026-11-30T14:20:00Z"))
        #expect(liquid.convert(#"(c) {{ site.time | date: "%Y" }}"#).text == #"(c) {{ "2026-11-30T14:20:00Z" | date: "%Y" | safe }}"#)
        #expect(convert("{{ site.time }}") == #"{% shortcode "unconverted" "Liquid '{{ site.time }}'" "'site.time', which sitegen's site has no value for" %}"#)
    }

    // Seen on Jekyll's docs: `date: "%s%N"` would have stopped the build before sitegen's date wrote both.
    @Test func aDateFormatSitegenCannotWriteDoesNotConvert() {
        #expect(convert(#"{{ page.date | date: "%G-W%V" }}"#)
            == #"{% shortcode "unconverted" "Liquid '{{ page.date | date: \"%G-W%V\" }}'" "the date format '%G-W%V', which sitegen's date filter cannot write" %}"#)
        #expect(convert(#"{{ page.date | date: "%s%N" }}"#) == #"{{ page.date | date: "%s%N" | safe }}"#)
    }

    @Test func filtersTakeSitegensNames() {
        #expect(convert(#"{{- page.title | downcase | truncate: 20 | append: "!" -}} {{ page.date | date_to_string }} {{ site.data.team | size }}"#)
            == #"{{- (page.title | lower | truncate: 20) ~ "!" | safe -}} {{ page.date | date: "%d %b %Y" | safe }} {{ site.data.team | length | safe }}"#)
        #expect(convert(#"{% assign parts = page.topic | split: "/" | slice: 0, 2 %}"#) == #"{% set parts = page.params.topic | split: "/" | slice: 0, 2 %}"#)
    }

    @Test func conditionsGroupFromTheRightAsLiquidDoes() {
        #expect(convert(#"{% if page.tags contains "swift" and site.title or page.x == empty %}a{% elsif page.y != nil %}b{% else %}c{% endif %}"#)
            == #"{% if "swift" in page.tags and (site.title or not page.params.x) %}a{% elif page.params.y != null %}b{% else %}c{% endif %}"#)
    }

    @Test func unlessIsANegatedIf() {
        #expect(convert("{%- unless page.draft -%}shown{%- endunless -%}") == "{%- if not (page.params.draft) -%}shown{%- endif -%}")
    }

    @Test func caseBecomesAChainOfConditions() {
        #expect(convert("{% case page.kind %}\n{% when \"a\", \"b\" %}A{% when \"c\" %}C{% else %}?{% endcase %}")
            == #"{% if page.params.kind == "a" or page.params.kind == "b" %}A{% elif page.params.kind == "c" %}C{% else %}?{% endif %}"#)
    }

    // Liquid takes `offset` and `limit` first and reverses what they leave; swift.org writes the options between `|`s.
    @Test func forLoopsKeepTheirOptionsInLiquidsOrderAndTheirEmptyBranch() {
        #expect(convert("{% for person in site.data.team reversed limit:2 %}{{ forloop.index }}. {{ person.name }}{% else %}none{% endfor %}")
            == "{% for person in site.data.team | limit: 2 | reverse %}{{ loop.index | safe }}. {{ person.name | safe }}{% empty %}none{% endfor %}")
        #expect(convert("{% for b in site.data.builds | offset:1 | limit: 10 %}{{ b }}{% endfor %}")
            == "{% for b in site.data.builds | offset: 1 | limit: 10 %}{{ b | safe }}{% endfor %}")
        #expect(convert("{% for b in site.data.builds offset:continue %}{{ b }}{% endfor %}")
            == #"{% shortcode "unconverted" "Liquid '{% for %}'" "the loop option 'offset:continue'" %}"#)
    }

    // Seen on swift.org: `{% assign releases = site.data.builds | offset:1 %}` lists every release in Jekyll.
    @Test func aLoopOptionWrittenAsAFilterPassesTheValueOnAsLiquidDoes() {
        #expect(convert("{% assign rs = site.data.builds | offset:1 %}") == "{% set rs = site.data.builds %}")
    }

    // Seen on swift.org: `{{ site.data.builds.swift_releases.last.tag }}`, 38 times, printed nothing.
    @Test func anArraysFirstLastAndSizeAreFilters() {
        #expect(convert("{{ site.data.releases.last.tag }} {{ site.data.releases.size }} {{ page.tags.first }}")
            == "{{ (site.data.releases | last).tag | safe }} {{ (site.data.releases | length) | safe }} {{ (page.tags | first) | safe }}")
    }

    @Test func mapAndJsonifyAreSitegensMapAndJSON() {
        #expect(convert(#"{{ site.data.projects | map: "url" | jsonify }}"#) == #"{{ site.data.projects | map: "url" | json | safe }}"#)
    }

    @Test func assignAndCaptureSetVariables() {
        #expect(convert("{% assign n = site.data.team | size %}{% capture who %}{{ n }} people{% endcapture %}{{ who }}")
            == "{% set n = site.data.team | length %}{% set who %}{{ n | safe }} people{% endset %}{{ who | safe }}")
    }

    @Test func assigningMarkupCapturesItSoThatItIsPrintedAsMarkupAsLiquidPrintsIt() {
        #expect(convert(#"{% assign detail = '<div class="more" markdown="1">' %}{{ detail }}"#)
            == #"{% set detail %}<div class="more" markdown="1">{% endset %}{{ detail | safe }}"#)
        #expect(convert("{%- assign end = \"</div>\" -%}") == "{%- set end %}</div>{% endset -%}")
        #expect(convert("{% assign title = 'Plain' %}{% assign odd = '<a>{{ x }}' %}")
            == "{% set title = \"Plain\" %}{% set odd = \"<a>{{ x }}\" %}")
    }

    @Test func includeBecomesAShortcodeCallWithItsArguments() {
        #expect(convert(#"{% include note.html title="A" kind=page.kind with-icon=true %}"#)
            == #"{% shortcode "note" title="A" kind=page.params.kind with_icon=true %}"#)
    }

    @Test func anIncludeWithoutATemplateShowsNothingAndSaysWhy() {
        #expect(convert("{% include feed.html %}")
            == #"{% shortcode "unconverted" "Liquid '{% include %}'" "_includes/feed.html holds a Liquid tag seo at its line 2 that does not convert" %}"#)
    }

    @Test func aFilterSitegenDoesNotHaveShowsNothingAndSaysWhy() {
        #expect(convert(#"{{ page.tags | sample: 2 }}"#)
            == #"{% shortcode "unconverted" "Liquid '{{ page.tags | sample: 2 }}'" "the filter 'sample', which sitegen does not have" %}"#)
    }

    // Found by Fuzz/run.sh import: a name with a control character in it passed through and the page no longer parsed.
    @Test func aVariableThatIsNoNameShowsNothingAndSaysWhy() {
        #expect(convert("{{ si\u{0}te }}") == "{% shortcode \"unconverted\" \"Liquid '{{ si\u{0}te }}'\" \"'si\u{0}te'\" %}")
        #expect(convert("{{ item.café }}") == #"{{ item["café"] | safe }}"#)
    }

    // Seen on Jekyll's docs: the rows of a table made by a loop became indented code after the blank line the
    // loop's own line left, where kramdown reads the HTML on.
    @Test func aTagOnItsOwnLineBetweenHTMLLinesTakesItsLineAway() {
        #expect(convert("<tbody>\n  {% for f in site.data.filters %}\n    <tr></tr>\n  {% endfor %}\n</tbody>")
            == "<tbody>\n{% for f in site.data.filters %} <tr></tr>\n{% endfor %}</tbody>")
        #expect(convert("Text\n{% if page.x %}\n<p>x</p>\n{% endif %}\n\nMore")
            == "Text\n{% if page.params.x %}\n<p>x</p>\n{% endif %}\n\nMore")
    }

    // Seen on swift.org: its release tables' cells held a condition whose lines Liquid leaves blank; in CommonMark the
    // HTML block ended there, and the rows after it became indented code.
    @Test func insideAnElementATagThatPrintsNothingTakesItsWholeLineAway() {
        #expect(convert("<td>\n    {% if x %}\n    <b>y</b>\n    {% else %}\n    none\n    {% endif %}\n</td>")
            == "<td>\n{% if x %} <b>y</b>\n{% else %} none\n{% endif %}</td>")
        #expect(convert("<li>A\n  {% if x %} {% if y %}\n  B\n  {% endif %} {% endif %}\n</li>")
            == "<li>A\n{% if x %}{% if y %} B\n{% endif %}{% endif %}</li>")
        #expect(convert("<td>\n    {%- if x %}\n    y\n    {% endif -%}\n</td>") == "<td>\n {%- if x %}\n y\n {% endif -%}\n</td>")
    }

    // kramdown reads an HTML block on to its end tag, blank lines and all; CommonMark ends it at a blank line, and
    // indented lines after it are code. Inside an element, blank lines go, and indentation is one space.
    // Seen on Jekyll's docs: a cell's line started with a tag and held markup, and the tag printed nothing; the line
    // left was blank, and the next one, indented ten spaces after it, was code.
    @Test func insideAnElementATagStartingALineIsIndentedOneSpace() {
        #expect(convert("<td>\n          {% if a %}<p>A</p>{% endif %}\n          {% if b %}<p>B</p>{% endif %}\n</td>")
            == "<td>\n {% if a %}<p>A</p>{% endif %}\n {% if b %}<p>B</p>{% endif %}\n</td>")
        #expect(convert("<pre>\n    {% if a %}A{% endif %}\n</pre>") == "<pre>\n    {% if a %}A{% endif %}\n</pre>")
    }

    @Test func blankLinesInsideAnElementGoButNotInPreOrMarkdownOrCode() {
        #expect(convert("<div>\n  <p>\n\n    Text\n\n  </p>\n</div>\n\nAfter") == "<div>\n <p>\n Text\n </p>\n</div>\n\nAfter")
        #expect(convert("<pre>\na\n\n \nb\n</pre>") == "<pre>\na\n&#10; &#10;b\n</pre>")
        // Seen on swift.org: a terminal session in a `<pre>` in a `<div>`, whose blank lines ended the block of HTML.
        #expect(convert("<div class=\"highlight\">\n<pre class=\"terminal\">\n$ ./crash\n\n    Thread 0 crashed:\n</pre>\n</div>\n\nAfter")
            == "<div class=\"highlight\">\n<pre class=\"terminal\">\n$ ./crash\n&#10;    Thread 0 crashed:\n</pre>\n</div>\n\nAfter")
        #expect(convert("<div markdown=\"1\">\n# A\n\nB\n</div>") == "<div markdown=\"1\">\n# A\n\nB\n</div>")
        #expect(convert("```html\n<div>\n```\n\nText\n\nMore") == "```html\n<div>\n```\n\nText\n\nMore")
        // Seen on swift.org: its home page's code samples are a fence in a `markdown="1"` div inside another div.
        #expect(convert("<div class=\"callout\">\n  <div class=\"code\" markdown=\"1\">\n~~~swift\nlet a = 1\n~~~\n</div>\n</div>")
            == "<div class=\"callout\">\n\n <div class=\"code\" markdown=\"1\">\n~~~swift\nlet a = 1\n~~~\n</div>\n</div>")
        #expect(convert("Use `<div>` here.\n\nMore") == "Use `<div>` here.\n\nMore")
        #expect(convert("let a: Array<Element>\n\nMore") == "let a: Array<Element>\n\nMore")
    }

    // Found by the long fuzz run: `{%` before a combining mark is one character with it, and a search by characters did
    // not find the `{%` the template language reads; the page's own text did not go inside `{% raw %}`.
    @Test func theTextsOwnTagOpenerBeforeACombiningMarkIsKeptAsText() {
        #expect(convert("{% if page.x %}a{% endif %}\n{%\u{0616}nclude feed }}")
            == "{% if page.params.x %}a{% endif %}\n{% raw %}{%\u{0616}nclude feed }}{% endraw %}")
    }

    // Found by the long fuzz run: a CR LF inside an output that does not convert ended the string of its warning.
    @Test func aLineBreakOfAnyKindInWhatIsListedStaysInsideItsString() {
        #expect(convert("{{ a.b{\r\nc }}") == #"{% shortcode "unconverted" "Liquid '{{ a.b{\nc }}'" "the expression 'a.b{ c'" %}"#)
    }

    // Found by Fuzz/run.sh import: `1person.name` passed as a number and the page no longer parsed.
    @Test func aNumberFollowedByANameShowsNothingAndSaysWhy() {
        #expect(convert("{{ 1person.name }}") == #"{% shortcode "unconverted" "Liquid '{{ 1person.name }}'" "'1person.name'" %}"#)
        #expect(convert("{% if page.weight > -1.5 %}a{% endif %}") == "{% if page.params.weight > -1.5 %}a{% endif %}")
    }

    // Seen on Jekyll's docs and swift.org: their data's descriptions hold `<code>` and `&amp;`, which Liquid prints as
    // markup; escaped, readers saw the tags (the page's safe mode still removes what can run script).
    @Test func anOutputPrintsItsValueAsMarkupInTextAndAsAnAttributesValueInATag() {
        #expect(convert(#"{{ v.description }} <a title="{{ v.name }}">x</a>"#) == #"{{ v.description | safe }} <a title="{{ v.name }}">x</a>"#)
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil }, expression: LiquidExpression(siteParams: []))
        liquid.printsValuesAsMarkup = false
        #expect(liquid.convert("<title>{{ v.name }}</title>").text == "<title>{{ v.name }}</title>", "a feed's, which stays valid XML")
    }

    // Seen on swift.org: an include shows a data file's code as `<pre><code>{{ tab.code | escape }}</code></pre>`. Printed
    // as text, the code's blank lines stay inside the `<pre>` (EscapedTemplateValueTests); printed as markup, they
    // ended the block of HTML there, and the code's next lines became paragraphs.
    @Test func anEscapedOutputInAPreIsPrintedAsText() {
        #expect(convert("<pre><code>{{ tab.code | escape }}</code></pre>") == "<pre><code>{{ tab.code }}</code></pre>")
        #expect(convert("<pre>{{ tab.code | upcase | xml_escape }}</pre>") == "<pre>{{ tab.code | upper }}</pre>")
        #expect(convert("<div>{{ tab.code | escape }}</div>") == "<div>{{ tab.code | escape | safe }}</div>", "as Liquid prints it")
        #expect(convert("<pre title=\"{{ t | escape }}\"></pre>") == "<pre title=\"{{ t | escape }}\"></pre>")
    }

    // Found by the long fuzz run: after `<out](x)`, which CommonMark reads as text, the template language reads a
    // tag, and refused to print the output among its attributes; the imported page did not build. An output that is
    // markup (`| safe`, as in text) it prints there; one among the attributes of a tag CommonMark reads too it refuses.
    @Test func anOutputTheTemplateLanguageRefusesWhereItStandsIsListed() {
        var text = converted("[a <out](x) and {{ page.title }}\n\n<a {{ page.title }}>")
        text.refusingWhatDoesNotCompile()
        let call = #"{% shortcode "unconverted" "Liquid '{{ page.title }}'" "a value cannot be printed between attributes, where it would make attributes of its own; print it inside an attribute value, or mark trusted attributes with '| safe'" %}"#
        #expect(text.text == "[a <out](x) and {{ page.title | safe }}\n\n<a \(call)>")
        #expect(text.unconverted.map(\.line) == [3])
        var printable = converted("<a title=\"{{ page.title }}\">{{ page.title }}</a>")
        printable.refusingWhatDoesNotCompile()
        #expect(printable.text == "<a title=\"{{ page.title }}\">{{ page.title | safe }}</a>")
    }

    // Found by the long fuzz run: a loop variable that is no name was written as it was, and the page no longer parsed.
    @Test func aVariableATagSetsMustBeAName() {
        #expect(convert("{% for p/q in site.data.team %}x{% endfor %}")
            == #"{% shortcode "unconverted" "Liquid '{% for %}'" "the variable name 'p/q'" %}"#)
        #expect(convert("{% assign a.b = 1 %}") == #"{% shortcode "unconverted" "Liquid '{% assign %}'" "the variable name 'a.b'" %}"#)
        #expect(convert("{% capture 2x %}y{% endcapture %}")
            == #"{% shortcode "unconverted" "Liquid '{% capture %}'" "the variable name '2x'" %}"#)
    }

    // Found by the long fuzz run: the text's `{` and the `{%` of the tag after it made a `{{` that never closed.
    @Test func aBraceBeforeATagStaysText() {
        #expect(convert("a {{% if page.x %}b{% endif %}") == "a {% raw %}{{% endraw %}{% if page.params.x %}b{% endif %}")
        #expect(convert("a {{{% if page.x %}b{% endif %}") == "a {% raw %}{{{% endraw %}{% if page.params.x %}b{% endif %}")
    }

    // Found by the long fuzz run: text that says `endraw` kept its braces as printed strings, which the template
    // language refused inside what reads as a tag (`<rl {#x}`).
    @Test func bracesInTextThatSaysEndrawAreEachRaw() {
        #expect(convert("<rl {#x} endraw {% if page.x %}y{% endif %}")
            == "<rl {% raw %}{#{% endraw %}x} endraw {% if page.params.x %}y{% endif %}")
    }

    // Seen on swift.org: `{% include /new-includes/… %}` was "no _includes//new-includes/…".
    @Test func anIncludeNameStartingWithASlashIsUnderIncludesToo() {
        #expect(convert("{% include /note.html %}") == #"{% shortcode "note" %}"#)
    }

    // Seen on swift.org: its migration guides are `{% include_relative _migration-guide.md %}` and nothing else.
    @Test func includeRelativePutsTheFileBesideThePageInItsPlace() {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil }, expression: LiquidExpression(siteParams: []))
        let files = ["_guide.md": "# Guide\n{% include_relative _part.md %}", "_part.md": "Part {{ page.title }}", "_loop.md": "{% include_relative _loop.md %}"]
        liquid.fileBesidePage = { files[$0] }
        #expect(liquid.convert("{% include_relative _guide.md %}\nEnd").text == "# Guide\nPart {{ page.title | safe }}\nEnd")
        #expect(liquid.convert("{% include_relative _loop.md %}").text
            == #"{% shortcode "unconverted" "Liquid '{% include_relative %}'" "_loop.md includes itself" %}"#)
        #expect(liquid.convert("{% include_relative ../_guide.md %}").text
            == #"{% shortcode "unconverted" "Liquid '{% include_relative %}'" "there is no ../_guide.md beside the page" %}"#)
    }

    // Seen on swift.org: its packages of each maturity are one loop that skips the others with `{% continue %}`.
    @Test func breakAndContinueConvertInALoopsBody() {
        #expect(convert("{% for p in site.data.projects %}{% if p.done %}{% continue %}{% endif %}{{ p.name }}{% break %}{% endfor %}")
            == "{% for p in site.data.projects %}{% if p.done %}{% continue %}{% endif %}{{ p.name | safe }}{% break %}{% endfor %}")
        #expect(convert("{% if x %}{% break %}{% endif %}")
            == #"{% if x %}{% shortcode "unconverted" "Liquid '{% break %}'" "it stands outside a loop" %}{% endif %}"#)
        #expect(convert("{% for p in ps %}{% capture c %}{% continue %}{% endcapture %}{% endfor %}")
            == #"{% for p in ps %}{% set c %}{% shortcode "unconverted" "Liquid '{% continue %}'" "it stands outside a loop" %}{% endset %}{% endfor %}"#)
    }

    // Seen on swift.org: 13 `{% include_relative _shared-debugging.md editor_name="Cursor" … %}` showed nothing.
    @Test func includeRelativesParametersAreWhatTheFileSaysOfThem() {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil }, expression: LiquidExpression(siteParams: []))
        let files = [
            "_part.md": "{{ include.editor }} has tasks{% if include.link %} ([see]({{ include.link }})){% endif %}.",
            "_outer.md": "{% include_relative _part.md editor=include.name %}",
            "_release.md": "{{ include.release.tag | downcase }}",
        ]
        liquid.fileBesidePage = { files[$0] }
        #expect(liquid.convert(#"{% include_relative _part.md editor="Cursor" link='https://example.org/?a=b' %}"#).text
            == #"{{ "Cursor" | safe }} has tasks{% if "https://example.org/?a=b" %} ([see]({{ "https://example.org/?a=b" | safe }})){% endif %}."#)
        #expect(liquid.convert("{% include_relative _part.md editor=page.title %}").text
            == "{{ page.title | safe }} has tasks{% if null %} ([see]({{ null | safe }})){% endif %}.")
        #expect(liquid.convert(#"{% include_relative _outer.md name="Zed" %}"#).text.hasPrefix(#"{{ "Zed" | safe }} has tasks"#))
        #expect(liquid.convert("{% for r in site.data.releases %}{% include_relative _release.md release=r %}{% endfor %}").text
            == "{% for r in site.data.releases %}{{ r.tag | lower | safe }}{% endfor %}")
        #expect(liquid.convert(#"{% include_relative _release.md release="6.0" %}"#).text
            == #"{% shortcode "unconverted" "Liquid '{{ include.release.tag | downcase }}'" "'include.release.tag'" %}"#)
        #expect(liquid.convert("{% include_relative _part.md editor %}").text
            == #"{% shortcode "unconverted" "Liquid '{% include_relative %}'" "its arguments '_part.md editor'" %}"#)
    }

    // Found by the long fuzz run: a condition whose body opens a quote it does not close ends in another context than
    // it starts in, which the template language refuses; the page did not build.
    @Test func aBlockTheTemplateLanguageRefusesIsListedWithWhatItHolds() {
        var text = converted("{% if page.x %}<b title=\"{{ page.title }}{% unknown %}{% endif %}\">y</b>")
        text.refusingWhatDoesNotCompile()
        #expect(text.text == #"{% shortcode "unconverted" "Liquid '{% if %}'" "the context changes inside this '{% if %}' (its parts end in 'plain attribute value' and 'text' contexts); open and close tags, attributes, quotes and strings in the same branch" %}">y</b>"#)
        #expect(text.unconverted.map(\.kind) == ["Liquid tag if"])
        // Found by the long fuzz run: the lines of a refused block went, and what was listed after it pointed past the end.
        var spread = converted("{% for p in site.data.team %}\n<b title=\"\n{% endfor %}\n\n{% seo %}\n")
        spread.refusingWhatDoesNotCompile()
        #expect(spread.unconverted.map(\.line) == [1, 5])
        #expect(spread.text.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    }

    @Test func aLoopOverWhatABodyCannotSeeShowsNothing() {
        #expect(convert("{% for post in site.static_files %}{{ post.path }}{% endfor %}")
            == #"{% shortcode "unconverted" "Liquid '{% for %}'" "'site.static_files', which sitegen's site has no value for" %}"#)
    }

    func convertWithPosts(_ text: String) -> String {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil },
                                expression: LiquidExpression(siteParams: [], postsSection: "posts"))
        liquid.includes = ["card.html": "card"]
        return liquid.convert(text).text
    }

    // Seen on swift.org's blog index: the posts, a category's latest, each post's fields as Jekyll names them.
    @Test func postsAreThePagesOfThePostsSection() {
        let posts = #"(site.pages | where: "section", "posts" | where: "is_index", false)"#
        #expect(convertWithPosts("{% for post in site.posts limit: 2 %}[{{ post.title }}]({{ post.url }}) {{ post.excerpt | strip_html | strip_newlines }} {{ post.featured-image.url }}{% endfor %}")
            == "{% for post in \(posts) | limit: 2 %}[{{ post.title | safe }}]({{ post.url | safe }}) {{ post.summary | striptags | replace: \"\\n\", \"\" | safe }} {{ post.params[\"featured-image\"].url | safe }}{% endfor %}")
        #expect(convertWithPosts("{% assign hero = site.categories[first_title][0] %}{{ hero.title }} {{ hero.categories | jsonify }}")
            == #"{% set hero = (site.pages | where: "section", "posts" | where: "is_index", false | where: "params.categories", first_title)[0] %}{{ hero.title | safe }} {{ hero.params.categories | json | safe }}"#)
        #expect(convertWithPosts("{{ site.tags['swift'].size }} {{ site.posts.first.date | date: \"%Y\" }}")
            == #"{{ ((site.pages | where: "section", "posts" | where: "is_index", false | where: "tags", "swift") | length) | safe }} {{ (\#(posts) | first).date | date: "%Y" | safe }}"#)
        // A post passed to an include is a post there too; the loop's variable is one inside the loop only.
        #expect(convertWithPosts("{% for post in site.posts %}{% include card.html title=post.title %}{% endfor %}{{ post.excerpt }}")
            == "{% for post in \(posts) %}{% shortcode \"card\" title=post.title %}{% endfor %}{{ post.excerpt | safe }}")
        #expect(convertWithPosts("{% for post in site.posts %}{{ post.content }}{% endfor %}") == "{% for post in \(posts) %}{{ post.content | safe }}{% endfor %}")
        #expect(convertWithPosts("{% for post in site.posts %}{{ post.next.url }}{% endfor %}").contains("'next' of a post, which a page's body cannot see"))
        #expect(convertWithPosts("{% for c in site.categories %}{% endfor %}").contains("'site.categories' as a whole"))
    }

    // jekyll-paginate's index page (`paginate: 5`) lists every post on one page: sitegen makes no /page2/.
    @Test func thePaginatorIsOnePageOfEveryPost() {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil },
                                expression: LiquidExpression(siteParams: [], postsSection: "posts", paginates: true))
        let text = "{% for post in paginator.posts %}{{ post.excerpt }}{% endfor %}{% if paginator.total_pages > 1 %}[Older]({{ paginator.next_page_path }}){% endif %}"
        #expect(liquid.convert(text).text == #"{% for post in (site.pages | where: "section", "posts" | where: "is_index", false) %}{{ post.summary | safe }}{% endfor %}{% if 1 > 1 %}[Older]({{ null | safe }}){% endif %}"#)
        #expect(convertWithPosts("{% for post in paginator.posts %}{% endfor %}").contains("'paginator', which a page's body cannot see"))
    }

    @Test func postsInFoldersOtherThanTheTopPostsFolderDoNotConvert() {
        #expect(convert("{% for post in site.posts %}{{ post.title }}{% endfor %}")
            == #"{% shortcode "unconverted" "Liquid '{% for %}'" "'site.posts', with posts in folders other than the top _posts, which sitegen's site.pages does not tell apart" %}"#)
    }

    @Test func aPluginsBlockShowsItsBody() {
        #expect(convert("{% tabs %}{{ page.title }}{% endtabs %}") == """
            {% shortcode "unconverted_block" "Liquid '{% tabs %}'" "a tag of a plugin or one sitegen has no equivalent of" %}{{ page.title | safe }}{% endshortcode "unconverted_block" %}
            """)
    }

    @Test func aStrayEndTagShowsNothing() {
        #expect(convert("{% endif %}") == #"{% shortcode "unconverted" "Liquid '{% endif %}'" "a tag of a plugin or one sitegen has no equivalent of" %}"#)
    }

    @Test func aPluginsTagShowsNothing() {
        #expect(convert("{% seo %}") == #"{% shortcode "unconverted" "Liquid '{% seo %}'" "a tag of a plugin or one sitegen has no equivalent of" %}"#)
    }

    @Test func aPostURLToAnUnknownPostShowsNothing() {
        #expect(convert("{% post_url nope %}") == #"{% shortcode "unconverted" "Liquid '{% post_url %}'" "no post has the name it gives" %}"#)
    }

    @Test func theTextsOwnBracesStayTextOnceThePageIsATemplate() {
        #expect(convert("## Heading {#id}\n{{ page.title }}") == "## Heading {% raw %}{#id}{% endraw %}\n{{ page.title | safe }}")
    }

    @Test func anAutolinkWithAValueBecomesALink() {
        #expect(convert("<https://example.com/keys/{{ page.key }}>") == "[https://example.com/keys/{{ page.params.key | safe }}](https://example.com/keys/{{ page.params.key | safe }})")
    }

    @Test func unconvertedTagsAreListedByLineAndKind() {
        let text = converted("a\n{% seo %}\n{{ x | sample: 2 }}\n")
        #expect(text.unconverted.map(\.kind) == ["Liquid tag seo", "Liquid output {{ }}"])
        #expect(text.unconverted.map(\.line) == [2, 3])
    }
}
