import Core
import FrontMatter
import Testing
@testable import Import

/// Each Hugo shortcode conversion on its own.
@Suite struct HugoShortcodesTests {
    func converted(_ text: String, pages: [String] = ["posts/first.md", "docs/setup/index.md", "about.md"], at path: String = "posts/first.md") -> TemplateText {
        var shortcodes = HugoShortcodes(resolve: PageReferences(pages: pages.map { (path: $0, target: $0) }).link)
        shortcodes.templates = ["note"]
        shortcodes.untranslatable = ["tabs": "layouts/shortcodes/tabs.html calls 'partial', which sitegen has no equivalent of"]
        shortcodes.param = { ["color": "red"][$0] }
        shortcodes.include = { reference, _ in 
            switch reference {
            case "_common/options.md": "\nShared {{< ref \"about\" >}}.\n{{% include \"_common/options.md\" %}}\n"
            case "/quick-reference/glossary/floating-point": "A *float*.\n"
            default: nil
            }
        }
        return shortcodes.convert(text, contentPath: path)
    }

    func convert(_ text: String, pages: [String] = ["posts/first.md", "docs/setup/index.md", "about.md"], at path: String = "posts/first.md") -> String {
        converted(text, pages: pages, at: path).text
    }

    @Test func refBecomesALinkToThePagesFile() {
        #expect(convert(#"[a]({{< ref "about.md" >}})"#) == "[a](/about.md)")
    }

    @Test func relrefResolvesRelativeToThePageFirst() {
        #expect(convert(#"[a]({{< relref "first#part" >}})"#) == "[a](/posts/first.md#part)")
    }

    @Test func refFindsABundleByItsFolder() {
        #expect(convert(#"{{< ref "/docs/setup" >}}"#) == "/docs/setup/index.md")
    }

    @Test func refToAnUnknownPageShowsNothingAndWarns() {
        #expect(convert(#"{{< ref "nowhere" >}}"#)
            == #"{% shortcode "unconverted" "Hugo shortcode 'ref'" "no page has the path it names" %}"#)
    }

    // Seen on Hugo's docs: Hugo's built-in qr, drawn at import as an SVG file (QRCodeTests say how).
    @Test func qrBecomesAnImageOfTheCodeTheImportDraws() throws {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        let text = shortcodes.convert("{{< qr text=\"https://gohugo.io\" targetDir=\"/images/qr/\" />}}\n\n{{< qr level=\"low\" scale=2 alt=\"A [card]\" >}}\nBEGIN:VCARD\nEND:VCARD\n{{< /qr >}}", contentPath: "a.md").text
        let files = shortcodes.madeFiles.map(\.contentPath)
        try #require(files.count == 2)
        #expect(files[0].hasPrefix("images/qr/qr_") && files[0].hasSuffix(".svg") && !files[1].contains("/"))
        #expect(text == "![QR code](/\(files[0]))\n\n![A \\[card\\]](/\(files[1]))")
        let code = try #require(QRCode(encoding: Array("BEGIN:VCARD\nEND:VCARD".utf8), level: .low))
        #expect(shortcodes.madeFiles[1].text == code.svg(scale: 2))
    }

    @Test func aCommentIsLeftOut() {
        #expect(convert("a{{% comment %}}To do: {{< ref \"nowhere\" >}}{{% /comment %}}b {{< comment />}}c") == "ab c")
    }

    @Test func aQRCodeHugoWouldRefuseIsUnconverted() {
        for call in ["{{< qr />}}", "{{< qr text=\"a\" level=\"best\" />}}", "{{< qr text=\"a\" scale=1 />}}"] {
            #expect(convert(call) == #"{% shortcode "unconverted" "Hugo shortcode 'qr'" "Hugo refuses it too: it has no text, an unknown level, a scale under 2, or more text than a QR code holds" %}"#)
        }
    }

