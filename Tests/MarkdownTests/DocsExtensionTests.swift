import Testing
import Markdown

/// Heading ids and anchors, callouts, scheme containers and the rendering hooks.
@Suite struct DocsExtensionTests {
    @Test func headingGetsGitHubStyleSlug() {
        #expect(html("## Hello, World & *Co*!", .headingIDs) == "<h2 id=\"hello-world--co\">Hello, World &amp; <em>Co</em>!</h2>\n")
    }

    @Test func repeatedHeadingsGetNumberedSlugs() {
        #expect(html("# Intro\n# Intro\n# Intro", .headingIDs)
            == "<h1 id=\"intro\">Intro</h1>\n<h1 id=\"intro-1\">Intro</h1>\n<h1 id=\"intro-2\">Intro</h1>\n")
    }

    @Test func headingWrittenLikeANumberedSlugGetsItsOwnNumber() {
        #expect(html("# A\n# A\n# A-1", .headingIDs)
            == "<h1 id=\"a\">A</h1>\n<h1 id=\"a-1\">A</h1>\n<h1 id=\"a-1-1\">A-1</h1>\n")
    }

    @Test func headingWithoutLettersOrDigitsGetsSectionSlug() {
        #expect(html("# ?!\n# ?!", .headingIDs) == "<h1 id=\"section\">?!</h1>\n<h1 id=\"section-1\">?!</h1>\n")
    }

    @Test func slugKeepsNonASCIILetters() {
        #expect(html("# Größe über", .headingIDs) == "<h1 id=\"größe-über\">Größe über</h1>\n")
    }

    @Test func docCHeadingIDsKeepCaseAndAreNumberedWhenRepeated() {
        #expect(html("## Should *TCA* be used?\n## Should TCA be used?\n## `Reducer`, or not", [.headingIDs, .docCHeadingIDs]) == """
            <h2 id="Should-TCA-be-used">Should <em>TCA</em> be used?</h2>
            <h2 id="Should-TCA-be-used-1">Should TCA be used?</h2>
            <h2 id="Reducer-or-not"><code>Reducer</code>, or not</h2>

            """)
    }

    @Test func headingsHaveNoIDWithoutTheExtension() {
        #expect(html("# Intro") == "<h1>Intro</h1>\n")
    }

    @Test func headingAnchorIsAddedInsideHeadingsWithAnID() {
        #expect(html("## Intro", .headingIDs, options: RenderOptions(headingAnchors: true))
            == "<h2 id=\"intro\">Intro <a class=\"heading-anchor\" href=\"#intro\" aria-label=\"Permalink to Intro\">#</a></h2>\n")
    }

    @Test func headingAnchorIsNamedForItsHeadingsText() {
        #expect(html("## *Build* & \"ship\"", .headingIDs, options: RenderOptions(headingAnchors: true))
            == "<h2 id=\"build--ship\"><em>Build</em> &amp; &quot;ship&quot; <a class=\"heading-anchor\" href=\"#build--ship\" aria-label=\"Permalink to Build &amp; &quot;ship&quot;\">#</a></h2>\n")
    }

    @Test(arguments: [("NOTE", "note", "Note"), ("TIP", "tip", "Tip"), ("IMPORTANT", "important", "Important"),
                      ("WARNING", "warning", "Warning"), ("CAUTION", "caution", "Caution")])
    func githubCallout(_ marker: String, _ kind: String, _ title: String) {
        #expect(html("> [!\(marker)]\n> Text.", .callouts)
            == "<aside class=\"callout \(kind)\">\n<p class=\"callout-title\">\(title)</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test(arguments: [("Note", "note"), ("Tip", "tip"), ("Important", "important"), ("Warning", "warning"), ("Experiment", "experiment"),
                      ("Deprecated", "deprecated")])
    func doccCallout(_ title: String, _ kind: String) {
        #expect(html("> \(title): Text *here*.", .callouts)
            == "<aside class=\"callout \(kind)\">\n<p class=\"callout-title\">\(title)</p>\n<p>Text <em>here</em>.</p>\n</aside>\n")
    }

    @Test func calloutKeepsFollowingBlocks() {
        #expect(html("> [!TIP]\n>\n> - a", .callouts)
            == "<aside class=\"callout tip\">\n<p class=\"callout-title\">Tip</p>\n<ul>\n<li>a</li>\n</ul>\n</aside>\n")
    }

    @Test func githubMarkerMustBeAloneOnItsLine() {
        #expect(html("> [!NOTE] text", .callouts) == "<blockquote>\n<p>[!NOTE] text</p>\n</blockquote>\n")
    }

    @Test func unknownCalloutKindStaysABlockQuote() {
        #expect(html("> Remark: x", .callouts) == "<blockquote>\n<p>Remark: x</p>\n</blockquote>\n")
    }

    @Test func headingAttributesGiveTheIDAndClass() {
        #expect(html("## Title {#custom-id .class}", .headingAttributes) == "<h2 id=\"custom-id\" class=\"class\">Title</h2>\n")
    }

    @Test func headingClassesJoinInOrderAndKeyValuesAreDropped() {
        #expect(html("## Title {.a key=v .b}", .headingAttributes) == "<h2 class=\"a b\">Title</h2>\n")
    }

    @Test func headingClassIsEscapedAsAnAttribute() {
        #expect(html("## Title {.a\"b}", .headingAttributes) == "<h2 class=\"a&quot;b\">Title</h2>\n")
    }

    @Test func customIDBecomesTheAnchor() {
        #expect(html("## Title {#custom}", .docs, options: RenderOptions(headingAnchors: true))
            == "<h2 id=\"custom\">Title <a class=\"heading-anchor\" href=\"#custom\" aria-label=\"Permalink to Title\">#</a></h2>\n")
    }

    @Test func generatedIDsAvoidACustomOne() {
        #expect(html("# A {#b}\n\n# B", .docs) == "<h1 id=\"b\">A</h1>\n<h1 id=\"b-1\">B</h1>\n")
    }

    @Test func setextHeadingTakesAttributes() {
        #expect(html("Title {#t}\n===", .headingAttributes) == "<h1 id=\"t\">Title</h1>\n")
    }

    @Test func bracesThatAreNoAttributesStayInTheTitle() {
        #expect(html("## Set {a, b}", .docs) == "<h2 id=\"set-a-b\">Set {a, b}</h2>\n")
    }

    @Test func headingAttributesAreOffByDefault() {
        #expect(html("## Title {#x}") == "<h2>Title {#x}</h2>\n")
    }

    @Test func admonitionIsTheSameCalloutAsGitHubs() {
        #expect(html("!!! note\n    Text.", .admonitions) == html("> [!NOTE]\n> Text.", .callouts))
    }

    @Test func admonitionWithTitle() {
        #expect(html("!!! warning \"Mind the gap\"\n    Text.", .admonitions)
            == "<aside class=\"callout warning\">\n<p class=\"callout-title\">Mind the gap</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test func admonitionWithEmptyTitleHasNone() {
        #expect(html("!!! info \"\"\n    Text.", .admonitions) == "<aside class=\"callout info\">\n<p>Text.</p>\n</aside>\n")
    }

    @Test func collapsedAdmonitionIsDetails() {
        #expect(html("??? tip\n    Text.", .admonitions)
            == "<details class=\"callout tip\">\n<summary class=\"callout-title\">Tip</summary>\n<p>Text.</p>\n</details>\n")
    }

    @Test func expandedAdmonitionIsOpenDetails() {
        #expect(html("???+ tip \"More\"\n    Text.", .admonitions)
            == "<details class=\"callout tip\" open>\n<summary class=\"callout-title\">More</summary>\n<p>Text.</p>\n</details>\n")
    }

    @Test func admonitionHoldsIndentedBlocksAcrossBlankLines() {
        #expect(html("!!! note\n    a\n\n    - b\n\nc", .admonitions)
            == "<aside class=\"callout note\">\n<p class=\"callout-title\">Note</p>\n<p>a</p>\n<ul>\n<li>b</li>\n</ul>\n</aside>\n<p>c</p>\n")
    }

    @Test func admonitionsNest() {
        #expect(html("!!! note\n    !!! tip\n        a", .admonitions)
            == "<aside class=\"callout note\">\n<p class=\"callout-title\">Note</p>\n<aside class=\"callout tip\">\n<p class=\"callout-title\">Tip</p>\n<p>a</p>\n</aside>\n</aside>\n")
    }

    @Test func admonitionMarkerNeedsNoSpace() {
        #expect(html("!!!info\n    Text.", .admonitions)
            == "<aside class=\"callout info\">\n<p class=\"callout-title\">Info</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test func admonitionKindInAnyScript() {
        #expect(html("!!! 팁\n    Text.", .admonitions)
            == "<aside class=\"callout 팁\">\n<p class=\"callout-title\">팁</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test func admonitionWordsAreClassesAndTheFirstIsTheTitle() {
        #expect(html("!!! A lire   également\n    Text.", .admonitions)
            == "<aside class=\"callout a lire également\">\n<p class=\"callout-title\">A</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test func inlineAdmonitionKeepsItsModifiersAsClasses() {
        #expect(html("!!! info inline end \"Aside\"\n    Text.", .admonitions)
            == "<aside class=\"callout info inline end\">\n<p class=\"callout-title\">Aside</p>\n<p>Text.</p>\n</aside>\n")
    }

    @Test func collapsedAdmonitionWithoutSpace() {
        #expect(html("???+note\n    Text.", .admonitions)
            == "<details class=\"callout note\" open>\n<summary class=\"callout-title\">Note</summary>\n<p>Text.</p>\n</details>\n")
    }

    @Test func markerWithoutAWordStaysText() {
        #expect(html("!!! \"Title\"\n\n!!!!", .admonitions) == "<p>!!! &quot;Title&quot;</p>\n<p>!!!!</p>\n")
    }

    @Test func admonitionsAreOffByDefault() {
        #expect(html("!!! note\n    a") == "<p>!!! note\na</p>\n")
    }

    @Test func definitionListWithTightDefinitions() {
        #expect(html("Swift\n:   A language\nfor apps.\n\nKotlin\n:   Another one.", .definitionLists)
            == "<dl>\n<dt>Swift</dt>\n<dd>A language\nfor apps.</dd>\n<dt>Kotlin</dt>\n<dd>Another one.</dd>\n</dl>\n")
    }

    @Test func definitionTermsGetIdsWhenAskedUniqueAmongTheHeadings() {
        var options = RenderOptions()
        options.givesDefinitionTermsIDs = true
        #expect(html("## Weight\n\n`weight`\n: A number.\n\nTitle *Case*\n: Text.", [.definitionLists, .headingIDs], options: options)
            == "<h2 id=\"weight\">Weight</h2>\n<dl>\n<dt id=\"weight-1\"><code>weight</code></dt>\n<dd>A number.</dd>\n<dt id=\"title-case\">Title <em>Case</em></dt>\n<dd>Text.</dd>\n</dl>\n")
    }

    @Test func definitionListWithManyTermsAndDefinitions() {
        #expect(html("a\nb\n: one\n    more\n: two", .definitionLists)
            == "<dl>\n<dt>a</dt>\n<dt>b</dt>\n<dd>one\nmore</dd>\n<dd>two</dd>\n</dl>\n")
    }

    @Test func blankLineBeforeTheColonMakesTheDefinitionLoose() {
        #expect(html("Term\n\n:   First.\n\n    Second.\n\n:   Other.", .definitionLists)
            == "<dl>\n<dt>Term</dt>\n<dd>\n<p>First.</p>\n<p>Second.</p>\n</dd>\n<dd>\n<p>Other.</p>\n</dd>\n</dl>\n")
    }

    @Test func definitionHoldsIndentedBlocks() {
        #expect(html("Term\n\n:   Text.\n\n        code\n\n    > quote", .definitionLists)
            == "<dl>\n<dt>Term</dt>\n<dd>\n<p>Text.</p>\n<pre><code>code\n</code></pre>\n<blockquote>\n<p>quote</p>\n</blockquote>\n</dd>\n</dl>\n")
    }

    @Test func paragraphAfterADefinitionListStaysOutside() {
        #expect(html("Term\n: def\n\nText.", .definitionLists) == "<dl>\n<dt>Term</dt>\n<dd>def</dd>\n</dl>\n<p>Text.</p>\n")
    }

    @Test func anHTMLBlockBeforeTheColonIsATerm() {
        #expect(html("<!-- md:option type:note -->\n\n:   Text.", .definitionLists, options: RenderOptions(allowsUnsafeHTML: true))
            == "<dl>\n<dt>\n<!-- md:option type:note -->\n</dt>\n<dd>\n<p>Text.</p>\n</dd>\n</dl>\n")
        #expect(html("<kbd>Esc</kbd>\n\n:   Closes.", .definitionLists)
            == "<dl>\n<dt><kbd>Esc</kbd></dt>\n<dd>\n<p>Closes.</p>\n</dd>\n</dl>\n")
        #expect(html("<!-- md:option -->\n\n:   Text.", .definitionLists) == "<dl>\n<dt>\n</dt>\n<dd>\n<p>Text.</p>\n</dd>\n</dl>\n")
    }

    @Test func colonWithoutTermsIsText() {
        #expect(html(": def", .definitionLists) == "<p>: def</p>\n")
    }

    @Test func definitionListsAreOffByDefault() {
        #expect(html("Term\n: def") == "<p>Term\n: def</p>\n")
    }

    @Test func calloutsAreOffByDefault() {
        #expect(html("> Note: x") == "<blockquote>\n<p>Note: x</p>\n</blockquote>\n")
    }

    @Test func anMkautodocBlockStaysAsWrittenAndIsNoted() {
        let rendered = HTMLRenderer().render(Array("Intro.\n\n::: httpx.request\n    :docstring:\n\n::: tip\n".utf8),
                                             parsing: MarkdownOptions(extensions: .schemeContainers))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p>Intro.</p>\n<p>::: httpx.request\n:docstring:</p>\n<p>::: tip</p>\n")
        #expect(rendered.autodocBlocks.map { "\($0.name) \($0.line):\($0.column)" } == ["httpx.request 3:1"])
    }

    // Seen on httpx's API page: each `    :docstring:` under a `::: httpx.request` warned as an unknown emoji.
    @Test func anMkautodocBlocksOptionLinesAreNoShortcodes() {
        let rendered = HTMLRenderer().render(Array("::: httpx.request\n    :docstring:\n    :members: a b\n\n:docstring: :nope:\n".utf8),
                                             parsing: MarkdownOptions(extensions: [.schemeContainers, .shortcodes]))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p>::: httpx.request\n:docstring:\n:members: a b</p>\n<p>:docstring: :nope:</p>\n")
        #expect(rendered.autodocBlocks.map(\.name) == ["httpx.request"])
        #expect(rendered.unknownShortcodes.map { "\($0.name) \($0.line):\($0.column)" } == ["docstring 5:1", "nope 5:13"])
    }

    @Test func schemeContainerWrapsItsBlocks() {
        #expect(html("::: dark\n# A\n\ntext\n:::\nafter", .schemeContainers)
            == "<div data-theme=\"dark\">\n<h1>A</h1>\n<p>text</p>\n</div>\n<p>after</p>\n")
    }

    @Test func schemeContainersNest() {
        #expect(html("::: light\na\n::: dark\nb\n:::\nc\n:::", .schemeContainers)
            == "<div data-theme=\"light\">\n<p>a\n::: dark\nb</p>\n</div>\n<p>c\n:::</p>\n")
        #expect(html("::: light\na\n\n::: dark\nb\n:::\nc\n:::", .schemeContainers)
            == "<div data-theme=\"light\">\n<p>a</p>\n<div data-theme=\"dark\">\n<p>b</p>\n</div>\n<p>c</p>\n</div>\n")
    }

    @Test func schemeContainerClosesAfterAList() {
        #expect(html("::: dark\n- a\n:::", .schemeContainers) == "<div data-theme=\"dark\">\n<ul>\n<li>a</li>\n</ul>\n</div>\n")
    }

    @Test func colonFenceInsideCodeIsCode() {
        #expect(html("::: dark\n```\n:::\n```\n:::", .schemeContainers)
            == "<div data-theme=\"dark\">\n<pre><code>:::\n</code></pre>\n</div>\n")
    }

    @Test func unknownSchemeIsText() {
        #expect(html("::: blue\nx\n:::", .schemeContainers) == "<p>::: blue\nx\n:::</p>\n")
    }

    @Test func unclosedSchemeContainerRunsToTheEnd() {
        #expect(html("::: dark\nx", .schemeContainers) == "<div data-theme=\"dark\">\n<p>x</p>\n</div>\n")
    }

    @Test func highlightHookFillsTheCodeElement() {
        let options = RenderOptions(highlightCode: { code, language in Array("<span class=\"\(language)\">\(code.count)</span>".utf8) })
        #expect(html("```swift\nlet\n```", options: options) == "<pre><code class=\"language-swift\"><span class=\"swift\">4</span></code></pre>\n")
    }

    @Test func highlightHookReturningNilLeavesCodeEscaped() {
        let options = RenderOptions(highlightCode: { _, _ in nil })
        #expect(html("```swift\na<b\n```", options: options) == "<pre><code class=\"language-swift\">a&lt;b\n</code></pre>\n")
    }

    @Test func resolveURLRewritesLinksAndImagesAfterTheSafetyCheck() {
        let options = RenderOptions(resolveURL: { url, isImage in (isImage ? "/img/" : "/docs/") + url })
        #expect(html("[a](intro.md) ![b](p.png) [c](javascript:x)", options: options)
            == "<p><a href=\"/docs/intro.md\">a</a> <img src=\"/img/p.png\" alt=\"b\" /> <a href=\"\">c</a></p>\n")
    }

    @Test func imageWithVariantsBecomesAPicture() {
        let options = RenderOptions(imageVariants: { source in
            [ImageVariant(appearance: "dark", source: "photo~dark.png"), ImageVariant(appearance: "night", source: "photo~night.png")]
        })
        #expect(html("![x](photo.png)", options: options) == "<p><picture><source srcset=\"photo~dark.png\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"dark\"><source srcset=\"photo~night.png\" media=\"not all\" data-appearance=\"night\"><img src=\"photo.png\" alt=\"x\"></picture></p>\n")
    }

    @Test func pictureSourcesGoThroughResolveURL() {
        let options = RenderOptions(resolveURL: { url, _ in "/p/" + url },
                                    imageVariants: { _ in [ImageVariant(appearance: "dark", source: "a~dark.png")] })
        #expect(html("![x](a.png)", options: options).contains("<source srcset=\"/p/a~dark.png\""))
    }
}