    // Seen on docsy-example: Docsy's page blocks, 48 of them on its pages, showed their bodies without their titles.
    @Test func docsysPageBlocksBecomeWhatTheySay() {
        #expect(convert("{{% blocks/cover title=\"Welcome!\" height=\"full\" %}}\nHello.\n{{< blocks/link-down color=\"info\" >}}\n{{% /blocks/cover %}}")
            == "## Welcome!\n\nHello.\n")
        #expect(convert("{{% blocks/section color=\"primary\" %}}\n{{% blocks/feature title=\"Fast\" url=\"https://example.org\" %}}\nVery.\n{{% /blocks/feature %}}\n{{% /blocks/section %}}")
            == "### Fast\n\nVery.\n\n[Read more](https://example.org)")
        #expect(convert("{{% pageinfo color=\"warning td-max-width-on-larger-screens\" %}}\nA placeholder.\n{{% /pageinfo %}}")
            == "> [!WARNING]\n> A placeholder.")
        #expect(convert("{{% blocks/lead %}}\nLead **text**.\n{{% /blocks/lead %}}") == "Lead **text**.")
    }

    // Seen on docsy-example: 15 `{{% _param … %}}` (a button's class, the page's description) showed nothing.
    @Test func docsysParamIsTheParameterWithItsPlaceholdersFilled() {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.param = { ["btn-lg": #"class="btn btn-lg btn-{1}" data-name="{0}""#, "description": "A site."][$0] }
        #expect(shortcodes.convert("<a {{% _param btn-lg primary %}} href=\"docs/\">", contentPath: "a.md").text
            == #"<a class="btn btn-lg btn-primary" data-name="btn-lg" href="docs/">"#)
        #expect(shortcodes.convert("{{% _param description %}}\n{.display-6}", contentPath: "a.md").text == "A site.\n{.display-6}")
        #expect(shortcodes.convert("{{% _param nope %}}", contentPath: "a.md").unconverted.map(\.kind) == ["shortcode _param"])
    }

    // Seen on docsy-example: `{{< imgproc sunset Crop "500x300" >}}caption{{< /imgproc >}}` showed its caption alone.
    @Test func docsysProcessedImageIsTheBundlesImageWithItsCaptionAndByline() {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.resource = { $0 == "**sunset*" ? PageResource(link: "sunset.jpg", params: ["byline": "Photo: Ann"]) : nil }
        #expect(shortcodes.convert("{{< imgproc sunset Crop \"500x300\" >}}\nCropped.\n{{< /imgproc >}}", contentPath: "a/index.md").text
            == "![Cropped. — Photo: Ann](sunset.jpg)\n\n*Cropped. — Photo: Ann*")
        #expect(shortcodes.convert("{{< imgproc moon Fill \"10x10\" >}}\nNone.\n{{< /imgproc >}}", contentPath: "a/index.md").unconverted.map(\.kind)
            == ["shortcode imgproc"])
    }

    @Test func docsysNetlifyBuildInformationIsWhatALocalBuildShows() {
        #expect(convert("{{% td/site-build-info/netlify docsydocs %}}")
            == "Netlify build information:\n\n| Attribute | Value |\n|---|---|\n| Netlify built | `false` |\n| Deploy context | local |\n")
    }

    // Seen on Hugo's docs: 43 `{{< code-toggle config=… />}}` showed nothing; they show a section of data/docs.yaml.
    @Test func aCodeToggleOfTheDocsDataIsItsSectionAsTOML() throws {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.data["docs"] = try FrontMatterParser.dataFile(SourceText(path: "docs.yaml", text: "config:\n  privacy:\n    x:\n      disable: false\n"), format: .yaml).value
        #expect(shortcodes.convert("{{< code-toggle config=privacy.x />}}", contentPath: "a.md").text == "```toml\n[privacy.x]\ndisable = false\n```")
        #expect(shortcodes.convert("{{< code-toggle config=privacy.x skipHeader=true />}}", contentPath: "a.md").text == "```toml\ndisable = false\n```")
        #expect(shortcodes.convert("{{< code-toggle config=nope />}}", contentPath: "a.md").unconverted.map(\.kind) == ["shortcode code-toggle"])
    }

    // Seen on Hugo's docs: 51 `{{< eturl robots >}}` showed nothing; each is a link's URL from the docs' data.
    @Test func anEmbeddedTemplatesURLComesFromTheDocsData() throws {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.data["embedded_template_urls"] = try FrontMatterParser.dataFile(
            SourceText(path: "e.toml", text: "'base_url' = 'https://example.org/t'\n'robots' = 'robots.txt'\n"), format: .toml).value
        #expect(shortcodes.convert("[source]({{% eturl robots %}})", contentPath: "a.md").text == "[source](https://example.org/t/robots.txt)")
        #expect(shortcodes.convert("{{% eturl nope %}}", contentPath: "a.md").unconverted.map(\.kind) == ["shortcode eturl"])
    }

    /// Hugo's docs' pages: a section of three functions, one of them in a folder of its own, and a page elsewhere.
    func docsIndex() -> HugoPageIndex {
        let files = [
            ("functions/_index.md", "---\ntitle: Functions\n---\n"),
            ("functions/images/_index.md", "---\ntitle: Images\ncascade:\n  params:\n    isImage: true\n---\n"),
            ("functions/images/Filter.md", "---\ntitle: images.Filter\ndescription: Applies filters.\n---\n"),
            ("functions/images/Config.md", "---\ntitle: images.Config\ndescription: Reads a config | a size.\n---\n"),
            ("functions/images/more/Text.md", "---\ntitle: images.Text\nlinkTitle: Text\ndescription: Writes text.\n---\n"),
            ("about.md", "---\ntitle: About\ndescription: What Hugo is.\n---\n"),
        ]
        let cascade = try! FrontMatterParser.dataFile(SourceText(path: "hugo.yaml", text: """
            - target: {path: "{/functions/**}", kind: page}
              params: {isFunctionOrMethod: true}
            """), format: .yaml).value
        return HugoPageIndex(files.map { file in ("en", file.0, file.0, { file.1 }) }, cascade: cascade)
    }

    func convertInDocs(_ text: String, filters: String = "") throws -> String {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.pageIndex = docsIndex()
        shortcodes.language = "en"
        shortcodes.data["page_filters"] = try FrontMatterParser.dataFile(SourceText(path: "f.yaml", text: filters), format: .yaml).value
        return shortcodes.convert(text, contentPath: "about.md").text
    }

    // Seen on Hugo's docs: 8 links such as `[Date](methods/page/date/)` on /templates/introduction/, which their link
    // render hook finds from the content folder with `.Page.GetPage`, were broken.
    @Test func aRelativeLinkTheRenderHookFindsFromTheContentFolderIsRooted() throws {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.pageIndex = docsIndex()
        shortcodes.language = "en"
        let text = "[a](about/#what) [t](more/text/) [x](https://x.org/about) [n](nowhere/)"
        #expect(shortcodes.convert(text, contentPath: "functions/images/Filter.md").text == text, "the site's hook does not")
        shortcodes.linksFromContentFolder = true
        #expect(shortcodes.convert(text, contentPath: "functions/images/Filter.md").text
            == "[a](/about.md#what) [t](more/text/) [x](https://x.org/about) [n](nowhere/)")
    }

    // Seen on Hugo's docs: 15 `{{% get-page-desc "/functions/…" %}}` showed nothing.
    @Test func getPageDescIsTheDescriptionOfThePageItNames() throws {
        #expect(try convertInDocs(#"{{% get-page-desc "/functions/images/filter" %}}"#) == "Applies filters.")
        #expect(try convertInDocs(#"{{% get-page-desc "about" %}}"#) == "What Hugo is.")
        #expect(try convertInDocs(#"{{% get-page-desc "/nowhere" %}}"#).hasPrefix(#"{% shortcode "unconverted""#))
    }

    // Seen on Hugo's docs: 11 lists of a section's pages showed nothing.
    @Test func aSectionsPagesAreListedByTitleWithTheirDescriptions() throws {
        #expect(try convertInDocs("{{% render-list-of-pages-in-section path=/functions/images titlePrefix=IMG. %}}") == """
            [`IMG.images.Config`](/functions/images/Config.md)
            : Reads a config | a size.

            [`IMG.images.Filter`](/functions/images/Filter.md)
            : Applies filters.

            [`IMG.Text`](/functions/images/more/Text.md)
            : Writes text.

            """)
        #expect(try convertInDocs("{{% render-table-of-pages-in-section path=/functions/images filter=Some filterType=exclude headingColumn1=Function %}}",
                                  filters: "some:\n  - /functions/images/config\n  - /functions/images/more/text\n") == """
            Function|Description
            :--|:--
            [`images.Filter`](/functions/images/Filter.md)|Applies filters.

            """)
        #expect(try convertInDocs("{{% render-table-of-pages-in-section path=/functions/images filter=some filterType=include %}}",
                                  filters: "some:\n  - /functions/images/config\n") == """
            Item|Description
            :--|:--
            [`images.Config`](/functions/images/Config.md)|Reads a config \\| a size.

            """)
    }

    // Seen on Hugo's docs: the quick references of functions and methods showed nothing.
    @Test func aQuickReferenceIsEachSectionsTextAndPages() throws {
        let reference = try convertInDocs(#"{{% quick-reference section="functions" %}}"#)
        #expect(reference == """
            ## Images

            [`images.Config`](/functions/images/Config.md)
            : Reads a config | a size.

            [`images.Filter`](/functions/images/Filter.md)
            : Applies filters.

            [`Text`](/functions/images/more/Text.md)
            : Writes text.


            """)
    }

    @Test func hlIsInlineCode() {
        #expect(convert("Some {{< hl >}} fmt.Println(\"`\") {{< /hl >}} code.") == "Some ``fmt.Println(\"`\")`` code.")
    }

    @Test func aPageHasTheParametersOfTheCascadesThatTargetIt() throws {
        let index = docsIndex()
        let filter = try #require(index.page("/functions/images/filter", language: "en", from: "about.md"))
        let about = try #require(index.page("/about", language: "en", from: "about.md"))
        #expect(index.param("isFunctionOrMethod", of: filter, language: "en") == .bool(true))
        #expect(index.param("isImage", of: filter, language: "en") == .bool(true))
        #expect(index.param("isFunctionOrMethod", of: about, language: "en") == nil)
        #expect(index.param("description", of: about, language: "en") == .string("What Hugo is."))
    }

    // Seen on Hugo's docs: the tables of media types, output formats and highlighted languages showed nothing.
    @Test func theDocsDataTablesAreMarkdownTables() throws {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.data["docs"] = try FrontMatterParser.dataFile(SourceText(path: "docs.yaml", text: """
            config:
              mediaTypes:
                text/x-b: {suffixes: [b, bb]}
                text/a: {suffixes: [a], delimiter: "|"}
            chroma:
              lexers:
                - {Name: ABAP, Aliases: [abap]}
                - {Name: Go, Aliases: [go, golang]}
            """), format: .yaml).value
        #expect(shortcodes.convert(#"{{< datatable "config" "mediaTypes" "_key" "suffixes" "delimiter" >}}"#, contentPath: "a.md").text == """
            | type | suffixes | delimiter |
            | --- | --- | --- |
            | text/a | [a] | \\| |
            | text/x-b | [b bb] |  |

            """)
        #expect(shortcodes.convert("{{< chroma-lexers >}}", contentPath: "a.md").text == """
            | Language | Identifiers |
            | --- | --- |
            | ABAP | `abap` |
            | Go | `go`, `golang` |

            """)
        #expect(shortcodes.convert(#"{{< datatable "config" "nope" "_key" >}}"#, contentPath: "a.md").unconverted.map(\.kind) == ["shortcode datatable"])
    }

    @Test func figureBecomesAnImageWithItsCaption() {
        #expect(convert(#"{{< figure src="a.png" alt="A" caption="The caption" >}}"#) == "![A](a.png)\n\n*The caption*")
        // The alt text is text, shown as written; a caption standing for it is Markdown, as Hugo markdownifies it.
        #expect(convert(#"{{< figure src="a.png" alt="*A* [b] <d> &amp;" >}}"#) == #"![\*A\* \[b\] \<d> \&amp;](a.png)"#)
        #expect(convert(#"{{< figure src="a.png" caption="The *caption*" >}}"#) == "![The *caption*](a.png)\n\n*The *caption**")
    }

    @Test func highlightBecomesFencedCodeWithItsLanguage() {
        #expect(convert("{{< highlight swift \"linenos=table\" >}}\nlet a = 1\n{{< /highlight >}}") == "```swift\nlet a = 1\n```")
    }

    @Test func highlightedCodeWithBackticksGetsALongerFence() {
        #expect(convert("{{< highlight md >}}\n```\n{{< /highlight >}}") == "````md\n```\n````")
    }

    @Test func embedsBecomeLinks() {
        #expect(convert("{{< youtube abc >}}") == "[YouTube video](https://www.youtube.com/watch?v=abc)")
        #expect(convert("{{< instagram CxO >}}") == "[Instagram post](https://www.instagram.com/p/CxO/)")
        #expect(convert(#"{{< vimeo id="42" >}}"#) == "[Vimeo video](https://vimeo.com/42)")
        #expect(convert("{{< gist ann 99 >}}") == "[Gist ann/99](https://gist.github.com/ann/99)")
        #expect(convert(#"{{< tweet user="ann" id="7" >}}"#) == "[Post on X](https://x.com/ann/status/7)")
    }

    @Test func noticeBecomesACalloutOfItsKind() {
        #expect(convert("{{% notice tip %}}\nA *tip*.\n{{% /notice %}}") == "> [!TIP]\n> A *tip*.")
    }

    @Test func detailsBecomesANoteWithItsSummaryAsTitle() {
        #expect(convert("{{< details summary=\"More\" >}}\nHidden.\n{{< /details >}}") == "> [!NOTE]\n> **More**\n>\n> Hidden.")
    }

    @Test func shortcodesInsideACalloutAreConverted() {
        #expect(convert("{{< alert color=\"warning\" >}}\n{{< ref \"about\" >}}\n{{< /alert >}}") == "> [!WARNING]\n> /about.md")
    }

    @Test func aCommentEscapedShortcodeBecomesItsText() {
        #expect(convert("`{{</* ref \"a\" */>}}`") == "`{{< ref \"a\" >}}`")
    }

    @Test func aShortcodeWithoutATemplateShowsItsBodyAndWarns() {
        #expect(convert("{{< tabs >}}x {{< ref \"about\" >}}{{< /tabs >}}") == """
            {% shortcode "unconverted_block" "Hugo shortcode 'tabs'" "layouts/shortcodes/tabs.html calls 'partial', which sitegen has no equivalent of" %}\
            x /about.md{% endshortcode "unconverted_block" %}
            """)
    }

    @Test func aShortcodeNeitherHugoNorTheSiteHasShowsNothingAndWarns() {
        #expect(convert("a {{< eturl x >}} b") == """
            a {% shortcode "unconverted" "Hugo shortcode 'eturl'" "neither Hugo nor the site's layouts/shortcodes/ has a template sitegen can convert" %} b
            """)
    }

    @Test func unconvertedShortcodesAreListedByLine() {
        let text = converted("a\n{{< tabs >}}\nb\n{{< x >}}\n{{< /tabs >}}")
        #expect(text.unconverted.map(\.kind) == ["shortcode tabs", "shortcode x"])
        #expect(text.unconverted.map(\.line) == [2, 4])
    }

    @Test func aShortcodeWithATemplateBecomesACallWithItsArguments() {
        #expect(convert(#"{{% note "Heads up" class=warn %}}Read *this*.{{% /note %}}"#)
            == #"{% shortcode "note" "Heads up" class="warn" %}Read *this*.{% endshortcode "note" %}"#)
    }

    @Test func aSelfClosingShortcodeHasNoBody() {
        #expect(convert("{{< note />}} and {{< note >}}b{{< /note >}}")
            == #"{% shortcode "note" %} and {% shortcode "note" %}b{% endshortcode "note" %}"#)
    }

    @Test func anArgumentNamedAsATemplateVariableCannotBePassed() {
        #expect(convert(#"{{< note page="x" >}}"#)
            == #"{% shortcode "unconverted" "Hugo shortcode 'note'" "its argument 'page' cannot be a template variable" %}"#)
    }

    @Test func paramBecomesItsValue() {
        #expect(convert(#"Color: {{< param "color" >}}"#) == "Color: red")
    }

    @Test func thePagesOwnTemplateSyntaxStaysTextOnceItIsATemplate() {
        let text = converted("`{{ .Title }}` {{< note >}}")
        #expect(text.isTemplate)
        #expect(text.text == #"`{% raw %}{{ .Title }}{% endraw %}` {% shortcode "note" %}"#)
    }

    @Test func aPageWithOnlyMarkdownConversionsIsNoTemplate() {
        let text = converted("`{{ .Title }}` {{< ref \"about\" >}}")
        #expect(!text.isTemplate)
        #expect(text.text == "`{{ .Title }}` /about.md")
    }

    @Test func aPairedShortcodeWithoutItsClosingTagHasNoBody() {
        #expect(convert("{{< highlight go >}}\ncode") == """
            {% shortcode "unconverted" "Hugo shortcode 'highlight'" "neither Hugo nor the site's layouts/shortcodes/ has a template sitegen can convert" %}
            code
            """)
    }

    @Test func hugoDocsIncludeBecomesTheIncludedPagesTextConverted() {
        // The included page includes itself: the eighth time in, the include is left unconverted.
        let text = convert(#"A {{% include "_common/options.md" %}}"#)
        #expect(text.hasPrefix("A Shared /about.md.\nShared /about.md.\n"))
        #expect(text.components(separatedBy: "Shared /about.md.").count == 9)
        #expect(text.hasSuffix(#"{% shortcode "unconverted" "Hugo shortcode 'include'" "neither Hugo nor the site's layouts/shortcodes/ has a template sitegen can convert" %}"#))
    }

    @Test func hugoDocsGlossaryTermBecomesTheTermsPage() {
        #expect(convert(#"{{% glossary-term "floating point" %}}"#) == "A *float*.")
    }

    @Test func hugoDocsCodeToggleBecomesFencedCodeInItsFormat() {
        #expect(convert("{{< code-toggle file=hugo >}}\n[build]\nwriteStats = true\n{{< /code-toggle >}}") == "```toml\n[build]\nwriteStats = true\n```")
        #expect(convert("{{< code-toggle >}}\nbuild:\n  writeStats: true\n{{< /code-toggle >}}") == "```yaml\nbuild:\n  writeStats: true\n```")
    }

    // Seen on Hugo's docs: a code toggle in a definition ended it, its fence closing at the line's start, and the
    // rest of the page became code.
    @Test func codeOnAnIndentedLineStaysInItsListItem() {
        #expect(convert("`sites`\n: A map.\n\n  {{< code-toggle >}}\n  title = 'Home'\n\n    [sites]\n  {{< /code-toggle >}}\n\n`slug`\n")
            == "`sites`\n: A map.\n\n  ```toml\n  title = 'Home'\n  \n    [sites]\n  ```\n\n`slug`\n")
        #expect(convert("- a\n\n  {{< highlight go >}}\n  x := 1\n  {{< /highlight >}}\n") == "- a\n\n  ```go\n  x := 1\n  ```\n")
    }

    @Test func hugoDocsCodeToggleOfTheirDataShowsNothing() {
        #expect(convert("{{< code-toggle config=build />}}")
            == #"{% shortcode "unconverted" "Hugo shortcode 'code-toggle'" "neither Hugo nor the site's layouts/shortcodes/ has a template sitegen can convert" %}"#)
    }

    @Test func hugoDocsNewInIsABadgeOrANote() {
        #expect(convert("{{< new-in 0.144.0 />}}") == "*New in v0.144.0*")
        #expect(convert("{{< deprecated-in v0.120.0 >}}\nUse *x*.\n{{< /deprecated-in >}}") == "> [!WARNING]\n> **Deprecated in v0.120.0**\n>\n> Use *x*.")
    }

    @Test func hugoURLizeLowercasesAndDashesSpaces() {
        #expect(HugoImporter.urlize("Getting Started!") == "getting-started")
    }
}
